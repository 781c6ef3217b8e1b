import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/telephony.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const LINE_LOGIN_ADDRESS = { method: 'POST', path: apiPath('/telephony/line/login'), client: 'v2' } as const satisfies EndpointAddress;
export const LINE_LOGOUT_ADDRESS = { method: 'POST', path: apiPath('/telephony/line/logout'), client: 'v2' } as const satisfies EndpointAddress;
export const DIAL_ADDRESS = { method: 'POST', path: apiPath('/telephony/call/dial'), client: 'v2' } as const satisfies EndpointAddress;
export const ANSWER_CALL_ADDRESS = { method: 'POST', path: apiPath('/telephony/call/answer'), client: 'v2' } as const satisfies EndpointAddress;
export const REJECT_CALL_ADDRESS = { method: 'POST', path: apiPath('/telephony/call/reject'), client: 'v2' } as const satisfies EndpointAddress;
export const END_CALL_ADDRESS = { method: 'POST', path: apiPath('/telephony/call/end'), client: 'v2' } as const satisfies EndpointAddress;
export const REPORT_CALL_EVENT_ADDRESS = { method: 'POST', path: apiPath('/telephony/call/event'), client: 'v2' } as const satisfies EndpointAddress;
export const CALL_HISTORY_ADDRESS = { method: 'POST', path: apiPath('/telephony/history'), client: 'v2' } as const satisfies EndpointAddress;
export const CALLER_LOOKUP_ADDRESS = { method: 'POST', path: apiPath('/telephony/customer'), client: 'v2' } as const satisfies EndpointAddress;
export const RECALL_ADDRESS = { method: 'GET', path: apiPath('/voice-cloud/recall'), client: 'v2' } as const satisfies EndpointAddress;

/**
 * GET /telephony/recording?lineId&callId: the call's recording itself (audio/wav, not an envelope; errors are
 * envelopes: 404 'Cuộc gọi không có file ghi âm', 502 'Lấy file ghi âm thất bại'). An <audio> element cannot send a
 * header, so the token may come as ?token= as on every call.
 */
export const TELEPHONY_RECORDING_PATH = apiPath('/telephony/recording');
