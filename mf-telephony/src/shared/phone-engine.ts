import { CallEventCode, MSG, TelecomProvider, type TCallEventCode, type TLineLoginResponse } from '@busdesk/api-contract';
import type { CreateSipPhone, SipPhone } from './sip-phone-port';
import type { TelephonyServices } from './telephony-services';

/** A call-log event as the panel's reducer takes it. */
export interface PhoneEvent {
  code: string;
  phone: string;
  callId?: string;
  /** Said to the clerk with the event (a SIP call the callee refused: 'Máy bận'). */
  reason?: string;
}

/**
 * The logged-in line's calls, whatever carries them: a server-side provider (local, A, B, C: the actions are API
 * calls, the events arrive on line/{number}/calls) or a SIP line (the browser is the phone: JsSIP registers with the
 * station's PBX, the actions and events are the phone's, and the panel reports the events to the server for the
 * line's history). The panel sees one interface.
 */
export interface PhoneEngine {
  /** Starts listening (a SIP line registers first); rejects with the message to show. */
  start(): Promise<void>;
  /** Stops listening (a SIP line ends its call and unregisters). */
  stop(): Promise<void>;
  onEvent(listener: (event: PhoneEvent) => void): () => void;
  /** Another login took the line over (docs/adr/0088 `line-taken`). */
  onLineTaken(listener: (userName: string) => void): () => void;
  /** Dials; resolves with the success message to show (null: nothing to say) and the call's id when known at once. */
  dial(phone: string): Promise<{ message: string | null; callId: string | null }>;
  answer(callId: string | null): Promise<void>;
  reject(callId: string | null): Promise<void>;
  end(callId: string | null): Promise<void>;
}

export interface PhoneEngineDeps {
  services: TelephonyServices;
  /** Loads the SIP adapter; only a SIP line's login calls it. */
  loadSipPhone: () => Promise<CreateSipPhone>;
}

// The SIP adapter (JsSIP, ~250 kB) is its own chunk, fetched the first time a SIP line logs in. A glob rather than a
// plain import(): the adapter is written beside the panel on another branch, and the glob finds it when it is there
// (and finds nothing, so a SIP login fails with the login message, before it is merged).
const SIP_ADAPTER = import.meta.glob<{ createSipPhone: CreateSipPhone }>('./sip/sip-phone.ts');

/** The SIP adapter's factory, loaded on demand. */
export function loadSipPhone(): Promise<CreateSipPhone> {
  const load = SIP_ADAPTER['./sip/sip-phone.ts'];
  if (!load) return Promise.reject(new Error(MSG.telephony.lineLoginFailed));
  return load().then((module) => module.createSipPhone);
}

type Listeners<T> = Set<(value: T) => void>;
const emit = <T,>(listeners: Listeners<T>, value: T) => {
  for (const listener of [...listeners]) listener(value);
};
const listen = <T,>(listeners: Listeners<T>, listener: (value: T) => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The direction a SIP event's code says (the server's history needs it), remembered per call for its HANGUP. */
function directionOf(code: string, known: 'in' | 'out' | undefined): 'in' | 'out' {
  if (code === CallEventCode.RINGING_IN || code === CallEventCode.LISTENING_IN) return 'in';
  if (code === CallEventCode.RINGING_OUT || code === CallEventCode.LISTENING_OUT) return 'out';
  return known ?? 'in';
}

/** The engine for a line the panel just logged in to (the login's answer says which kind). */
export function createPhoneEngine(login: TLineLoginResponse, { services, loadSipPhone: loadSip }: PhoneEngineDeps): PhoneEngine {
  const { line, loginId } = login;
  const events: Listeners<PhoneEvent> = new Set();
  const taken: Listeners<string> = new Set();
  const isSip = line.provider === TelecomProvider.SIP;
  let unsubscribe: (() => void) | undefined;
  let phone: SipPhone | undefined;
  let stopPhoneEvents: (() => void) | undefined;
  const directions = new Map<string, 'in' | 'out'>();

  const subscribe = () =>
    services.events.subscribe(line.number, (event) => {
      if (event.type === 'line-taken') {
        if (event.loginId !== loginId) emit(taken, event.userName);
        return;
      }
      // A SIP line's call events on the topic are the ones this panel reported: its phone already told it.
      if (isSip) return;
      emit(events, { code: String(event.code), phone: event.phone ?? '', callId: event.callId });
    });

  const sipPhone = (): SipPhone => {
    if (!phone) throw new Error(MSG.telephony.lineRequired);
    return phone;
  };
  const serverCall = (callId: string | null) => {
    if (!callId) throw new Error(MSG.telephony.callNotFound);
    return { lineId: line.id, callId };
  };

  return {
    async start() {
      if (isSip) {
        if (!login.sip) throw new Error(MSG.telephony.lineLoginFailed);
        const createSipPhone = await loadSip();
        const { uri, socketUrl, password, displayName } = login.sip;
        const started = createSipPhone({ uri, socketUrl, password, displayName });
        stopPhoneEvents = started.onEvent((event) => {
          const direction = directionOf(event.code, directions.get(event.callId));
          directions.set(event.callId, direction);
          emit(events, event);
          // The line's history is the server's: the phone's events are reported there (a lost report loses a history
          // row, never the call itself).
          void services.reportEvent({ lineId: line.id, code: event.code as TCallEventCode, phone: event.phone, callId: event.callId, direction }).catch(() => undefined);
          if (event.code === CallEventCode.HANGUP) directions.delete(event.callId);
        });
        await started.start();
        phone = started;
      }
      unsubscribe = subscribe();
    },
    async stop() {
      unsubscribe?.();
      unsubscribe = undefined;
      stopPhoneEvents?.();
      stopPhoneEvents = undefined;
      const stopping = phone;
      phone = undefined;
      await stopping?.stop();
    },
    onEvent: (listener) => listen(events, listener),
    onLineTaken: (listener) => listen(taken, listener),
    async dial(number) {
      if (isSip) {
        sipPhone().dial(number);
        return { message: null, callId: null };
      }
      const answer = await services.dial(line.id, number);
      return { message: answer.message || MSG.telephony.dialOutSuccess, callId: answer.callId };
    },
    async answer(callId) {
      if (isSip) sipPhone().answer();
      else await services.answer(serverCall(callId));
    },
    async reject(callId) {
      if (isSip) sipPhone().reject();
      else await services.reject(serverCall(callId));
    },
    async end(callId) {
      if (isSip) sipPhone().end();
      else await services.end(serverCall(callId));
    },
  };
}
