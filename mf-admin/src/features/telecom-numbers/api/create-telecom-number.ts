import { telecomCreateEndpoint, type TTelecomCreateRequest, type TTelecomNumber } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Adds a line (ADMIN). */
export async function createTelecomNumber(line: TTelecomCreateRequest): Promise<TTelecomNumber> {
  return (await callEndpoint(telecomCreateEndpoint, line)).result;
}
