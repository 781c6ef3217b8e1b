import { routesOf } from '@busdesk/api-contract';
import { MSG } from '@busdesk/shared-kit';
import { mountMicrofrontend, type MountedMicrofrontend } from '@busdesk/shared-kit/test-support';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as lifecycles from './index';
import { REPORT_SCREENS } from './root';

let mounted: MountedMicrofrontend | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const BUILT = ['/report/sms-info', '/report/zns-info', '/report/transaction-mb', '/report/cancel', '/report/transaction', '/report/ticket-stats'];

describe('mf-reports entry', () => {
  it('owns its routes in the route table', () => {
    expect(routesOf('mf-reports').map((r) => r.path)).toEqual(expect.arrayContaining([...BUILT, '/report/sales-by-employee']));
  });

  it('has a screen for each report built so far', () => {
    expect(Object.keys(REPORT_SCREENS).sort()).toEqual([...BUILT].sort());
  });

  // Mounted through the single-spa lifecycles: a built report shows its title and no 'coming soon'.
  it.each(BUILT)('mounts %s as its report, not as coming soon', async (path) => {
    mounted = await mountMicrofrontend(lifecycles, '@busdesk/mf-reports', path);
    const title = routesOf('mf-reports').find((r) => r.path === path)?.title ?? '';
    await waitFor(() => expect(screen.getByRole('heading', { name: title })).toBeTruthy(), { timeout: 15_000 });
    expect(screen.queryByText(MSG.common.comingSoon)).toBeNull();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  // The reports of the next slices still say so honestly.
  it('mounts /report/sales-by-employee as coming soon under its title', async () => {
    mounted = await mountMicrofrontend(lifecycles, '@busdesk/mf-reports', '/report/sales-by-employee');
    const title = routesOf('mf-reports').find((r) => r.path === '/report/sales-by-employee')?.title ?? '';
    await waitFor(() => expect(screen.getByRole('heading', { name: title })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe(MSG.common.comingSoon);
    expect(globalThis.__BUSDESK_MOUNTS__?.at(-1)?.app).toBe('@busdesk/mf-reports');
  });
});
