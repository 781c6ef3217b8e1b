import { companyCertificateListEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../define-route';

/** Every bus company with the certificate the agency registered for it (transport configuration; docs/adr/0101). */
export const companyCertificateListRoute = defineRoute(companyCertificateListEndpoint, ADMIN, async ({ session }, app) => ({
  companies: await app.transportCredentials.companies.list(session.partnerId),
}));
