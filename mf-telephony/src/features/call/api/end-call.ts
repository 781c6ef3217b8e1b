import { endCallEndpoint, type TCallActionRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Ends the call, talking or still ringing out. */
export async function endCall(request: TCallActionRequest): Promise<void> {
  await callEndpoint(endCallEndpoint, request);
}
