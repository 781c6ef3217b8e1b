import { API_PREFIX, MSG, PARTNER_CERTIFICATE_INSTALL_PATH, ZPartnerCertificateResponse, type TPartnerCertificateResponse } from '@busdesk/api-contract';
import { api, ApiError } from '@busdesk/shared-kit';

/**
 * Installs the agency's certificate from a PKCS#12 (multipart `file` + `password`, ADMIN). Not through callEndpoint:
 * its body is a file, not JSON. Errors arrive as ApiError with the server's Vietnamese message.
 */
export async function installPartnerCertificate(file: File, password: string): Promise<TPartnerCertificateResponse> {
  const body = new FormData();
  body.append('password', password);
  body.append('file', file, file.name);
  const response = await api.v2.post(PARTNER_CERTIFICATE_INSTALL_PATH.slice(API_PREFIX.length), body);
  const parsed = ZPartnerCertificateResponse.safeParse((response.data as { results?: unknown } | null)?.results);
  if (!parsed.success) throw new ApiError(MSG.transport.certificateLoadFailed, response.status, response.data);
  return parsed.data;
}
