import { mountMicrofrontend } from '@busdesk/shared-kit/test-support';
import { describe, expect, it } from 'vitest';
import * as lifecycles from './index';

describe('mf-telephony entry', () => {
  // The overlay mounts on every layout route; with nobody signed in (and for an agency without phone lines, see the
  // dock's tests) it renders nothing, and unmounting leaves nothing behind.
  it('mounts through its single-spa lifecycles, renders nothing without a session and unmounts cleanly', async () => {
    const { element, unmount } = await mountMicrofrontend(lifecycles, '@busdesk/mf-telephony', '/book-ticket');
    expect(globalThis.__BUSDESK_MOUNTS__?.at(-1)?.app).toBe('@busdesk/mf-telephony');
    expect(element.textContent).toBe('');
    await unmount();
    expect(element.childElementCount).toBe(0);
  });
});
