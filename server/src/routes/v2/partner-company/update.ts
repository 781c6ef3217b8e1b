import { updatePartnerCompaniesEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** Approval and usage of the agency's companies (000 §2.5, §7.3): ADMIN only (ADR 0051). */
export const updatePartnerCompaniesRoute = defineRoute(updatePartnerCompaniesEndpoint, ADMIN, ({ input, session }, app) => app.partnerCompanies.update(session, input));
