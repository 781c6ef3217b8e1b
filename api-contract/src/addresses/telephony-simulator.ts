import type { EndpointAddress } from '../endpoint';
import { apiPath } from '../paths';

// Where the calls of api/telephony-simulator.ts go: zod-free, so that the browser's lazy endpoints (browser.ts) and the
// endpoints with their schemas share one address each.

export const SIMULATOR_LINES_ADDRESS = { method: 'GET', path: apiPath('/simulator/telephony/lines'), client: 'v2' } as const satisfies EndpointAddress;
export const SIMULATOR_RING_ADDRESS = { method: 'POST', path: apiPath('/simulator/telephony/ring'), client: 'v2' } as const satisfies EndpointAddress;
export const SIMULATOR_ANSWER_ADDRESS = { method: 'POST', path: apiPath('/simulator/telephony/answer'), client: 'v2' } as const satisfies EndpointAddress;
export const SIMULATOR_HANGUP_ADDRESS = { method: 'POST', path: apiPath('/simulator/telephony/hangup'), client: 'v2' } as const satisfies EndpointAddress;
