import { rejectCallEndpoint, type TCallActionRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Rejects the ringing call. */
export async function rejectCall(request: TCallActionRequest): Promise<void> {
  await callEndpoint(rejectCallEndpoint, request);
}
