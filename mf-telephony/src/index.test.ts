import type { LifecycleProps } from '@busdesk/shared-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrap, mount, unmount } from './index';

// single-spa-react renders into props.domElement when given one, as single-spa's parcels do.
const props = (domElement: HTMLElement): LifecycleProps & { domElement: HTMLElement } => ({ name: '@busdesk/mf-telephony', domElement });

let mounted: HTMLElement | undefined;
afterEach(() => {
  mounted?.remove();
  mounted = undefined;
});

describe('mf-telephony entry', () => {
  // Until phone lines exist there is nothing true to show: the overlay mounts (its lifecycles run on every layout
  // route) and renders nothing, and unmounting leaves nothing behind.
  it('mounts through its single-spa lifecycles, renders nothing and unmounts cleanly', async () => {
    window.history.replaceState(null, '', '/book-ticket');
    mounted = document.body.appendChild(document.createElement('div'));
    await bootstrap(props(mounted));
    await mount(props(mounted));
    expect(globalThis.__BUSDESK_MOUNTS__?.at(-1)?.app).toBe('@busdesk/mf-telephony');
    expect(mounted.textContent).toBe('');
    await unmount(props(mounted));
    expect(mounted.childElementCount).toBe(0);
  });
});
