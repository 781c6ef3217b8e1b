import { z } from 'zod';
import { CALL_HISTORY_COUNT, CUSTOMER_SEARCH_COUNT } from '../constants';
import { defineEndpoint } from '../endpoint';
import { ZCallEventCode } from '../enums/schemas';
import { apiPath } from '../paths';
import { ZTelecomProvider } from './telecom';

/**
 * The softphone's calls (002 §2 telephony panel, §3 call-log event, §4 call states, §7 calls, §8 errors;
 * docs/adr/0088). The seed shows the providers' own calls, not ours: every path here is chosen, except the missed-call
 * update `voice-cloud/recall` (002 §7 names its fields, callid and lineRecall). Every call is for a signed-in user
 * of the line's agency; another agency's line or call answers 404. The call actions (dial, answer, reject, end,
 * recall) are for the user logged in to the line: anyone else is told 'Vui lòng chọn máy lẻ' (400).
 */

/** A line's or a call's id (the simulator's calls take them too). */
export const ZTelephonyId = z.string().trim().min(1).max(100);
/** A phone number as typed; the rules (rules/telephony.ts) say what a provider dials. */
export const ZTelephonyPhoneText = z.string().trim().max(20);

// ---------------------------------------------------------------------------------------------------------------
// Line login / logout

/** The line as the panel shows it. */
export const ZTelephonyLine = z.object({
  id: z.string(),
  number: z.string(),
  provider: ZTelecomProvider,
  telecomCompanyName: z.string(),
});
export type TTelephonyLine = z.infer<typeof ZTelephonyLine>;

/**
 * What JsSIP registers with (a `sip` line only; the one secret an answer carries, docs/adr/0088): uri
 * sip:{userName || number}@{domain}, the PBX's WebSocket, the password, and the name callees see.
 */
export const ZSipCredentials = z.object({
  uri: z.string(),
  socketUrl: z.string(),
  /** SIP authorization user (userName, else the extension number). */
  authorizationUser: z.string(),
  password: z.string(),
  displayName: z.string(),
});
export type TSipCredentials = z.infer<typeof ZSipCredentials>;

/** A call of the line still ringing or talking when the panel logs in (a reload mid-call picks it up again). */
export const ZActiveCall = z.object({
  callId: z.string(),
  /** The last code the line's history holds (RINGING_IN, LISTENING_IN, RINGING_OUT, LISTENING_OUT, INPROGRESS). */
  code: z.string(),
  phoneNumber: z.string(),
  direction: z.enum(['in', 'out']),
  /** epoch ms */
  callStartTime: z.number(),
});
export type TActiveCall = z.infer<typeof ZActiveCall>;

/** POST /telephony/line/login {lineId}: selecting a line in the panel logs in to its provider (002 §2). */
export const ZLineLoginRequest = z.object({ lineId: ZTelephonyId });
export type TLineLoginRequest = z.input<typeof ZLineLoginRequest>;
export const ZLineLoginResponse = z.object({
  line: ZTelephonyLine,
  /**
   * This login's id: the line's `line-taken` events name the login that holds the line, so a panel whose own login
   * is not the one named has been taken over.
   */
  loginId: z.string(),
  /** Someone else held the line and was taken over (their panel got `line-taken`). */
  tookOver: z.boolean(),
  sip: ZSipCredentials.optional(),
  activeCall: ZActiveCall.nullable(),
});
export type TLineLoginResponse = z.infer<typeof ZLineLoginResponse>;
export const lineLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telephony/line/login'),
  client: 'v2',
  request: ZLineLoginRequest,
  response: ZLineLoginResponse,
  summary: 'Log in to one of the agency’s extension lines (one user at a time: a second login takes it over)',
});

/** POST /telephony/line/logout {lineId}: deselecting the line; a line someone else has taken over stays theirs. */
export const ZLineLogoutRequest = z.object({ lineId: ZTelephonyId });
export type TLineLogoutRequest = z.input<typeof ZLineLogoutRequest>;
export const ZLineLogoutResponse = z.object({});
export const lineLogoutEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telephony/line/logout'),
  client: 'v2',
  request: ZLineLogoutRequest,
  response: ZLineLogoutResponse,
  summary: 'Log out of an extension line',
});

// ---------------------------------------------------------------------------------------------------------------
// Call actions

/**
 * POST /telephony/call/dial {lineId, phoneNumber}: an outgoing call (the number by rules/telephony.ts
 * `dialNumberError`). Answers the call's id and 'Gọi ra thành công'; the call's events follow on line/{number}/calls.
 * A provider that refuses answers 'Gọi ra thất bại' (or its own message), one whose token is missing 'Kết nối thất bại'.
 */
export const ZDialRequest = z.object({ lineId: ZTelephonyId, phoneNumber: ZTelephonyPhoneText });
export type TDialRequest = z.input<typeof ZDialRequest>;
export const ZDialResponse = z.object({ callId: z.string(), message: z.string() });
export type TDialResponse = z.infer<typeof ZDialResponse>;
export const dialEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telephony/call/dial'),
  client: 'v2',
  request: ZDialRequest,
  response: ZDialResponse,
  summary: 'Dial out from an extension line',
});

/**
 * POST /telephony/call/answer | reject | end {lineId, callId}. Providers A, B and C answer 'Chức năng đang được phát
 * triển' (400) to answer and reject (002 §8: the call is picked up on the desk phone).
 */
export const ZCallActionRequest = z.object({ lineId: ZTelephonyId, callId: ZTelephonyId });
export type TCallActionRequest = z.input<typeof ZCallActionRequest>;
export const ZCallActionResponse = z.object({});
export const answerCallEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telephony/call/answer'),
  client: 'v2',
  request: ZCallActionRequest,
  response: ZCallActionResponse,
  summary: 'Answer the ringing call',
});
export const rejectCallEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telephony/call/reject'),
  client: 'v2',
  request: ZCallActionRequest,
  response: ZCallActionResponse,
  summary: 'Reject the ringing call',
});
export const endCallEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telephony/call/end'),
  client: 'v2',
  request: ZCallActionRequest,
  response: ZCallActionResponse,
  summary: 'End the call (talking, or still ringing out)',
});

/**
 * POST /telephony/call/event: a `sip` line's panel reports its own call's events (JsSIP sees them in the browser);
 * the server records them like a provider's and publishes them on line/{number}/calls. Other lines' events come from
 * their provider: 400 'Sự kiện cuộc gọi của máy lẻ này do tổng đài gửi'.
 */
export const ZReportCallEventRequest = z.object({
  lineId: ZTelephonyId,
  code: ZCallEventCode,
  /** The other party (the SIP URI's user part). */
  phone: z.string().trim().max(60),
  callId: ZTelephonyId,
  direction: z.enum(['in', 'out']),
});
export type TReportCallEventRequest = z.input<typeof ZReportCallEventRequest>;
export const reportCallEventEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telephony/call/event'),
  client: 'v2',
  request: ZReportCallEventRequest,
  response: z.object({}),
  summary: 'A SIP line’s browser reports a call event',
});

// ---------------------------------------------------------------------------------------------------------------
// History and recordings

/** 002 §3 call history item (callId, phoneNumber, extension, callStartTime) and what the panel shows with it. */
export const ZCallHistoryItem = z.object({
  callId: z.string(),
  /** The other party. */
  phoneNumber: z.string(),
  /** The line's number. */
  extension: z.string(),
  direction: z.enum(['in', 'out']),
  /** The last code recorded (HANGUP, HANGOUT, …; a provider's own status text for B and C). */
  status: z.string(),
  /** epoch ms */
  callStartTime: z.number(),
  callEndTime: z.number().nullable(),
  /**
   * Whether anyone talked (ours): true, false (a call that rang out: missed when incoming, not answered when outgoing),
   * or null when the provider's history does not say.
   */
  answered: z.boolean().nullable(),
  /** epoch ms: when the talk began (ours; null when not answered or not known): the call's duration counts from here. */
  answeredTime: z.number().nullable(),
  /** An incoming call nobody answered. */
  missed: z.boolean(),
  /** A missed call called back (`voice-cloud/recall`): from which line, when. */
  recalled: z.boolean(),
  lineRecall: z.string().nullable(),
  /** `GET /telephony/recording` has its audio. */
  hasRecording: z.boolean(),
});
export type TCallHistoryItem = z.infer<typeof ZCallHistoryItem>;

/**
 * POST /telephony/history {lineId, startDate, endDate (ms), phoneNumber?}: the line's calls in the window, newest
 * first, at most 500 (200 for provider C, whose API pages at 200). Provider B needs both dates ('Vui lòng chọn ngày');
 * the others default to 00:00 today (Vietnam) → now. A provider's failure answers 'Lấy lịch sử cuộc gọi thất bại'.
 */
export const ZCallHistoryRequest = z.object({
  lineId: ZTelephonyId,
  startDate: z.number().int().min(0).nullish(),
  endDate: z.number().int().min(0).nullish(),
  phoneNumber: ZTelephonyPhoneText.optional(),
});
export type TCallHistoryRequest = z.input<typeof ZCallHistoryRequest>;
export const ZCallHistoryResponse = z.object({ result: z.array(ZCallHistoryItem).max(CALL_HISTORY_COUNT) });
export type TCallHistoryResponse = z.infer<typeof ZCallHistoryResponse>;
export const callHistoryEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telephony/history'),
  client: 'v2',
  request: ZCallHistoryRequest,
  response: ZCallHistoryResponse,
  summary: 'The line’s call history in a time window (500; 200 for provider C)',
});

/**
 * GET /telephony/recording?lineId&callId: the call's recording itself (audio/wav, not an envelope; errors are
 * envelopes: 404 'Cuộc gọi không có file ghi âm', 502 'Lấy file ghi âm thất bại'). An <audio> element cannot send a
 * header, so the token may come as ?token= as on every call.
 */
export const TELEPHONY_RECORDING_PATH = apiPath('/telephony/recording');
export const ZRecordingRequest = z.object({ lineId: ZTelephonyId, callId: ZTelephonyId });
export type TRecordingRequest = z.input<typeof ZRecordingRequest>;
export const WAV_MEDIA_TYPE = 'audio/wav';

// ---------------------------------------------------------------------------------------------------------------
// Caller lookup

/** A ticket of the caller as the lookup shows it (002 §3 customer lookup result's tickets). */
export const ZCallerTicket = z.object({
  ticketId: z.string(),
  ticketCode: z.string(),
  ticketStatus: z.number().int(),
  tripId: z.string(),
  routeId: z.string(),
  companyId: z.string(),
  routeInfo: z.object({ name: z.string() }),
  /** epoch ms */
  getInTimePlan: z.number().nullable(),
  pointUp: z.object({ id: z.string(), name: z.string() }).nullable(),
  pointDown: z.object({ id: z.string(), name: z.string() }).nullable(),
  seat: z.object({ seatId: z.string() }),
  fullName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  orderer: z.string().nullable(),
  ordererPhoneNumber: z.string().nullable(),
  /** đồng */
  agencyPrice: z.number().int(),
  /** epoch ms */
  createdDate: z.number(),
});
export type TCallerTicket = z.infer<typeof ZCallerTicket>;

/** One entry of the caller's timeline: a ticket booked or a call, newest first. */
export const ZCallerTimelineEntry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ticket'), at: z.number(), ticket: ZCallerTicket }),
  z.object({ type: z.literal('call'), at: z.number(), call: ZCallHistoryItem }),
]);
export type TCallerTimelineEntry = z.infer<typeof ZCallerTimelineEntry>;

/**
 * The ticket sample (002 §2 'ticket sample prefill'): the caller's last ticket — route, points, orderer, phone, name —
 * which 'Bán vé' carries to /book-ticket (the search set to the route, the booking form prefilled).
 */
export const ZTicketSample = z.object({
  routeId: z.string(),
  routeName: z.string(),
  companyId: z.string(),
  pointUp: z.object({ id: z.string(), name: z.string() }).nullable(),
  pointDown: z.object({ id: z.string(), name: z.string() }).nullable(),
  orderer: z.string().nullable(),
  ordererPhoneNumber: z.string().nullable(),
  phoneNumber: z.string(),
  fullName: z.string().nullable(),
  /** The last ticket's planned boarding time, epoch ms (its time of day suggests the trip). */
  getInTimePlan: z.number().nullable(),
});
export type TTicketSample = z.infer<typeof ZTicketSample>;

/** 002 §3 customer lookup result: companyCustomer, tickets (newest first), untilNow; and the caller's calls. */
export const ZCallerMatch = z.object({
  companyCustomer: z.object({
    phoneNumber: z.string(),
    fullName: z.string().nullable(),
    /** Every ticket of the caller with the agency (cancelled ones included). */
    numberOfTickets: z.number().int(),
    numberCancelTicket: z.number().int(),
  }),
  /** The latest tickets, newest first (at most 5). */
  tickets: z.array(ZCallerTicket),
  untilNow: z.object({ numberTicketBookToday: z.number().int() }),
  /** The latest calls with this phone on the agency's lines, newest first (at most 5). */
  calls: z.array(ZCallHistoryItem),
  /** tickets and calls as one list, newest first. */
  timeline: z.array(ZCallerTimelineEntry),
});
export type TCallerMatch = z.infer<typeof ZCallerMatch>;

/**
 * POST /telephony/customer {page 0, count 5, phoneNumber} (002 §7 'Customer by phone', with the custom token header
 * x-access-token accepted as everywhere): the agency's customer with exactly this phone (result[0]) and the ticket
 * sample from their last ticket. An unknown caller: result [] and ticketSample null (a walk-in guest). Another
 * agency's tickets and calls never count.
 */
export const ZCallerLookupRequest = z.object({
  phoneNumber: ZTelephonyPhoneText.min(1),
  page: z.number().int().min(0).max(1000).default(0),
  count: z.number().int().min(1).max(CUSTOMER_SEARCH_COUNT).default(CUSTOMER_SEARCH_COUNT),
});
export type TCallerLookupRequest = z.input<typeof ZCallerLookupRequest>;
export const ZCallerLookupResponse = z.object({ result: z.array(ZCallerMatch), ticketSample: ZTicketSample.nullable() });
export type TCallerLookupResponse = z.infer<typeof ZCallerLookupResponse>;
export const callerLookupEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telephony/customer'),
  client: 'v2',
  request: ZCallerLookupRequest,
  response: ZCallerLookupResponse,
  summary: 'The caller: name, ticket counts, recent tickets and calls, and the ticket sample',
});

// ---------------------------------------------------------------------------------------------------------------
// Missed-call recall

/**
 * GET /voice-cloud/recall?callid&lineRecall (002 §7 'Missed-call update'; lineRecall = the line's number): marks the
 * agency's missed call recalled from that line and dials the caller from it. Answers the new call's id.
 */
export const ZRecallRequest = z.object({ callid: ZTelephonyId, lineRecall: z.string().trim().min(1).max(20) });
export type TRecallRequest = z.input<typeof ZRecallRequest>;
export const ZRecallResponse = z.object({ callId: z.string(), message: z.string() });
export type TRecallResponse = z.infer<typeof ZRecallResponse>;
export const recallEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('/voice-cloud/recall'),
  client: 'v2',
  request: ZRecallRequest,
  response: ZRecallResponse,
  summary: 'Call back a missed call from a line (marks it recalled)',
});

// ---------------------------------------------------------------------------------------------------------------
// Provider webhook (provider → us). Not a defineEndpoint: its body is verified as raw bytes before it is parsed.

/** Providers that deliver events to the webhook (A also through its call socket). */
export const TELEPHONY_WEBHOOK_PROVIDERS = ['domain-key', 'voip-secret', 'account-token'] as const;
export type TTelephonyWebhookProvider = (typeof TELEPHONY_WEBHOOK_PROVIDERS)[number];
export const telephonyWebhookPath = (provider: TTelephonyWebhookProvider): string => apiPath(`/telephony/webhook/${provider}`);

/**
 * Signature headers: line = the line's number (picks the secret, so nothing of the body is read before the signature
 * is checked); timestamp = Unix seconds; signature = 'sha256=' + hex HMAC-SHA256(the line's provider secret — A: key,
 * B: secret, C: password —, `${timestamp}.${line}.${rawBody}`). A missing header, an unknown line or one of another
 * provider, a wrong signature or a timestamp more than 300 s away answers 401 whatever the body; only a correctly
 * signed body is parsed (not JSON or not this shape: 400).
 */
export const TELEPHONY_WEBHOOK_HEADERS = {
  line: 'x-busdesk-line',
  timestamp: 'x-busdesk-timestamp',
  signature: 'x-busdesk-signature',
} as const;
export const TELEPHONY_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The event a provider delivers (its formats are not in the seed: ours, in 002 §3's call-log event fields). */
export const ZProviderCallEvent = z.object({
  /** status or code (002 §3): either name is taken. */
  code: z.string().trim().min(1).max(40).optional(),
  status: z.string().trim().min(1).max(40).optional(),
  /** phone or phone_number (002 §3). */
  phone: z.string().trim().max(60).optional(),
  phone_number: z.string().trim().max(60).optional(),
  /** The extension: must be the signed line's number when present. */
  number: z.string().trim().max(20).optional(),
  callId: ZTelephonyId,
  direction: z.enum(['in', 'out']).optional(),
  /** epoch ms of the event */
  at: z.number().int().min(0).optional(),
});
export type TProviderCallEvent = z.infer<typeof ZProviderCallEvent>;
