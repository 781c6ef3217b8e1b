import { mountMicrofrontend } from '@busdesk/shared-kit/test-support';
import { describe, expect, it } from 'vitest';
import * as lifecycles from './index';

describe('mf-telephony entry', () => {
  // Until phone lines exist there is nothing true to show: the overlay mounts (its lifecycles run on every layout
  // route) and renders nothing, and unmounting leaves nothing behind.
  it('mounts through its single-spa lifecycles, renders nothing and unmounts cleanly', async () => {
    const { element, unmount } = await mountMicrofrontend(lifecycles, '@busdesk/mf-telephony', '/book-ticket');
    expect(globalThis.__BUSDESK_MOUNTS__?.at(-1)?.app).toBe('@busdesk/mf-telephony');
    expect(element.textContent).toBe('');
    await unmount();
    expect(element.childElementCount).toBe(0);
  });
});
