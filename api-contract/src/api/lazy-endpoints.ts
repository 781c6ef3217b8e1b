import { lazyEndpoint } from '../endpoint';
import { ADMIN_CONFIG_ADDRESS, CHANGE_PASSWORD_ADDRESS, LOGIN_ADDRESS, LOGOUT_ADDRESS, NOTIFICATION_COUNT_ADDRESS, VIEW_USER_ADDRESS } from './shell-addresses';

// The calls the portal shell makes while it starts, as lazy endpoints (endpoint.ts): the request leaves at once from its
// address (shell-addresses.ts); shared-kit checks the answer once the endpoint's own module has loaded (zod and the
// session's schemas, not the whole contract), after the first paint. The session is 'authenticated' only once its
// check has run, and every screen waits for that: the whole contract would put every schema on every screen's path.
const session = () => import('./session');

export const lazyAdminConfigEndpoint = lazyEndpoint(ADMIN_CONFIG_ADDRESS, () => session().then((m) => m.adminConfigEndpoint));
export const lazyLoginEndpoint = lazyEndpoint(LOGIN_ADDRESS, () => session().then((m) => m.loginEndpoint));
export const lazyViewUserEndpoint = lazyEndpoint(VIEW_USER_ADDRESS, () => session().then((m) => m.viewUserEndpoint));
export const lazyLogoutEndpoint = lazyEndpoint(LOGOUT_ADDRESS, () => session().then((m) => m.logoutEndpoint));
export const lazyNotificationCountEndpoint = lazyEndpoint(NOTIFICATION_COUNT_ADDRESS, () =>
  import('./notifications').then((m) => m.notificationCountEndpoint),
);
export const lazyChangePasswordEndpoint = lazyEndpoint(CHANGE_PASSWORD_ADDRESS, () => session().then((m) => m.changePasswordEndpoint));
