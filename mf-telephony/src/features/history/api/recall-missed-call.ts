import { recallEndpoint, type TRecallRequest, type TRecallResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** GET /voice-cloud/recall?callid&lineRecall (002 §7 'Missed-call update'): marks it recalled and dials it back. */
export function recallMissedCall(request: TRecallRequest): Promise<TRecallResponse> {
  return callEndpoint(recallEndpoint, request);
}
