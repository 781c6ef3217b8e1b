import { TELECOM_PAGE_SIZE, telecomListEndpoint, type TTelecomNumber } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The agency's extension lines (002 §7 'Telecom lines list': page 0, count 50). */
export async function listLines(): Promise<TTelecomNumber[]> {
  const answer = await callEndpoint(telecomListEndpoint, { page: 0, count: TELECOM_PAGE_SIZE });
  return answer.result;
}
