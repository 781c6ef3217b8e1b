import { topUpPartnerUserEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** An ADMIN's top-up of an employee in the staff money ledger (docs/adr/0070). */
export const topUpPartnerUserRoute = defineRoute(topUpPartnerUserEndpoint, ADMIN, ({ input, session }, app) => app.staff.topUp(session, input));
