import {
  CallEventCode,
  CallState,
  ZCallEventCode,
  callActions,
  nextCallState,
  type TCallState,
  type TCallerMatch,
  type TTicketSample,
} from '@busdesk/api-contract';

/** What the lookup said about the number on the panel: the agency's customer, or nobody (a walk-in guest). */
export interface CallerLookup {
  phoneNumber: string;
  /** null: the agency has no customer with this phone (shown as a walk-in guest). */
  match: TCallerMatch | null;
}

/** The panel's call (002 §4). */
export interface CallPanelState {
  status: TCallState;
  /** The other party's phone ('' when there is none). */
  number: string;
  /** The provider's id of the call on the panel (answer, reject and end name it); null when none. */
  callId: string | null;
  /** null while the number has not been looked up (or there is no number). */
  customer: CallerLookup | null;
  /** The caller's last ticket, which 'Bán vé' carries to the sales screen. */
  ticketSample: TTicketSample | null;
  /** The lookup failed ('Lấy thông tin hành khách thất bại', with a reload button). */
  lookupError: boolean;
  /**
   * The last incoming call rang out without an answer (the caller hung up while it rang): the panel and its toggle say
   * 'Cuộc gọi nhỡ' until the next call. Ours: 002 §4 returns to EMPTY and keeps the caller, nothing more.
   */
  missed: boolean;
}

/**
 * What moves the panel: the line's call-log events (a provider's, the simulator's or the SIP phone's), the clerk's
 * actions once the line accepted them, and the caller lookup.
 */
export type CallPanelEvent =
  /** A call-log event (002 §3): status/code, phone, callId. */
  | { type: 'provider'; code: string; phone?: string; callId?: string }
  | { type: 'answer' }
  | { type: 'reject' }
  /** 'Kết thúc' on an answered incoming call. */
  | { type: 'end-answer' }
  | { type: 'dial'; number: string; callId?: string }
  /** 'Kết thúc' on an outgoing call, ringing or talking. */
  | { type: 'end-call' }
  | { type: 'lookup-succeeded'; phoneNumber: string; match: TCallerMatch | null; ticketSample: TTicketSample | null }
  | { type: 'lookup-failed'; phoneNumber: string }
  /** The reload button after a failed lookup. */
  | { type: 'lookup-retry' }
  /** The line was let go (deselected, taken over): nothing of its call stays. */
  | { type: 'reset' };

export const EMPTY_CALL: CallPanelState = {
  status: CallState.EMPTY,
  number: '',
  callId: null,
  customer: null,
  ticketSample: null,
  lookupError: false,
  missed: false,
};

/** A new number on the panel: what was known about the previous one goes, and a lookup is due. */
const newParty = (state: CallPanelState, number: string): CallPanelState =>
  number === state.number ? state : { ...state, number, customer: null, ticketSample: null, lookupError: false };

const HANG_UP_CODES: ReadonlySet<string> = new Set([CallEventCode.HANGUP, CallEventCode.HANGOUT, CallEventCode.HANGOUT_OUTBOUND]);
const isKnownCode = (code: string): boolean => ZCallEventCode.safeParse(code).success;

function onProvider(state: CallPanelState, event: Extract<CallPanelEvent, { type: 'provider' }>): CallPanelState {
  const { code } = event;
  const phone = event.phone?.trim() ?? '';
  // Another call's events (a second caller while this one talks, who then hangs up) do not move this call.
  const otherCall = event.callId !== undefined && state.callId !== null && event.callId !== state.callId;
  if (code === CallEventCode.RINGING_IN) {
    // 002 §4: an incoming ring moves only from EMPTY, and it is a new call.
    if (state.status !== CallState.EMPTY) return state;
    return { ...EMPTY_CALL, status: CallState.RINGING_IN, number: phone, callId: event.callId ?? null };
  }
  if (otherCall) return state;
  const status = nextCallState(state.status, code);
  if (!isKnownCode(code)) {
    // 002 §4: an unknown event resets to EMPTY and clears the customer and the ticket sample — the number too, or the
    // cleared customer would only be looked up again.
    return EMPTY_CALL;
  }
  if (HANG_UP_CODES.has(code)) {
    // The call is over; who called stays on the panel (the clerk may still sell to them) until the next call. A ring
    // that ends this way was not answered: missed (a reject has already left RINGING_IN).
    const missed = state.status === CallState.RINGING_IN || state.missed;
    return status === state.status && state.callId === null && missed === state.missed ? state : { ...state, status, callId: null, missed };
  }
  // RINGING_OUT, LISTENING_IN, LISTENING_OUT (set from any state) and INPROGRESS (answered: ringing → listening).
  const next = phone !== '' ? newParty(state, phone) : state;
  const callId = event.callId ?? state.callId;
  // A call going on is not a missed one any more.
  const missed = status === CallState.EMPTY && next.missed;
  return status === next.status && callId === next.callId && next === state && missed === state.missed ? state : { ...next, status, callId, missed };
}

/**
 * The softphone's state machine, 002 §4 in one pure function. An incoming ring moves only from EMPTY to
 * RINGING_IN; answer sets LISTENING_IN; reject sets EMPTY; end-answer clears the ticket sample and sets EMPTY; dial
 * sets RINGING_OUT (it needs a number) and starts a lookup; end-call clears the number and the customer and sets
 * EMPTY; an unknown event resets to EMPTY and clears the customer and the sample; the hang-up codes return to EMPTY;
 * a failed lookup sets the error flag and EMPTY and clears the sample. The clerk's actions apply only in the states
 * whose buttons offer them (api-contract `callActions`); the status an event code leads to is api-contract's
 * `nextCallState`. Everything else leaves the state as it is (the same object).
 */
export function callReducer(state: CallPanelState, event: CallPanelEvent): CallPanelState {
  const can = callActions(state.status);
  switch (event.type) {
    case 'provider':
      return onProvider(state, event);
    case 'answer':
      return can.answer ? { ...state, status: CallState.LISTENING_IN } : state;
    case 'reject':
      return can.reject ? { ...state, status: CallState.EMPTY, callId: null } : state;
    case 'end-answer':
      return can.end && state.status === CallState.LISTENING_IN ? { ...state, status: CallState.EMPTY, callId: null, ticketSample: null } : state;
    case 'dial': {
      const number = event.number.trim();
      if (!can.dial || number === '') return state;
      return { ...EMPTY_CALL, status: CallState.RINGING_OUT, number, callId: event.callId ?? null };
    }
    case 'end-call':
      return can.end && state.status !== CallState.LISTENING_IN ? { ...state, status: CallState.EMPTY, callId: null, number: '', customer: null } : state;
    case 'lookup-succeeded':
      // An answer about a number no longer on the panel is stale.
      if (event.phoneNumber !== state.number || state.number === '') return state;
      return { ...state, customer: { phoneNumber: event.phoneNumber, match: event.match }, ticketSample: event.ticketSample, lookupError: false };
    case 'lookup-failed':
      if (event.phoneNumber !== state.number || state.number === '') return state;
      return { ...state, status: CallState.EMPTY, lookupError: true, ticketSample: null };
    case 'lookup-retry':
      return state.lookupError ? { ...state, lookupError: false, customer: null } : state;
    case 'reset':
      return state === EMPTY_CALL ? state : EMPTY_CALL;
  }
}

/** The buttons a state offers (002 §4). */
export type CallButtons = ReturnType<typeof callActions>;

/** The number on the panel needs looking up: there is one, nothing is known about it and no failure is shown. */
export const lookupDue = (state: CallPanelState): boolean => state.number !== '' && state.customer === null && !state.lookupError;
