// A SIP stack that does nothing on the network: the tests (and stories) drive what a PBX would do — accept or
// refuse the registration, ring the line, confirm or end a call — and read what the phone asked of it.
import type {
  SipCallOptions,
  SipFailure,
  SipMediaOptions,
  SipRegistration,
  SipSession,
  SipStack,
  SipTerminateOptions,
  SipUa,
  SipUaConfig,
} from '../shared/sip/sip-stack';

type Listener = (e?: unknown) => void;

/** A stand-in peer connection: an EventTarget ('track' events) with fixed stats. */
export class FakePeerConnection extends EventTarget {
  connectionState: RTCPeerConnectionState = 'connected';
  constructor(readonly reports: readonly Record<string, unknown>[] = []) {
    super();
  }
  getStats(): Promise<Map<string, Record<string, unknown>>> {
    return Promise.resolve(new Map(this.reports.map((r, i) => [String(r.id ?? i), r])));
  }
  asPeerConnection(): RTCPeerConnection {
    return this as unknown as RTCPeerConnection;
  }
}

export class FakeSipSession implements SipSession {
  readonly answers: SipMediaOptions[] = [];
  readonly terminations: SipTerminateOptions[] = [];
  connection: RTCPeerConnection | undefined;
  private readonly listeners = new Map<string, Listener[]>();
  private established = false;
  private ended = false;

  constructor(readonly remoteUser: string) {}

  on(event: string, listener: (e: never) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as Listener]);
  }

  private emit(event: string, arg?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(arg);
  }

  answer(options: SipMediaOptions): void {
    this.answers.push(options);
  }

  /** As JsSIP: a call that never connected fails, one that did ends; both at once, inside terminate(). */
  terminate(options: SipTerminateOptions = {}): void {
    this.terminations.push(options);
    if (this.ended) return;
    this.ended = true;
    if (this.established) this.emit('ended');
    else this.emit('failed', 'other');
  }

  isEstablished(): boolean {
    return this.established;
  }

  isEnded(): boolean {
    return this.ended;
  }

  /** The media is being set up: the session's peer connection exists. */
  createConnection(pc: FakePeerConnection): void {
    this.connection = pc.asPeerConnection();
    this.emit('peerconnection', { peerconnection: this.connection });
  }

  /** The 2xx and its ACK went through. */
  confirm(): void {
    this.established = true;
    this.emit('confirmed');
  }

  /** The other side hung up (BYE) or, before the answer, refused or cancelled (`cause`: why, as the PBX said). */
  remoteEnd(cause: SipFailure = 'other'): void {
    if (this.ended) return;
    this.ended = true;
    if (this.established) this.emit('ended');
    else this.emit('failed', cause);
  }
}

export class FakeSipUa implements SipUa {
  readonly calls: { target: string; options: SipCallOptions; session: FakeSipSession }[] = [];
  started = false;
  stopped = false;
  private registered = false;
  private sessionListeners: ((session: SipSession, callId: string) => void)[] = [];
  private registrationListeners: ((result: SipRegistration) => void)[] = [];
  private nextCallId = 1;

  constructor(readonly config: SipUaConfig) {}

  onSession(listener: (session: SipSession, callId: string) => void): void {
    this.sessionListeners.push(listener);
  }
  onRegistration(listener: (result: SipRegistration) => void): void {
    this.registrationListeners.push(listener);
  }
  start(): void {
    this.started = true;
  }
  stop(): void {
    this.stopped = true;
    this.registered = false;
  }
  stopAndWait(): Promise<void> {
    this.stop();
    return Promise.resolve();
  }
  isRegistered(): boolean {
    return this.registered;
  }

  call(target: string, options: SipCallOptions): void {
    const session = new FakeSipSession(target);
    this.calls.push({ target, options, session });
    // As JsSIP: the peer connection first, then the new session, both before call() returns.
    const pc = new FakePeerConnection();
    session.connection = pc.asPeerConnection();
    options.onPeerConnection(session.connection);
    this.announce(session, `out-${this.nextCallId++}`);
  }

  /** The PBX answers the REGISTER: 200, or 401/403 after the credentials; 'unreachable': the socket never opened. */
  answerRegistration(answer: boolean | 'unreachable'): void {
    this.registered = answer === true;
    const result: SipRegistration = answer === true ? 'registered' : answer === false ? 'refused' : 'unreachable';
    for (const listener of this.registrationListeners) listener(result);
  }

  /** An INVITE arrives from `from`. */
  ring(from: string, callId = `in-${this.nextCallId++}`): FakeSipSession {
    const session = new FakeSipSession(from);
    this.announce(session, callId);
    return session;
  }

  private announce(session: FakeSipSession, callId: string): void {
    for (const listener of this.sessionListeners) listener(session, callId);
  }
}

/** A stack whose user agents are kept for the test to drive. */
export function fakeSipStack(): { stack: SipStack; agents: FakeSipUa[] } {
  const agents: FakeSipUa[] = [];
  return {
    agents,
    stack: {
      createUa(config) {
        const ua = new FakeSipUa(config);
        agents.push(ua);
        return ua;
      },
    },
  };
}
