import { dialEndpoint, type TDialResponse } from '@busdesk/api-contract';
import { callEndpoint } from '@busdesk/shared-kit';

/** An outgoing call from the line ('Gọi ra thành công' and the call's id). */
export function dialNumber(lineId: string, phoneNumber: string): Promise<TDialResponse> {
  return callEndpoint(dialEndpoint, { lineId, phoneNumber });
}
