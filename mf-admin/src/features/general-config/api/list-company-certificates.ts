import { companyCertificateListEndpoint, type TCompanyCertificateListResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Every bus company with the public certificate the agency registered for it (ADMIN; docs/adr/0101). */
export const listCompanyCertificates = (): Promise<TCompanyCertificateListResponse> => callEndpoint(companyCertificateListEndpoint, {});
