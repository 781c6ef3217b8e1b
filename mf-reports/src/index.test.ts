import { routesOf } from '@busdesk/api-contract';
import { bus, MSG } from '@busdesk/shared-kit';
import { mountMicrofrontend, type MountedMicrofrontend } from '@busdesk/shared-kit/test-support';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as lifecycles from './index';
import { REPORT_SCREENS } from './root';
import { collectionAdmin } from './test-support/fake-collection-services';

let mounted: MountedMicrofrontend | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  bus.session$.next({ status: 'anonymous' });
});

const BUILT = ['/report/sms-info', '/report/zns-info', '/report/transaction-mb', '/report/cancel', '/report/transaction', '/report/ticket-stats', '/report/sales-by-employee'];

describe('mf-reports entry', () => {
  it('owns its routes in the route table', () => {
    expect(routesOf('mf-reports').map((r) => r.path)).toEqual(expect.arrayContaining([...BUILT, '/report/sales-by-employee']));
  });

  it('has a screen for each report built so far', () => {
    expect(Object.keys(REPORT_SCREENS).sort()).toEqual([...BUILT].sort());
  });

  // Mounted through the single-spa lifecycles: a built report shows its title and no 'coming soon'.
  it.each(BUILT)('mounts %s as its report, not as coming soon', async (path) => {
    // Signed in: the revenue-by-staff report reads the user's role and agency from the session.
    bus.session$.next({ status: 'authenticated', user: collectionAdmin(), token: 'test-token' });
    mounted = await mountMicrofrontend(lifecycles, '@busdesk/mf-reports', path);
    const title = routesOf('mf-reports').find((r) => r.path === path)?.title ?? '';
    await waitFor(() => expect(screen.getByRole('heading', { name: title })).toBeTruthy(), { timeout: 15_000 });
    expect(screen.queryByText(MSG.common.comingSoon)).toBeNull();
    expect(screen.getByRole('search')).toBeTruthy();
  });
});
