import { lazyEndpoint, type EndpointAddress } from '../endpoint';
import { loadContract } from '../load-contract';
import { apiPath } from '../paths';

// The calls the portal shell makes while it starts, as lazy endpoints (endpoint.ts): the sign-in page's admin
// configuration and sign-in, the session's user info and logout, the bell's count. Their addresses live here, zod-free,
// and the endpoints in session.ts and notifications.ts spread them; shared-kit checks the answers once the contract has
// loaded, after the first paint.

// path chosen: 000 §7.2 names the call without its path.
export const ADMIN_CONFIG_ADDRESS = { method: 'GET', path: apiPath('/v2/admin/config'), client: 'v2' } as const satisfies EndpointAddress;
export const LOGIN_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/login'), client: 'v2' } as const satisfies EndpointAddress;
export const VIEW_USER_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/view'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen: the seeds name logout only as a client action; the server revokes the token here.
export const LOGOUT_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/logout'), client: 'v2' } as const satisfies EndpointAddress;
// path chosen
export const NOTIFICATION_COUNT_ADDRESS = {
  method: 'GET',
  path: apiPath('/partner/ticket-notification/count'),
  client: 'v2',
} as const satisfies EndpointAddress;

export const lazyAdminConfigEndpoint = lazyEndpoint(ADMIN_CONFIG_ADDRESS, () => loadContract().then((m) => m.adminConfigEndpoint));
export const lazyLoginEndpoint = lazyEndpoint(LOGIN_ADDRESS, () => loadContract().then((m) => m.loginEndpoint));
export const lazyViewUserEndpoint = lazyEndpoint(VIEW_USER_ADDRESS, () => loadContract().then((m) => m.viewUserEndpoint));
export const lazyLogoutEndpoint = lazyEndpoint(LOGOUT_ADDRESS, () => loadContract().then((m) => m.logoutEndpoint));
export const lazyNotificationCountEndpoint = lazyEndpoint(NOTIFICATION_COUNT_ADDRESS, () =>
  loadContract().then((m) => m.notificationCountEndpoint),
);
