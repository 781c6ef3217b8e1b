import { listPartnerCompaniesEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The authorised companies screen's list (000 §2.5, §7.3): any user of the agency may read it. */
export const listPartnerCompaniesRoute = defineRoute(listPartnerCompaniesEndpoint, PARTNER, ({ input, session }, app) => app.partnerCompanies.list(session, input));
