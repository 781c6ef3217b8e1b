import { MSG, type LifecycleProps } from '@busdesk/shared-kit';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrap, mount, unmount } from './index';

// single-spa-react renders into props.domElement when given one, as single-spa's parcels do.
const props = (domElement: HTMLElement): LifecycleProps & { domElement: HTMLElement } => ({ name: '@busdesk/mf-admin', domElement });

async function mountAt(path: string) {
  window.history.replaceState(null, '', path);
  const element = document.createElement('div');
  document.body.appendChild(element);
  await bootstrap(props(element));
  await mount(props(element));
  return element;
}

let mounted: HTMLElement | undefined;
afterEach(async () => {
  if (mounted) await unmount(props(mounted));
  mounted?.remove();
  mounted = undefined;
});

describe('mf-admin entry', () => {
  it('mounts through its single-spa lifecycles and shows an unbuilt screen as coming soon', async () => {
    mounted = await mountAt('/manage/employee');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Quản lý nhân viên' })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe(MSG.common.comingSoon);
    expect(globalThis.__BUSDESK_MOUNTS__?.at(-1)?.app).toBe('@busdesk/mf-admin');
  });

  it('routes /manage/edit-profile to the change-password screen', async () => {
    mounted = await mountAt('/manage/edit-profile');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Đổi mật khẩu' })).toBeTruthy());
  });
});
