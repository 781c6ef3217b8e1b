import { routesOf } from '@busdesk/api-contract';
import { MSG } from '@busdesk/shared-kit';
import { mountMicrofrontend, type MountedMicrofrontend } from '@busdesk/shared-kit/test-support';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as lifecycles from './index';
import { ADMIN_SCREENS } from './root';

const mountAt = (path: string) => mountMicrofrontend(lifecycles, '@busdesk/mf-admin', path);

let mounted: MountedMicrofrontend | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

describe('mf-admin entry', () => {
  it('mounts through its single-spa lifecycles and shows the route’s own screen, not the coming-soon page', async () => {
    mounted = await mountAt('/manage/popular-route');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tuyến phổ biến' })).toBeTruthy());
    expect(screen.queryByText(MSG.common.comingSoon)).toBeNull();
    expect(globalThis.__BUSDESK_MOUNTS__?.at(-1)?.app).toBe('@busdesk/mf-admin');
  });

  it('has a screen for every route of the table it serves (issue 12: no route shows the coming-soon page)', () => {
    const unbuilt = routesOf('mf-admin')
      .map((route) => route.path)
      .filter((path) => !(path in ADMIN_SCREENS));
    expect(unbuilt).toEqual([]);
  });

  it('routes /manage/edit-profile to the change-password screen', async () => {
    mounted = await mountAt('/manage/edit-profile');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeTruthy());
  });
});
