import { API_PREFIX, COMPANY_CERTIFICATE_REGISTER_PATH, MSG, ZCompanyCertificateRegisterResponse, type TCompanyCertificateRegisterResponse } from '@busdesk/api-contract';
import { api, ApiError } from '@busdesk/shared-kit';

/**
 * Registers a bus company's public certificate for the agency (multipart `companyId` + `file`, ADMIN). Not through
 * callEndpoint: its body is a file. Errors arrive as ApiError with the server's Vietnamese message.
 */
export async function registerCompanyCertificate(companyId: string, file: File): Promise<TCompanyCertificateRegisterResponse> {
  const body = new FormData();
  body.append('companyId', companyId);
  body.append('file', file, file.name);
  const response = await api.v2.post(COMPANY_CERTIFICATE_REGISTER_PATH.slice(API_PREFIX.length), body);
  const parsed = ZCompanyCertificateRegisterResponse.safeParse((response.data as { results?: unknown } | null)?.results);
  if (!parsed.success) throw new ApiError(MSG.transport.certificateLoadFailed, response.status, response.data);
  return parsed.data;
}
