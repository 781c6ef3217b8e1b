import {
  MSG,
  type TCallHistoryItem,
  type TCallerLookupResponse,
  type TLineLoginResponse,
  type TTelecomNumber,
} from '@busdesk/api-contract';
import type { BusCallEvent } from '@busdesk/shared-kit';
import type { TelephonyServices } from '../shared/telephony-services';
import { LINES, lookupAnswer, todaysCalls } from './telephony-fixtures';

// An in-memory TelephonyServices for stories and component tests (never in the product path): the agency's lines, a
// login per line, the line's events pushed by the test (or played on subscription by a story), lookups from the
// fixtures, and a record of every call made.

export type FakeOp = Exclude<keyof TelephonyServices, 'events' | 'recordingUrl'>;

/** A failure a test asks for: the server's message (an ApiError-like error with a code), or no answer at all. */
class FakeApiError extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.code = code;
  }
}

export interface FakeTelephonyOptions {
  lines?: TTelecomNumber[];
  /** Operations that fail, with the server's message (default: the operation's seed text, code 400). */
  fail?: Partial<Record<FakeOp, string | { message: string; code: number }>>;
  /** What the lookup answers (default: the fixtures' known caller, anyone else a walk-in guest). */
  lookup?: (phoneNumber: string) => TCallerLookupResponse;
  history?: TCallHistoryItem[];
  /** Events played as soon as the panel subscribes to a line (stories: the panel opens in that state). */
  onSubscribe?: Array<Omit<Extract<BusCallEvent, { type: 'call' }>, 'type' | 'number'>>;
  /** A call the line's login reports as still going (a reload mid-call). */
  activeCall?: TLineLoginResponse['activeCall'];
  /** Lookups wait for `releaseLookups()` (to see the progress state). */
  holdLookups?: boolean;
}

export interface FakeTelephonyServices extends TelephonyServices {
  /** Every call made, in order. */
  readonly calls: Array<{ op: FakeOp; request: unknown }>;
  /** Lines with a subscription now. */
  readonly subscribed: Set<string>;
  /** Pushes an event on a line's topic (as the server would publish it). */
  push(number: string, event: Omit<Extract<BusCallEvent, { type: 'call' }>, 'type' | 'number'>): void;
  /** Pushes a line-taken event (another login took the line). */
  takeOver(number: string, userName?: string): void;
  releaseLookups(): void;
  options: FakeTelephonyOptions;
}

const DEFAULT_FAILURES: Record<FakeOp, string> = {
  listLines: MSG.common.fetchFailed,
  logIn: MSG.telephony.lineLoginFailed,
  logOut: MSG.telephony.lineLoginFailed,
  dial: MSG.telephony.dialOutFailed,
  answer: MSG.telephony.callFailed,
  reject: MSG.telephony.callFailed,
  end: MSG.telephony.endFailed,
  reportEvent: MSG.telephony.callFailed,
  history: MSG.telephony.historyFailed,
  lookUpCaller: MSG.telephony.lookupFailed,
  recall: MSG.telephony.dialOutFailedLower,
};

export function fakeTelephonyServices(options: FakeTelephonyOptions = {}): FakeTelephonyServices {
  const lines = options.lines ?? [LINES.local, LINES.sip, LINES.providerA, LINES.providerB];
  const calls: FakeTelephonyServices['calls'] = [];
  const handlers = new Map<string, Set<(event: BusCallEvent) => void>>();
  const subscribed = new Set<string>();
  const heldLookups: Array<() => void> = [];
  let logins = 0;
  let dials = 0;

  const run = async <T,>(op: FakeOp, request: unknown, answer: () => T): Promise<T> => {
    calls.push({ op, request });
    // A tick, as over the network: the panel's in-between states (logging in, busy) show.
    await Promise.resolve();
    const failure = options.fail?.[op];
    if (failure !== undefined) {
      const { message, code } = typeof failure === 'string' ? { message: failure || DEFAULT_FAILURES[op], code: 400 } : failure;
      throw new FakeApiError(message, code);
    }
    return answer();
  };
  const lineOf = (lineId: string): TTelecomNumber => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw new FakeApiError(MSG.telephony.lineRequired, 404);
    return line;
  };
  const deliver = (number: string, event: BusCallEvent) => {
    for (const handler of [...(handlers.get(number) ?? [])]) handler(event);
  };

  const services: FakeTelephonyServices = {
    calls,
    subscribed,
    options,
    listLines: () => run('listLines', {}, () => lines),
    logIn: (lineId) =>
      run('logIn', { lineId }, () => {
        const line = lineOf(lineId);
        logins += 1;
        return {
          line: { id: line.id, number: line.number, provider: line.provider, telecomCompanyName: line.telecomCompanyName },
          loginId: `login-${logins}`,
          tookOver: false,
          ...(line.provider === 'sip'
            ? { sip: { uri: `sip:${line.number}@pbx.busdesk.test`, socketUrl: 'wss://pbx.busdesk.test/ws', authorizationUser: line.number, password: 'sip-secret', displayName: line.number } }
            : {}),
          activeCall: options.activeCall ?? null,
        };
      }),
    logOut: (lineId) => run('logOut', { lineId }, () => undefined),
    dial: (lineId, phoneNumber) =>
      run('dial', { lineId, phoneNumber }, () => {
        dials += 1;
        return { callId: `out-${dials}`, message: MSG.telephony.dialOutSuccess };
      }),
    answer: (request) => run('answer', request, () => undefined),
    reject: (request) => run('reject', request, () => undefined),
    end: (request) => run('end', request, () => undefined),
    reportEvent: (request) => run('reportEvent', request, () => undefined),
    history: (request) => run('history', request, () => options.history ?? todaysCalls(lineOf(request.lineId).number)),
    recordingUrl: ({ lineId, callId }) => `/fake/recording/${lineId}/${callId}.wav`,
    lookUpCaller: async (phoneNumber) => {
      if (options.holdLookups) await new Promise<void>((resolve) => heldLookups.push(resolve));
      return run('lookUpCaller', { phoneNumber }, () => (options.lookup ?? lookupAnswer)(phoneNumber));
    },
    recall: (request) =>
      run('recall', request, () => {
        dials += 1;
        return { callId: `out-${dials}`, message: MSG.telephony.dialOutSuccess };
      }),
    events: {
      subscribe(number, handler) {
        let set = handlers.get(number);
        if (!set) handlers.set(number, (set = new Set()));
        set.add(handler);
        subscribed.add(number);
        for (const event of options.onSubscribe ?? []) queueMicrotask(() => handler({ type: 'call', number, ...event }));
        return () => {
          set.delete(handler);
          if (set.size === 0) subscribed.delete(number);
        };
      },
    },
    push: (number, event) => deliver(number, { type: 'call', number, ...event }),
    takeOver: (number, userName = 'Nguyễn Văn Bình') => deliver(number, { type: 'line-taken', number, loginId: 'someone-else', userName, at: Date.now() }),
    releaseLookups: () => {
      for (const release of heldLookups.splice(0)) release();
    },
  };
  return services;
}
