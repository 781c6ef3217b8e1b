import { reportCallEventEndpoint, type TReportCallEventRequest } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** A SIP line's phone saw an event: the server records it in the line's history. */
export async function reportCallEvent(request: TReportCallEventRequest): Promise<void> {
  await callEndpoint(reportCallEventEndpoint, request);
}
