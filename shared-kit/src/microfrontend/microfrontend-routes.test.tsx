import { MSG, Role } from '@busdesk/api-contract';
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bus } from '../bus/index';
import { userInfoFixture } from '../test-support/index';
import { MicrofrontendRoutes } from './microfrontend-routes';

afterEach(() => {
  cleanup();
  bus.session$.next({ status: 'anonymous' });
  window.history.pushState({}, '', '/');
});

const NEVER = lazy(() => new Promise<{ default: () => null }>(() => undefined));
const SCREENS = {
  '/manage/company': NEVER,
  '/config/general': () => <p>Màn hình cấu hình chung</p>,
  '/manage/employee': () => <p>Màn hình nhân viên</p>,
};

function open(path: string, role: typeof Role.ADMIN | typeof Role.STAFF) {
  window.history.pushState({}, '', path);
  bus.session$.next({ status: 'authenticated', token: 't', user: userInfoFixture({ role }) });
  render(<MicrofrontendRoutes mf="mf-admin" screens={SCREENS} />);
}

describe('MicrofrontendRoutes', () => {
  it('a STAFF user opening an ADMIN-only route by its address is told the page is not theirs; the screen does not load', async () => {
    open('/config/general', Role.STAFF);
    expect((await screen.findByRole('status')).textContent).toBe(MSG.common.adminOnlyPage);
    expect(screen.getByRole('heading', { name: 'Cấu hình chung' })).toBeTruthy();
    expect(screen.queryByText('Màn hình cấu hình chung')).toBeNull();
  });

  it('an ADMIN sees the screen, and a STAFF user the screens that are not ADMIN-only', async () => {
    open('/config/general', Role.ADMIN);
    expect(await screen.findByText('Màn hình cấu hình chung')).toBeTruthy();
    cleanup();
    open('/manage/employee', Role.STAFF);
    expect(await screen.findByText('Màn hình nhân viên')).toBeTruthy();
    expect(screen.queryByText(MSG.common.adminOnlyPage)).toBeNull();
  });

  it('a screen without a skeleton of its own shows a progress bar while its code loads, not a blank area', async () => {
    open('/manage/company', Role.STAFF);
    expect(await screen.findByRole('progressbar', { name: MSG.common.screenLoading })).toBeTruthy();
  });
});
