import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { bus } from '../bus/index';
import { recordMount } from './mount-record';

describe('recordMount', () => {
  it('records the shared bus and the React identity for the e2e single-instance proof', () => {
    recordMount('@busdesk/mf-sales', React);
    const last = globalThis.__BUSDESK_MOUNTS__?.at(-1);
    expect(last).toEqual({ app: '@busdesk/mf-sales', busInstanceId: bus.instanceId, reactVersion: React.version, react: React.createElement });
    expect(globalThis.__BUSDESK_BUS__?.instanceId).toBe(last?.busInstanceId);
  });
});
