// What the panel needs of the SIP phone (src/shared/sip/sip-phone.ts, the SIP adapter over JsSIP, built beside the
// panel): the interface the two agreed on, written here so the panel compiles and is tested on its own. The adapter's
// module satisfies it; phone-engine.ts loads it on demand.

export interface SipPhoneOptions {
  uri: string;
  socketUrl: string;
  password: string;
  displayName?: string;
}

/** A call-log event the phone sees (002 §3 codes: RINGING_IN, RINGING_OUT, LISTENING_IN, LISTENING_OUT, HANGUP). */
export interface SipPhoneEvent {
  code: string;
  phone: string;
  callId: string;
}

export interface SipPhone {
  start(): Promise<void>;
  stop(): Promise<void>;
  dial(phone: string): void;
  answer(): void;
  reject(): void;
  end(): void;
  onEvent(listener: (event: SipPhoneEvent) => void): () => void;
  stats(): Promise<{ bytesReceived: number; bytesSent: number } | null>;
}

export type CreateSipPhone = (options: SipPhoneOptions) => SipPhone;
