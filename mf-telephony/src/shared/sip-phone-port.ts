// What the panel needs of the SIP phone, and all the adapter (src/shared/sip/sip-phone.ts, over JsSIP) offers: the one
// definition of the interface, kept here so the panel compiles and is tested without loading the adapter; phone-engine.ts
// loads the adapter on demand.

/** A SIP line as the line login hands it to the browser (ADR 0088): the extension's address, the PBX's WebSocket. */
export interface SipPhoneOptions {
  /** The extension's address of record, e.g. sip:101@pbx.example.vn. */
  uri: string;
  /** The PBX's SIP-over-WebSocket endpoint, wss:// (ws:// only on loopback). */
  socketUrl: string;
  password: string;
  displayName?: string;
}

/** The call-log codes of 002 this phone reports (the same codes the providers' events carry). */
export type SipCallCode = 'RINGING_IN' | 'RINGING_OUT' | 'LISTENING_IN' | 'LISTENING_OUT' | 'HANGUP';

export interface SipCallEvent {
  code: SipCallCode;
  /** The other party: the caller's user part for an incoming call, the dialled number for an outgoing one. */
  phone: string;
  /**
   * This end of the call: 'out:' or 'in:' and the SIP Call-ID. A proxy (Kamailio) passes one Call-ID to both ends, and
   * two desks of one agency calling each other are two calls in their lines' histories, keyed by call id.
   */
  callId: string;
  /** A HANGUP of an outgoing call the callee never picked up: why, for the caller to read. */
  reason?: string;
}

export interface SipPhone {
  /** Connects and registers; rejects with 'Đăng nhập máy lẻ thất bại' and why: the PBX refused, or cannot be reached. */
  start(): Promise<void>;
  /** Ends the call in progress, unregisters and closes the connection. */
  stop(): Promise<void>;
  /** Calls a number (or a SIP address) through the PBX; throws 'Gọi ra thất bại' when not registered or busy. */
  dial(phone: string): void;
  answer(): void;
  reject(): void;
  end(): void;
  onEvent(listener: (e: SipCallEvent) => void): () => void;
  /** Audio bytes of the call in progress, from its RTCPeerConnection's inbound/outbound-rtp stats; null without one. */
  stats(): Promise<{ bytesReceived: number; bytesSent: number } | null>;
}

export type CreateSipPhone = (options: SipPhoneOptions) => SipPhone;
