import { answerCallEndpoint, type TCallActionRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Answers the ringing call (providers A, B and C: 'Chức năng đang được phát triển', the desk phone answers). */
export async function answerCall(request: TCallActionRequest): Promise<void> {
  await callEndpoint(answerCallEndpoint, request);
}
