import { lazyEndpoint } from '../endpoint';
import { loadContract } from '../load-contract';
import { ADMIN_CONFIG_ADDRESS, CHANGE_PASSWORD_ADDRESS, LOGIN_ADDRESS, LOGOUT_ADDRESS, NOTIFICATION_COUNT_ADDRESS, VIEW_USER_ADDRESS } from './shell-addresses';

// The calls the portal shell makes while it starts, as lazy endpoints (endpoint.ts): the request leaves at once from its
// address (shell-addresses.ts); shared-kit checks the answer once the contract has loaded, after the first paint.

export const lazyAdminConfigEndpoint = lazyEndpoint(ADMIN_CONFIG_ADDRESS, () => loadContract().then((m) => m.adminConfigEndpoint));
export const lazyLoginEndpoint = lazyEndpoint(LOGIN_ADDRESS, () => loadContract().then((m) => m.loginEndpoint));
export const lazyViewUserEndpoint = lazyEndpoint(VIEW_USER_ADDRESS, () => loadContract().then((m) => m.viewUserEndpoint));
export const lazyLogoutEndpoint = lazyEndpoint(LOGOUT_ADDRESS, () => loadContract().then((m) => m.logoutEndpoint));
export const lazyNotificationCountEndpoint = lazyEndpoint(NOTIFICATION_COUNT_ADDRESS, () =>
  loadContract().then((m) => m.notificationCountEndpoint),
);
export const lazyChangePasswordEndpoint = lazyEndpoint(CHANGE_PASSWORD_ADDRESS, () => loadContract().then((m) => m.changePasswordEndpoint));
