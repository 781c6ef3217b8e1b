import {
  CallEventCode,
  callActions,
  dialableNumber,
  dialNumberError,
  MSG,
  type TCallHistoryItem,
  type TCallState,
  type TTelecomNumber,
  type TTelephonyLine,
} from '@busdesk/api-contract';
import type { NotifyVariant } from '@busdesk/shared-kit';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { callReducer, EMPTY_CALL, lookupDue, type CallButtons, type CallPanelState } from './call-reducer';
import { failureText } from './failure-text';
import { forgetLine, rememberLine, rememberedLine } from './line-storage';
import { createPhoneEngine, loadSipPhone, type PhoneEngine, type PhoneEngineDeps } from './phone-engine';
import type { TelephonyServices } from './telephony-services';

export type Notify = (message: string, variant: NotifyVariant) => void;

export interface SoftphoneOptions {
  services: TelephonyServices;
  /** Where the selected line is remembered (per user: another clerk on this browser does not take the line). */
  storageKey: string;
  /** Shows a message: a snackbar in the portal, a line in the widget. */
  notify: Notify;
  /** The SIP adapter's loader (tests give a fake phone). */
  loadSipPhone?: PhoneEngineDeps['loadSipPhone'];
  /** A line to log in to when the panel opens (the widget's `line`: its id or number), before the remembered one. */
  preferredLine?: string | null;
}

/** The line the panel is logged in to. */
export interface ActiveLine {
  line: TTelephonyLine;
  loginId: string;
}

/** `failed` carries why (the server's message, or the connection's failure) for the line under the panel's alert. */
export type LinesState = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; lines: TTelecomNumber[] };

export interface Softphone {
  lines: LinesState;
  /** The line chosen in the list (remembered), also while its login is on the way. */
  selectedLineId: string | null;
  /** The line logged in to, once the login succeeded. */
  active: ActiveLine | null;
  loggingIn: boolean;
  call: CallPanelState;
  /** The buttons of the call's state (002 §4). */
  actions: CallButtons;
  /** An action is on its way to the line: its buttons wait. */
  busy: boolean;
  /** The browser has no WebSocket: no call event can arrive (002 §8). */
  noWebSocket: boolean;
  selectLine(lineId: string | null): void;
  /** Asks for the line list again (after it failed: an expired token replaced, the server back). */
  reloadLines(): void;
  dial(number: string): void;
  answer(): void;
  reject(): void;
  end(): void;
  retryLookup(): void;
  recall(item: TCallHistoryItem): void;
}

const comingSoonVariant = (message: string): NotifyVariant => (message === MSG.telephony.comingSoon ? 'warning' : 'error');

/**
 * The softphone's controller: the agency's lines, the selected line's login (remembered in localStorage; selecting
 * logs in, deselecting logs out and forgets it), the line's phone engine feeding the 002 §4 reducer, the caller
 * lookup of every new number, and the clerk's actions with their messages (002 §5, §8).
 */
export function useSoftphone({ services, storageKey, notify, loadSipPhone: loadSip = loadSipPhone, preferredLine = null }: SoftphoneOptions): Softphone {
  const [lines, setLines] = useState<LinesState>({ status: 'loading' });
  const [selectedLineId, setSelectedLineId] = useState<string | null>(() => rememberedLine(storageKey));
  const [active, setActive] = useState<ActiveLine | null>(null);
  const [loggingIn, setLoggingIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [call, dispatch] = useReducer(callReducer, EMPTY_CALL);
  const callRef = useRef(call);
  callRef.current = call;
  const engineRef = useRef<PhoneEngine | null>(null);
  // The call id a dial answered with, until the line's own events name it.
  const dialledCallId = useRef<string | null>(null);
  /** While the clerk's reject() runs (a SIP phone reports the ring's end inside it). */
  const rejecting = useRef(false);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  // Bumped by every login and let-go, so the answer of an older login is dropped.
  const generation = useRef(0);
  const noWebSocket = typeof WebSocket === 'undefined';
  const [linesRequest, setLinesRequest] = useState(0);

  useEffect(() => {
    let live = true;
    services.listLines().then(
      (list) => live && setLines({ status: 'ready', lines: list }),
      (error: unknown) => live && setLines({ status: 'failed', reason: failureText(error, MSG.common.connectionFailed) }),
    );
    return () => {
      live = false;
    };
  }, [services, linesRequest]);

  const reloadLines = useCallback(() => {
    setLines({ status: 'loading' });
    setLinesRequest((n) => n + 1);
  }, []);

  const stopEngine = useCallback(() => {
    const engine = engineRef.current;
    engineRef.current = null;
    dialledCallId.current = null;
    void engine?.stop().catch(() => undefined);
  }, []);

  /** Lets the line go locally: the engine stops, the call is forgotten; `forget` also forgets the remembered line. */
  const letGo = useCallback(
    (forget: boolean) => {
      generation.current += 1;
      stopEngine();
      setActive(null);
      setLoggingIn(false);
      dispatch({ type: 'reset' });
      if (forget) {
        forgetLine(storageKey);
        setSelectedLineId(null);
      }
    },
    [stopEngine, storageKey],
  );

  const logIn = useCallback(
    async (lineId: string) => {
      const mine = ++generation.current;
      setLoggingIn(true);
      let engine: PhoneEngine | null = null;
      try {
        const login = await services.logIn(lineId);
        if (mine !== generation.current) return;
        engine = createPhoneEngine(login, { services, loadSipPhone: loadSip });
        engine.onEvent((event) => {
          // A SIP phone ends the ring inside its reject(): that hang-up is the clerk's refusal, not a missed call.
          if (rejecting.current && event.code === CallEventCode.HANGUP) dispatch({ type: 'reject' });
          dispatch({ type: 'provider', code: event.code, phone: event.phone, callId: event.callId });
          if (event.reason) notifyRef.current(event.reason, 'warning');
        });
        engine.onLineTaken(() => {
          notifyRef.current(MSG.telephony.lineTaken, 'warning');
          letGo(true);
        });
        await engine.start();
        if (mine !== generation.current) {
          void engine.stop();
          return;
        }
        engineRef.current = engine;
        rememberLine(storageKey, lineId);
        setActive({ line: login.line, loginId: login.loginId });
        setLoggingIn(false);
        // A call still ringing or talking (a reload mid-call) comes back as its last event.
        const current = login.activeCall;
        if (current) dispatch({ type: 'provider', code: current.code, phone: current.phoneNumber, callId: current.callId });
      } catch (error) {
        void engine?.stop().catch(() => undefined);
        if (mine !== generation.current) return;
        notifyRef.current(failureText(error, MSG.telephony.lineLoginFailed), 'error');
        letGo(true);
      }
    },
    [services, loadSip, storageKey, letGo],
  );

  // The remembered line is logged in to again when the panel mounts (a reload, the next day); a preferred line (the
  // widget's attribute) comes first.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || lines.status !== 'ready') return;
    restored.current = true;
    const preferred = preferredLine ? lines.lines.find((line) => line.id === preferredLine || line.number === preferredLine) : undefined;
    const stored = preferred?.id ?? rememberedLine(storageKey);
    if (!stored) return;
    if (lines.lines.some((line) => line.id === stored)) {
      setSelectedLineId(stored);
      void logIn(stored);
    } else letGo(true);
  }, [lines, storageKey, preferredLine, logIn, letGo]);

  // Unmounted (the portal left its layout: sign-out): stop listening; the line stays remembered.
  useEffect(() => () => stopEngine(), [stopEngine]);

  const selectLine = useCallback(
    (lineId: string | null) => {
      const previous = active?.line.id ?? (loggingIn ? selectedLineId : null);
      if (lineId === previous) return;
      if (previous) void services.logOut(previous).catch(() => undefined);
      letGo(lineId === null);
      if (lineId === null) return;
      setSelectedLineId(lineId);
      void logIn(lineId);
    },
    [active, loggingIn, selectedLineId, services, letGo, logIn],
  );

  // Every new number on the panel is looked up once (page 0, count 5); an answer about an older number is dropped by
  // the reducer.
  const lookingUp = useRef<string | null>(null);
  useEffect(() => {
    if (!lookupDue(call) || lookingUp.current === call.number) return;
    const phoneNumber = call.number;
    lookingUp.current = phoneNumber;
    services.lookUpCaller(phoneNumber).then(
      (answer) => dispatch({ type: 'lookup-succeeded', phoneNumber, match: answer.result[0] ?? null, ticketSample: answer.ticketSample }),
      () => dispatch({ type: 'lookup-failed', phoneNumber }),
    ).finally(() => {
      if (lookingUp.current === phoneNumber) lookingUp.current = null;
    });
  }, [call, services]);

  /** Runs one action on the line; its failure shows `fallback` unless the server said something. */
  const act = useCallback(async (run: (engine: PhoneEngine) => Promise<void>, fallback: string) => {
    const engine = engineRef.current;
    if (!engine) {
      notifyRef.current(MSG.telephony.lineRequired, 'warning');
      return;
    }
    const callId = callRef.current.callId;
    setBusy(true);
    try {
      await run(engine);
    } catch (error) {
      const message = failureText(error, fallback);
      notifyRef.current(message, comingSoonVariant(message));
      // The call ended while its events could not reach the panel (a dropped connection): the line says so.
      if (callId && (message === MSG.telephony.callNotRinging || message === MSG.telephony.callNotFound)) {
        dispatch({ type: 'provider', code: CallEventCode.HANGUP, callId });
      }
    } finally {
      setBusy(false);
    }
  }, []);

  const callIdNow = () => callRef.current.callId ?? dialledCallId.current;

  const startCall = useCallback(
    (number: string, run: (engine: PhoneEngine) => Promise<{ message: string | null; callId: string | null }>, fallback: string) => {
      const engine = engineRef.current;
      if (!engine || !active) {
        notifyRef.current(MSG.telephony.lineRequired, 'warning');
        return;
      }
      if (!callActions(callRef.current.status).dial) return;
      dispatch({ type: 'dial', number });
      dialledCallId.current = null;
      setBusy(true);
      run(engine).then(
        ({ message, callId }) => {
          dialledCallId.current = callId;
          if (message) notifyRef.current(message, 'success');
        },
        (error: unknown) => {
          notifyRef.current(failureText(error, fallback), 'error');
          dispatch({ type: 'end-call' });
        },
      ).finally(() => setBusy(false));
    },
    [active],
  );

  const dial = useCallback(
    (typed: string) => {
      if (!active) {
        notifyRef.current(MSG.telephony.lineRequired, 'warning');
        return;
      }
      // Spaces, dots and dashes between digit groups are left out, as the server dials it.
      const number = dialableNumber(typed);
      const problem = dialNumberError(active.line.provider, number);
      if (problem) {
        notifyRef.current(problem, 'warning');
        return;
      }
      startCall(number, (engine) => engine.dial(number), MSG.telephony.dialOutFailed);
    },
    [active, startCall],
  );

  const recall = useCallback(
    (item: TCallHistoryItem) => {
      if (!active) {
        notifyRef.current(MSG.telephony.lineRequired, 'warning');
        return;
      }
      const { line } = active;
      // 002 §7 'Missed-call update' (callid, lineRecall): the server marks it recalled and dials it from this line.
      startCall(
        item.phoneNumber,
        async () => {
          const answer = await services.recall({ callid: item.callId, lineRecall: line.number });
          return { message: answer.message || MSG.telephony.dialOutSuccess, callId: answer.callId };
        },
        MSG.telephony.dialOutFailedLower,
      );
    },
    [active, services, startCall],
  );

  const answer = useCallback(
    () =>
      void act(async (engine) => {
        await engine.answer(callIdNow());
        dispatch({ type: 'answer' });
      }, MSG.telephony.callFailed),
    [act],
  );
  const reject = useCallback(
    () =>
      void act(async (engine) => {
        rejecting.current = true;
        try {
          await engine.reject(callIdNow());
        } finally {
          rejecting.current = false;
        }
        dispatch({ type: 'reject' });
      }, MSG.telephony.callFailed),
    [act],
  );
  const end = useCallback(
    () =>
      void act(async (engine) => {
        const status: TCallState = callRef.current.status;
        await engine.end(callIdNow());
        dispatch({ type: status === 'LISTENING_IN' ? 'end-answer' : 'end-call' });
      }, MSG.telephony.endFailed),
    [act],
  );
  const retryLookup = useCallback(() => dispatch({ type: 'lookup-retry' }), []);

  const actions = useMemo(() => callActions(call.status), [call.status]);
  return {
    lines,
    selectedLineId,
    active,
    loggingIn,
    call,
    actions,
    busy,
    noWebSocket,
    selectLine,
    reloadLines,
    dial,
    answer,
    reject,
    end,
    retryLookup,
    recall,
  };
}
