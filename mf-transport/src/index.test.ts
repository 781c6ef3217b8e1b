import { routesOf } from '@busdesk/api-contract';
import { MSG, type LifecycleProps } from '@busdesk/shared-kit';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrap, mount, unmount } from './index';

// single-spa-react renders into props.domElement when given one, as single-spa's parcels do.
const props = (domElement: HTMLElement): LifecycleProps & { domElement: HTMLElement } => ({ name: '@busdesk/mf-transport', domElement });

let mounted: HTMLElement | undefined;
afterEach(async () => {
  if (mounted) await unmount(props(mounted));
  mounted?.remove();
  mounted = undefined;
});

describe('mf-transport entry', () => {
  it('owns its routes in the route table', () => {
    expect(routesOf('mf-transport').map((r) => r.path)).toEqual(expect.arrayContaining(['/station-service', '/transport/view']));
  });

  // No screen is built yet: every route mounts through the single-spa lifecycles and says so honestly.
  it.each(['/station-service', '/transport/view'])('mounts %s and shows it as coming soon under its title', async (path) => {
    window.history.replaceState(null, '', path);
    mounted = document.body.appendChild(document.createElement('div'));
    await bootstrap(props(mounted));
    await mount(props(mounted));
    const title = routesOf('mf-transport').find((r) => r.path === path)?.title ?? '';
    await waitFor(() => expect(screen.getByRole('heading', { name: title })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe(MSG.common.comingSoon);
    expect(globalThis.__BUSDESK_MOUNTS__?.at(-1)?.app).toBe('@busdesk/mf-transport');
  });
});
