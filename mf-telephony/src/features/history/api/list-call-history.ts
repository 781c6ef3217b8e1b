import { callHistoryEndpoint, type TCallHistoryItem, type TCallHistoryRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** The line's calls in a window (500; 200 for provider C), newest first. */
export async function listCallHistory(request: TCallHistoryRequest): Promise<TCallHistoryItem[]> {
  const answer = await callEndpoint(callHistoryEndpoint, request);
  return answer.result;
}
