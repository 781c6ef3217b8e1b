import { API_PREFIX, TELEPHONY_RECORDING_PATH, type TRecordingRequest } from '@busdesk/api-contract';
import { getApiBaseUrl, getToken } from '@busdesk/shared-kit';

/**
 * Where an <audio> element plays a call's recording (GET /telephony/recording, audio/wav). The element cannot send
 * the Authorization header, so the session token goes in the query, as the server accepts on every call.
 */
export function recordingUrl({ lineId, callId }: TRecordingRequest, token: string | undefined = getToken()): string {
  const base = getApiBaseUrl('v2').replace(/\/+$/, '');
  const query = new URLSearchParams({ lineId, callId, ...(token ? { token } : {}) });
  // The client's base already stands for the /api prefix (it may point at another host).
  return `${base}${TELEPHONY_RECORDING_PATH.slice(API_PREFIX.length)}?${query.toString()}`;
}
