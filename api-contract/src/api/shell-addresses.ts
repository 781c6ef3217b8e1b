import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the portal shell's first calls go (the sign-in page's admin configuration and sign-in, the session's user info
// and logout, the bell's count): zod-free, so the shell's lazy endpoints (lazy-endpoints.ts) and the full endpoints
// (session.ts, notifications.ts) share one address each.

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
// path chosen: change own password (000 §2.10 names the screen, not the call); also the way out of a reset (ADR 0054).
export const CHANGE_PASSWORD_ADDRESS = { method: 'POST', path: apiPath('/v2/partner/change-password'), client: 'v2' } as const satisfies EndpointAddress;
