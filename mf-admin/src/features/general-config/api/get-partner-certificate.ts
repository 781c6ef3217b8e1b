import { partnerCertificateEndpoint, type TPartnerCertificateResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's signing certificate (ADMIN): subject, issuer, validity, fingerprint, source; never the key. */
export const getPartnerCertificate = (): Promise<TPartnerCertificateResponse> => callEndpoint(partnerCertificateEndpoint, {});
