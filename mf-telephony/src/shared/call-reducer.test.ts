import { CallState, type TCallState } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { KNOWN_CALLER, knownCallerMatch, knownCallerSample } from '../test-support/telephony-fixtures';
import { callReducer, EMPTY_CALL, lookupDue, type CallPanelEvent, type CallPanelState } from './call-reducer';

const STATES: readonly TCallState[] = [CallState.EMPTY, CallState.RINGING_IN, CallState.LISTENING_IN, CallState.RINGING_OUT, CallState.LISTENING_OUT];
const OTHER = '0912000111';

/** A call with everything known: the caller, their sample (EMPTY: the call just ended, its caller still shown). */
function known(status: TCallState): CallPanelState {
  return {
    status,
    number: KNOWN_CALLER,
    callId: status === CallState.EMPTY ? null : 'c1',
    customer: { phoneNumber: KNOWN_CALLER, match: knownCallerMatch() },
    ticketSample: knownCallerSample(),
    lookupError: false,
    missed: false,
  };
}
/** The same call while its lookup is on the way. */
const lookingUp = (status: TCallState): CallPanelState => ({ ...known(status), customer: null, ticketSample: null });
/** The same call after its lookup failed (the seed's rule leaves it EMPTY). */
const failed = (status: TCallState): CallPanelState => ({ ...lookingUp(status), lookupError: true });

/** '=' : the state is returned as it is (the same object). Otherwise the expected state, computed from the start. */
type Expect = '=' | ((start: CallPanelState) => CallPanelState);
const to = (status: TCallState, patch: Partial<CallPanelState> = {}): Expect => (start) => ({ ...start, status, ...patch });
const newRing = (phone: string, callId: string): Expect => () => ({ ...EMPTY_CALL, status: CallState.RINGING_IN, number: phone, callId });
const dialled = (phone: string): Expect => () => ({ ...EMPTY_CALL, status: CallState.RINGING_OUT, number: phone });
const hungUp = to(CallState.EMPTY, { callId: null });
/** A ring that ended without an answer. */
const rangOut = to(CallState.EMPTY, { callId: null, missed: true });
const reset: Expect = () => EMPTY_CALL;
const unknownCode: Expect = () => EMPTY_CALL;

interface Row {
  event: CallPanelEvent;
  /** The states' starting data (default: a known caller). */
  start?: (status: TCallState) => CallPanelState;
  /** Expected outcome per state, in STATES order: EMPTY, RINGING_IN, LISTENING_IN, RINGING_OUT, LISTENING_OUT. */
  expect: [Expect, Expect, Expect, Expect, Expect];
}

const provider = (code: string, callId = 'c1', phone = KNOWN_CALLER): CallPanelEvent => ({ type: 'provider', code, phone, callId });

/** Every event the panel knows, against every state (002 §4). */
const TABLE: Array<[string, Row]> = [
  ['provider RINGING_IN (a new caller)', { event: provider('RINGING_IN', 'c2', OTHER), expect: [newRing(OTHER, 'c2'), '=', '=', '=', '='] }],
  [
    'provider RINGING_OUT (this call)',
    { event: provider('RINGING_OUT'), expect: [to(CallState.RINGING_OUT, { callId: 'c1' }), to(CallState.RINGING_OUT), to(CallState.RINGING_OUT), '=', to(CallState.RINGING_OUT)] },
  ],
  [
    'provider LISTENING_IN (this call)',
    { event: provider('LISTENING_IN'), expect: [to(CallState.LISTENING_IN, { callId: 'c1' }), to(CallState.LISTENING_IN), '=', to(CallState.LISTENING_IN), to(CallState.LISTENING_IN)] },
  ],
  [
    'provider LISTENING_OUT (this call)',
    { event: provider('LISTENING_OUT'), expect: [to(CallState.LISTENING_OUT, { callId: 'c1' }), to(CallState.LISTENING_OUT), to(CallState.LISTENING_OUT), to(CallState.LISTENING_OUT), '='] },
  ],
  [
    'provider LISTENING_OUT with another number: a new party, looked up again',
    {
      event: provider('LISTENING_OUT', 'c1', OTHER),
      expect: [1, 2, 3, 4, 5].map(() => to(CallState.LISTENING_OUT, { number: OTHER, callId: 'c1', customer: null, ticketSample: null })) as Row['expect'],
    },
  ],
  [
    'provider INPROGRESS (answered)',
    { event: provider('INPROGRESS'), expect: [to(CallState.EMPTY, { callId: 'c1' }), to(CallState.LISTENING_IN), '=', to(CallState.LISTENING_OUT), '='] },
  ],
  ['provider HANGUP', { event: provider('HANGUP'), expect: ['=', rangOut, hungUp, hungUp, hungUp] }],
  ['provider HANGOUT', { event: provider('HANGOUT'), expect: ['=', rangOut, hungUp, hungUp, hungUp] }],
  ['provider HANGOUT_OUTBOUND', { event: provider('HANGOUT_OUTBOUND'), expect: ['=', rangOut, hungUp, hungUp, hungUp] }],
  ['provider unknown code', { event: provider('TRANSFERRED'), expect: [unknownCode, unknownCode, unknownCode, unknownCode, unknownCode] }],
  ["another call's hang-up (a second caller gave up)", { event: provider('HANGUP', 'c9', OTHER), expect: ['=', '=', '=', '=', '='] }],
  ["another call's LISTENING_IN", { event: provider('LISTENING_IN', 'c9', OTHER), expect: [to(CallState.LISTENING_IN, { number: OTHER, callId: 'c9', customer: null, ticketSample: null }), '=', '=', '=', '='] }],
  ['answer', { event: { type: 'answer' }, expect: ['=', to(CallState.LISTENING_IN), '=', '=', '='] }],
  ['reject', { event: { type: 'reject' }, expect: ['=', hungUp, '=', '=', '='] }],
  ['end-answer', { event: { type: 'end-answer' }, expect: ['=', '=', to(CallState.EMPTY, { callId: null, ticketSample: null }), '=', '='] }],
  [
    'end-call',
    { event: { type: 'end-call' }, expect: ['=', '=', '=', to(CallState.EMPTY, { callId: null, number: '', customer: null }), to(CallState.EMPTY, { callId: null, number: '', customer: null })] },
  ],
  ['dial a number', { event: { type: 'dial', number: ` ${OTHER} ` }, expect: [dialled(OTHER), '=', '=', '=', '='] }],
  ['dial without a number', { event: { type: 'dial', number: '   ' }, expect: ['=', '=', '=', '=', '='] }],
  [
    'lookup succeeded for the number on the panel',
    {
      event: { type: 'lookup-succeeded', phoneNumber: KNOWN_CALLER, match: knownCallerMatch(), ticketSample: knownCallerSample() },
      start: lookingUp,
      expect: STATES.map((s) => to(s, { customer: { phoneNumber: KNOWN_CALLER, match: knownCallerMatch() }, ticketSample: knownCallerSample() })) as Row['expect'],
    },
  ],
  [
    'lookup found nobody (a walk-in guest)',
    {
      event: { type: 'lookup-succeeded', phoneNumber: KNOWN_CALLER, match: null, ticketSample: null },
      start: lookingUp,
      expect: STATES.map((s) => to(s, { customer: { phoneNumber: KNOWN_CALLER, match: null } })) as Row['expect'],
    },
  ],
  [
    'lookup answer about a number no longer on the panel',
    { event: { type: 'lookup-succeeded', phoneNumber: OTHER, match: null, ticketSample: null }, start: lookingUp, expect: ['=', '=', '=', '=', '='] },
  ],
  [
    'lookup failed',
    { event: { type: 'lookup-failed', phoneNumber: KNOWN_CALLER }, expect: [1, 2, 3, 4, 5].map(() => to(CallState.EMPTY, { lookupError: true, ticketSample: null })) as Row['expect'] },
  ],
  ['lookup failure about another number', { event: { type: 'lookup-failed', phoneNumber: OTHER }, start: lookingUp, expect: ['=', '=', '=', '=', '='] }],
  ['lookup retry after a failure', { event: { type: 'lookup-retry' }, start: failed, expect: STATES.map((s) => to(s, { lookupError: false, customer: null })) as Row['expect'] }],
  ['lookup retry with nothing failed', { event: { type: 'lookup-retry' }, expect: ['=', '=', '=', '=', '='] }],
  ['reset (the line was let go)', { event: { type: 'reset' }, expect: [reset, reset, reset, reset, reset] }],
];

describe('callReducer: every state × event (002 §4)', () => {
  const cases = TABLE.flatMap(([name, row]) => STATES.map((status, i) => [`${status} · ${name}`, row, status, row.expect[i]!] as const));
  it.each(cases)('%s', (_name, row, status, expected) => {
    const start = (row.start ?? known)(status);
    const frozen = Object.freeze({ ...start });
    const next = callReducer(frozen, row.event);
    if (expected === '=') expect(next).toBe(frozen);
    else expect(next).toEqual(expected(start));
  });

  it('covers every state and every kind of event', () => {
    const kinds = new Set(TABLE.map(([, row]) => row.event.type));
    expect([...kinds].sort()).toEqual(['answer', 'dial', 'end-answer', 'end-call', 'lookup-failed', 'lookup-retry', 'lookup-succeeded', 'provider', 'reject', 'reset']);
    const codes = new Set(TABLE.flatMap(([, row]) => (row.event.type === 'provider' ? [row.event.code] : [])));
    for (const code of ['RINGING_IN', 'RINGING_OUT', 'LISTENING_IN', 'LISTENING_OUT', 'INPROGRESS', 'HANGUP', 'HANGOUT', 'HANGOUT_OUTBOUND']) expect(codes).toContain(code);
  });
});

describe('the whole flow of 002 §4', () => {
  const run = (events: CallPanelEvent[], from: CallPanelState = EMPTY_CALL) => events.reduce(callReducer, from);

  it('a ring the caller gave up on is missed until the next call; a rejected or answered one is not', () => {
    const missed = run([provider('RINGING_IN'), provider('HANGUP')]);
    expect(missed).toMatchObject({ status: 'EMPTY', number: KNOWN_CALLER, missed: true });
    // Its late events and the lookup keep it missed.
    expect(callReducer(missed, provider('HANGOUT'))).toMatchObject({ missed: true });
    expect(callReducer(missed, { type: 'lookup-succeeded', phoneNumber: KNOWN_CALLER, match: null, ticketSample: null })).toMatchObject({ missed: true });
    // The next call, in or out, or letting the line go, is not missed.
    expect(callReducer(missed, provider('RINGING_IN', 'c2', OTHER))).toMatchObject({ status: 'RINGING_IN', missed: false });
    expect(callReducer(missed, { type: 'dial', number: OTHER })).toMatchObject({ status: 'RINGING_OUT', missed: false });
    expect(callReducer(missed, provider('LISTENING_OUT', 'c3'))).toMatchObject({ missed: false });
    expect(callReducer(missed, { type: 'reset' }).missed).toBe(false);
    expect(run([provider('RINGING_IN'), { type: 'reject' }, provider('HANGUP')]).missed).toBe(false);
    expect(run([provider('RINGING_IN'), { type: 'answer' }, provider('HANGUP')]).missed).toBe(false);
  });

  it('rings, is looked up, answered and ended: the sample goes, the caller stays until the next call', () => {
    const ringing = run([provider('RINGING_IN')]);
    expect(ringing).toMatchObject({ status: 'RINGING_IN', number: KNOWN_CALLER, customer: null });
    expect(lookupDue(ringing)).toBe(true);
    const found = callReducer(ringing, { type: 'lookup-succeeded', phoneNumber: KNOWN_CALLER, match: knownCallerMatch(), ticketSample: knownCallerSample() });
    expect(lookupDue(found)).toBe(false);
    const ended = run([{ type: 'answer' }, provider('LISTENING_IN'), { type: 'end-answer' }], found);
    expect(ended).toMatchObject({ status: 'EMPTY', number: KNOWN_CALLER, ticketSample: null, callId: null });
    expect(ended.customer?.match?.companyCustomer.fullName).toBe('Trần Thị Mai');
  });

  it('a second ring while talking changes nothing, and neither does that caller hanging up', () => {
    const talking = run([provider('RINGING_IN'), { type: 'answer' }]);
    expect(run([provider('RINGING_IN', 'c2', OTHER), provider('HANGUP', 'c2', OTHER)], talking)).toBe(talking);
  });

  it('a failed lookup leaves the panel EMPTY with the error; reload asks again', () => {
    const failedLookup = run([provider('RINGING_IN'), { type: 'lookup-failed', phoneNumber: KNOWN_CALLER }]);
    expect(failedLookup).toMatchObject({ status: 'EMPTY', lookupError: true, number: KNOWN_CALLER });
    expect(lookupDue(failedLookup)).toBe(false);
    expect(lookupDue(callReducer(failedLookup, { type: 'lookup-retry' }))).toBe(true);
  });
});
