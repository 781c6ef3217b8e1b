import { callerLookupEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/**
 * The caller lookup (002 §7 'Customer by phone … custom token header'): the token may come as x-access-token like on
 * every call (lib/tokens.ts). Only the session's agency's tickets and calls.
 */
export const callerLookupRoute = defineRoute(callerLookupEndpoint, PARTNER, ({ input, session }, app) => app.calls.customer(session, input));
