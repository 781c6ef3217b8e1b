/**
 * What the softphone needs of a SIP stack, narrowed to its own vocabulary: JsSIP behind it in the product
 * (jssip-stack.ts, loaded on demand), a fake user agent in the unit tests (test-support/fake-sip-stack.ts).
 */

export type SipRegistration = 'registered' | 'refused' | 'unreachable';
/** Why a call ended before it connected: the callee refused it, was busy, could not be reached, or anything else. */
export type SipFailure = 'rejected' | 'busy' | 'unavailable' | 'other';

export interface SipUaConfig {
  uri: string;
  socketUrl: string;
  password: string;
  displayName?: string;
}

export interface SipMediaOptions {
  mediaConstraints: MediaStreamConstraints;
  pcConfig: RTCConfiguration;
}

export interface SipCallOptions extends SipMediaOptions {
  /** Called with the caller's peer connection as soon as it exists (before call() returns). */
  onPeerConnection(pc: RTCPeerConnection): void;
}

export interface SipTerminateOptions {
  status_code?: number;
  reason_phrase?: string;
}

export interface SipSession {
  /** The other party's user part (the caller's number or extension). */
  readonly remoteUser: string;
  /** The call's peer connection, once media is being set up. */
  readonly connection: RTCPeerConnection | undefined;
  on(event: 'confirmed' | 'ended', listener: () => void): void;
  /** A call that never connected: why, as far as the phone tells it apart. */
  on(event: 'failed', listener: (cause: SipFailure) => void): void;
  on(event: 'peerconnection', listener: (e: { peerconnection: RTCPeerConnection }) => void): void;
  answer(options: SipMediaOptions): void;
  terminate(options?: SipTerminateOptions): void;
  isEstablished(): boolean;
  isEnded(): boolean;
}

export interface SipUa {
  /** Every new call, incoming or outgoing, with its SIP Call-ID. */
  onSession(listener: (session: SipSession, callId: string) => void): void;
  /** 'registered'; 'refused' when the PBX says no (credentials); 'unreachable' when the connection fails or times out. */
  onRegistration(listener: (result: SipRegistration) => void): void;
  start(): void;
  stop(): void;
  /** stop(), settled once the connection has closed (after the un-REGISTER). */
  stopAndWait(): Promise<void>;
  isRegistered(): boolean;
  call(target: string, options: SipCallOptions): void;
}

export interface SipStack {
  createUa(config: SipUaConfig): SipUa;
}
