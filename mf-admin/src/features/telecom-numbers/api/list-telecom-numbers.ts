import { TELECOM_PAGE_SIZE, telecomListEndpoint, type TTelecomListResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** One page (50) of the agency's extension lines, `number` matching part of the line's number. */
export function listTelecomNumbers(page: number, number: string): Promise<TTelecomListResponse> {
  return callEndpoint(telecomListEndpoint, { page, count: TELECOM_PAGE_SIZE, ...(number ? { number } : {}) });
}
