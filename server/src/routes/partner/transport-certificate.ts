import { partnerCertificateEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../define-route';

/** The agency's signing certificate (transport configuration 'Chứng thư số'; never the key). */
export const partnerCertificateRoute = defineRoute(partnerCertificateEndpoint, ADMIN, async ({ session }, app) => ({
  certificate: await app.transportCredentials.describe({ kind: 'partner', id: session.partnerId }),
}));
