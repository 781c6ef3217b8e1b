import { telecomUpdateEndpoint, type TTelecomNumber, type TTelecomUpdateRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Saves a line; a secret left empty keeps the stored one. */
export async function updateTelecomNumber(line: TTelecomUpdateRequest): Promise<TTelecomNumber> {
  return (await callEndpoint(telecomUpdateEndpoint, line)).result;
}
