import { telecomDeleteEndpoint } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Deletes a line. */
export async function deleteTelecomNumber(id: string): Promise<void> {
  await callEndpoint(telecomDeleteEndpoint, { id });
}
