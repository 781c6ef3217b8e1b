import {
  TicketStatus,
  type TCallState,
  type TCallHistoryItem,
  type TCallerLookupResponse,
  type TCallerMatch,
  type TCallerTicket,
  type TTelecomNumber,
  type TTicketSample,
  type TTelecomProvider,
} from '@busdesk/api-contract';
import type { CallPanelState } from '../shared/call-reducer';

// Lines, callers and calls for stories and tests only (never in the product path), shaped as the server answers them.

/** Today at hh:mm in Vietnam. */
export function todayAt(hour: number, minute = 0, now: number = Date.now()): number {
  const vn = new Date(now + 7 * 3_600_000);
  return Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth(), vn.getUTCDate(), hour, minute) - 7 * 3_600_000;
}

const DAY = 86_400_000;

export function lineFixture(id: string, number: string, provider: TTelecomProvider, telecomCompanyName: string): TTelecomNumber {
  return { id, telecomCompanyId: `tc-${provider}`, telecomCompanyName, provider, number, telecomConfig: '{}', secretsSet: [], createdDate: todayAt(8) - 30 * DAY };
}

/** The agency's lines: the embedded exchange's, a SIP extension, and provider A's and B's. */
export const LINES = {
  local: lineFixture('line-101', '101', 'local', 'Tổng đài mô phỏng'),
  sip: lineFixture('line-201', '201', 'sip', 'Tổng đài nội bộ SIP'),
  providerA: lineFixture('line-301', '301', 'domain-key', 'Tổng đài A'),
  providerB: lineFixture('line-401', '401', 'voip-secret', 'Tổng đài B'),
} as const;

/** A caller the agency knows: Trần Thị Mai, who rides Miền Đông → Đà Lạt. */
export const KNOWN_CALLER = '0909123456';
/** A number the agency has never sold to. */
export const WALK_IN_CALLER = '0377888999';

function ticket(id: string, overrides: Partial<TCallerTicket> = {}): TCallerTicket {
  return {
    ticketId: id,
    ticketCode: `VX${id.toUpperCase()}`,
    ticketStatus: TicketStatus.PAID,
    tripId: `trip-${id}`,
    routeId: 'r-mdong-dalat',
    companyId: 'c-minhphat',
    routeInfo: { name: 'Bến xe Miền Đông - Đà Lạt' },
    getInTimePlan: todayAt(6) - 7 * DAY,
    pointUp: { id: 'pt-mdong', name: 'Bến xe Miền Đông' },
    pointDown: { id: 'pt-dalat', name: 'Bến xe liên tỉnh Đà Lạt' },
    seat: { seatId: 'A05' },
    fullName: 'Trần Thị Mai',
    phoneNumber: KNOWN_CALLER,
    orderer: null,
    ordererPhoneNumber: null,
    agencyPrice: 350_000,
    createdDate: todayAt(9) - 10 * DAY,
    ...overrides,
  };
}

export function historyItem(callId: string, overrides: Partial<TCallHistoryItem> = {}): TCallHistoryItem {
  return {
    callId,
    phoneNumber: KNOWN_CALLER,
    extension: LINES.local.number,
    direction: 'in',
    status: 'HANGUP',
    callStartTime: todayAt(8, 15),
    callEndTime: todayAt(8, 18),
    answered: true,
    answeredTime: todayAt(8, 15),
    missed: false,
    recalled: false,
    lineRecall: null,
    hasRecording: true,
    ...overrides,
  };
}

export function knownCallerMatch(): TCallerMatch {
  const tickets = [
    ticket('t3', { createdDate: todayAt(7, 40), getInTimePlan: todayAt(6) + 2 * DAY, seat: { seatId: 'B02' } }),
    ticket('t2', { ticketStatus: TicketStatus.CANCELLED, createdDate: todayAt(10) - 5 * DAY }),
    ticket('t1'),
  ];
  const calls = [historyItem('call-old', { callStartTime: todayAt(7, 30), callEndTime: todayAt(7, 32) })];
  const timeline: TCallerMatch['timeline'] = [
    ...tickets.map((t) => ({ type: 'ticket' as const, at: t.createdDate, ticket: t })),
    ...calls.map((c) => ({ type: 'call' as const, at: c.callStartTime, call: c })),
  ].sort((a, b) => b.at - a.at);
  return {
    companyCustomer: { phoneNumber: KNOWN_CALLER, fullName: 'Trần Thị Mai', numberOfTickets: 3, numberCancelTicket: 1 },
    tickets,
    untilNow: { numberTicketBookToday: 1 },
    calls,
    timeline,
  };
}

export function knownCallerSample(): TTicketSample {
  return {
    routeId: 'r-mdong-dalat',
    routeName: 'Bến xe Miền Đông - Đà Lạt',
    companyId: 'c-minhphat',
    pointUp: { id: 'pt-mdong', name: 'Bến xe Miền Đông' },
    pointDown: { id: 'pt-dalat', name: 'Bến xe liên tỉnh Đà Lạt' },
    orderer: null,
    ordererPhoneNumber: null,
    phoneNumber: KNOWN_CALLER,
    fullName: 'Trần Thị Mai',
    getInTimePlan: todayAt(6) + 2 * DAY,
  };
}

/** What the lookup answers for a phone: the known caller, anyone else a walk-in guest (result []). */
export function lookupAnswer(phoneNumber: string): TCallerLookupResponse {
  return phoneNumber === KNOWN_CALLER ? { result: [knownCallerMatch()], ticketSample: knownCallerSample() } : { result: [], ticketSample: null };
}

/** Today's calls on a line: answered with a recording, a missed one, an outgoing one. */
export function todaysCalls(extension: string = LINES.local.number): TCallHistoryItem[] {
  return [
    historyItem('call-3', { extension, phoneNumber: WALK_IN_CALLER, callStartTime: todayAt(9, 5), callEndTime: null, missed: true, hasRecording: false, status: 'HANGUP' }),
    historyItem('call-2', { extension, direction: 'out', phoneNumber: '0281234567', callStartTime: todayAt(8, 40), callEndTime: todayAt(8, 41), hasRecording: false }),
    historyItem('call-1', { extension }),
  ];
}

/** A panel state for component stories: a call in `status` with the known caller (looked up unless said otherwise). */
export function callStateFixture(status: TCallState, lookup: 'known' | 'walk-in' | 'pending' | 'failed' = 'known'): CallPanelState {
  const number = lookup === 'walk-in' ? WALK_IN_CALLER : KNOWN_CALLER;
  return {
    status,
    number,
    callId: status === 'EMPTY' ? null : 'c1',
    customer: lookup === 'known' ? { phoneNumber: number, match: knownCallerMatch() } : lookup === 'walk-in' ? { phoneNumber: number, match: null } : null,
    ticketSample: lookup === 'known' ? knownCallerSample() : null,
    lookupError: lookup === 'failed',
    missed: false,
  };
}
