import { MSG } from '@busdesk/api-contract';
import type { CreateSipPhone, SipPhone, SipCallEvent, SipPhoneOptions } from '../shared/sip-phone-port';

// A SIP phone for stories and component tests (never in the product path): it registers at once (or refuses), and the
// test plays the far end — a caller ringing, the callee answering, hanging up. The real one is src/shared/sip/.

export interface FakeSipPhone extends SipPhone {
  readonly options: SipPhoneOptions;
  readonly started: boolean;
  /** What the panel asked of the phone, in order ('dial 0909…', 'answer', …). */
  readonly actions: string[];
  /** The far end calls this extension. */
  ring(phone: string, callId?: string): void;
  /** The far end answers the number dialled. */
  farAnswer(): void;
  /** The far end hangs up; before answering, `reason` is what the PBX said of it ('Máy bận'). */
  farHangUp(reason?: string): void;
}

export interface FakeSipOptions {
  /** Registration fails (the PBX refuses the password or cannot be reached). */
  refuse?: boolean;
}

export function fakeSipPhoneFactory(fake: FakeSipOptions = {}): { create: CreateSipPhone; phones: FakeSipPhone[] } {
  const phones: FakeSipPhone[] = [];
  const create: CreateSipPhone = (options) => {
    const listeners = new Set<(event: SipCallEvent) => void>();
    let call: { phone: string; callId: string; incoming: boolean; confirmed: boolean } | undefined;
    let calls = 0;
    const emit = (event: SipCallEvent) => {
      for (const listener of [...listeners]) listener(event);
    };
    const hangUp = (reason?: string) => {
      if (!call) return;
      const { phone, callId } = call;
      call = undefined;
      emit({ code: 'HANGUP', phone, callId, ...(reason ? { reason } : {}) });
    };
    const phone: FakeSipPhone = {
      options,
      started: false,
      actions: [],
      async start() {
        if (fake.refuse) throw new Error(MSG.telephony.lineLoginFailed);
        (phone as { started: boolean }).started = true;
      },
      async stop() {
        hangUp();
        (phone as { started: boolean }).started = false;
      },
      dial(number) {
        phone.actions.push(`dial ${number}`);
        if (!phone.started || call) throw new Error(MSG.telephony.dialOutFailed);
        calls += 1;
        call = { phone: number, callId: `sip-out-${calls}`, incoming: false, confirmed: false };
        emit({ code: 'RINGING_OUT', phone: number, callId: call.callId });
      },
      answer() {
        phone.actions.push('answer');
        if (!call?.incoming) return;
        call.confirmed = true;
        emit({ code: 'LISTENING_IN', phone: call.phone, callId: call.callId });
      },
      reject() {
        phone.actions.push('reject');
        hangUp();
      },
      end() {
        phone.actions.push('end');
        hangUp();
      },
      onEvent(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      stats: async () => (call?.confirmed ? { bytesReceived: 1000, bytesSent: 1000 } : null),
      ring(number, callId = `sip-in-${++calls}`) {
        call = { phone: number, callId, incoming: true, confirmed: false };
        emit({ code: 'RINGING_IN', phone: number, callId });
      },
      farAnswer() {
        if (!call || call.incoming) return;
        call.confirmed = true;
        emit({ code: 'LISTENING_OUT', phone: call.phone, callId: call.callId });
      },
      farHangUp: (reason) => hangUp(reason),
    };
    phones.push(phone);
    return phone;
  };
  return { create, phones };
}
