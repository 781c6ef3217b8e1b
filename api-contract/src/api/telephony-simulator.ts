import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { ZActiveCall, ZTelephonyId, ZTelephonyPhoneText } from './telephony';

// The local telephony simulator's calls (page at GET /simulator/telephony): a signed-in ADMIN of the line's agency
// only (anonymous 401, STAFF 403, another agency's line or call 404), lines of the local provider only.

export const SIMULATOR_TELEPHONY_PAGE_PATH = '/simulator/telephony';

/** A local line as the simulator shows it: who holds it and its call, if any. */
export const ZSimulatorLine = z.object({
  id: z.string(),
  number: z.string(),
  telecomCompanyName: z.string(),
  /** The user logged in to the line (null: nobody; a ring then goes unanswered). */
  holderName: z.string().nullable(),
  call: ZActiveCall.nullable(),
});
export type TSimulatorLine = z.infer<typeof ZSimulatorLine>;
export const ZSimulatorLinesResponse = z.object({ result: z.array(ZSimulatorLine) });
export const simulatorLinesEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('/simulator/telephony/lines'),
  client: 'v2',
  request: z.object({}),
  response: ZSimulatorLinesResponse,
  summary: 'Local telephony simulator: the ADMIN’s agency’s local lines and their calls',
});

/** Rings a local line from a caller number (the caller's number by rules/telephony.ts, 2–15 digits). */
export const ZSimulatorRingRequest = z.object({ lineId: ZTelephonyId, callerNumber: ZTelephonyPhoneText });
export type TSimulatorRingRequest = z.input<typeof ZSimulatorRingRequest>;
export const ZSimulatorCallResponse = z.object({ callId: z.string() });
export const simulatorRingEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/simulator/telephony/ring'),
  client: 'v2',
  request: ZSimulatorRingRequest,
  response: ZSimulatorCallResponse,
  summary: 'Local telephony simulator: ring a line from a caller number',
});

/** The simulated far end answers an outgoing call, or hangs up (an incoming one still ringing becomes a missed call). */
export const ZSimulatorCallRequest = z.object({ callId: ZTelephonyId });
export type TSimulatorCallRequest = z.input<typeof ZSimulatorCallRequest>;
export const simulatorAnswerEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/simulator/telephony/answer'),
  client: 'v2',
  request: ZSimulatorCallRequest,
  response: ZSimulatorCallResponse,
  summary: 'Local telephony simulator: the called party answers the line’s outgoing call',
});
export const simulatorHangupEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/simulator/telephony/hangup'),
  client: 'v2',
  request: ZSimulatorCallRequest,
  response: ZSimulatorCallResponse,
  summary: 'Local telephony simulator: the far end hangs up',
});
