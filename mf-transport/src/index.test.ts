import { routesOf } from '@busdesk/api-contract';
import { MSG } from '@busdesk/shared-kit';
import { mountMicrofrontend, type MountedMicrofrontend } from '@busdesk/shared-kit/test-support';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as lifecycles from './index';

let mounted: MountedMicrofrontend | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe('mf-transport entry', () => {
  it('owns its routes in the route table', () => {
    expect(routesOf('mf-transport').map((r) => r.path)).toEqual(expect.arrayContaining(['/station-service', '/transport/view']));
  });

  // No screen is built yet: every route mounts through the single-spa lifecycles and says so honestly.
  it.each(['/station-service', '/transport/view'])('mounts %s and shows it as coming soon under its title', async (path) => {
    mounted = await mountMicrofrontend(lifecycles, '@busdesk/mf-transport', path);
    const title = routesOf('mf-transport').find((r) => r.path === path)?.title ?? '';
    await waitFor(() => expect(screen.getByRole('heading', { name: title })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe(MSG.common.comingSoon);
    expect(globalThis.__BUSDESK_MOUNTS__?.at(-1)?.app).toBe('@busdesk/mf-transport');
  });
});
