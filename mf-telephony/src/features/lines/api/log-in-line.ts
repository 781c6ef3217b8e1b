import { lineLoginEndpoint, type TLineLoginResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** Selecting a line logs in to its provider (002 §2); a SIP line's answer carries what the browser registers with. */
export function logInLine(lineId: string): Promise<TLineLoginResponse> {
  return callEndpoint(lineLoginEndpoint, { lineId });
}
