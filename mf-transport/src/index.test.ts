import { MSG, routesOf } from '@busdesk/api-contract';
import { mountMicrofrontend, type MountedMicrofrontend } from '@busdesk/shared-kit/test-support';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as lifecycles from './index';
import { TRANSPORT_SCREENS } from './root';

vi.setConfig({ testTimeout: 30_000 });
let mounted: MountedMicrofrontend | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe('mf-transport entry', () => {
  it('owns its routes in the route table, and has a screen for each (issue 14: none shows a placeholder)', () => {
    const paths = routesOf('mf-transport').map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/station-service', '/transport', '/transport/view']));
    expect(paths.filter((p) => !(p in TRANSPORT_SCREENS))).toEqual([]);
  });

  // Mounted through the single-spa lifecycles with no server behind: each route shows its own screen (the calls
  // fail, which the screens say), never the coming-soon page.
  it.each([
    ['/station-service', 'Dịch vụ bến xe'],
    ['/transport', MSG.transport.signListTitle],
  ])('mounts %s and shows its own screen under its title', async (path, title) => {
    mounted = await mountMicrofrontend(lifecycles, '@busdesk/mf-transport', path);
    await waitFor(() => expect(screen.getByRole('heading', { name: title, level: 1 })).toBeTruthy(), { timeout: 15_000 });
    expect(screen.queryByText(MSG.common.comingSoon)).toBeNull();
    expect(globalThis.__BUSDESK_MOUNTS__?.at(-1)?.app).toBe('@busdesk/mf-transport');
  });

  it('mounts /transport/view without an id and says which order is missing', async () => {
    mounted = await mountMicrofrontend(lifecycles, '@busdesk/mf-transport', '/transport/view');
    await waitFor(() => expect(screen.getByText(MSG.transport.orderIdMissing)).toBeTruthy(), { timeout: 15_000 });
  });
});
