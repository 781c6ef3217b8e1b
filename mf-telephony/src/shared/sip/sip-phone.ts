import { MSG } from '@busdesk/api-contract';
import type { SipCallEvent, SipPhone, SipPhoneOptions } from '../sip-phone-port';
import type { SipFailure, SipMediaOptions, SipSession, SipStack, SipUa, SipUaConfig } from './sip-stack';

// The phone's interface lives in the port the panel compiles against; the adapter implements exactly that.
export type { SipCallCode, SipCallEvent, SipPhone, SipPhoneOptions } from '../sip-phone-port';

/**
 * Audio only, no STUN/TURN: the PBX and the desks are on the station's own network (or a PBX relays the media).
 * A fresh object per call: JsSIP keeps what it is given.
 */
const media = (): SipMediaOptions => ({ mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } });
/** What a desk answers to a ring it does not take: a second call while one is in progress, or 'Từ chối'. */
const BUSY = { status_code: 486, reason_phrase: 'Busy Here' } as const;

/** What the caller reads when the callee did not pick up, by cause; nothing for a call they cancelled themselves. */
const OUTGOING_FAILURE_TEXT: Readonly<Record<SipFailure, string | undefined>> = {
  rejected: MSG.telephony.callRejected,
  busy: MSG.telephony.calleeBusy,
  unavailable: MSG.telephony.calleeUnavailable,
  other: undefined,
};

/** JsSIP is ~250 kB: it is fetched the first time a SIP line logs in, never with the panel or the portal. */
const loadJsSip = (): Promise<SipStack> => import('./jssip-stack').then((m) => m.jsSipStack);

export function createSipPhone(options: SipPhoneOptions): SipPhone {
  return createSipPhoneOn(loadJsSip, options);
}

/** The phone over any SIP stack; createSipPhone gives it JsSIP, the unit tests a fake user agent. */
export function createSipPhoneOn(loadStack: () => Promise<SipStack>, options: SipPhoneOptions): SipPhone {
  const listeners = new Set<(e: SipCallEvent) => void>();
  let ua: SipUa | undefined;
  let call: { session: SipSession; phone: string; callId: string; incoming: boolean } | undefined;
  let audio: HTMLAudioElement | undefined;

  const emit = (event: SipCallEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  const playRemoteAudio = (pc: RTCPeerConnection) => {
    pc.addEventListener('track', (e) => {
      if (e.track.kind !== 'audio') return;
      audio ??= document.createElement('audio');
      audio.autoplay = true;
      audio.srcObject = e.streams[0] ?? new MediaStream([e.track]);
      // A browser may refuse to start audio before the user has touched the page; the call itself goes on.
      void audio.play().catch(() => undefined);
    });
  };

  const follow = (session: SipSession, phone: string, sipCallId: string, incoming: boolean) => {
    // The server keeps call ids of at most 100 characters; the prefix tells the two ends apart.
    const callId = `${incoming ? 'in' : 'out'}:${sipCallId}`.slice(0, 100);
    const current = { session, phone, callId, incoming };
    call = current;
    session.on('confirmed', () => {
      if (call === current) emit({ code: incoming ? 'LISTENING_IN' : 'LISTENING_OUT', phone, callId });
    });
    // 'failed' ends a call that never connected (rejected, cancelled, busy, unreachable), 'ended' one that did.
    const hangUp = (reason?: string) => {
      if (call !== current) return;
      call = undefined;
      if (audio) audio.srcObject = null;
      emit({ code: 'HANGUP', phone, callId, ...(reason ? { reason } : {}) });
    };
    session.on('ended', () => hangUp());
    // The caller is told why the callee did not pick up (a desk that is rung learns nothing from the caller giving up).
    session.on('failed', (cause) => hangUp(incoming ? undefined : OUTGOING_FAILURE_TEXT[cause]));
    emit({ code: incoming ? 'RINGING_IN' : 'RINGING_OUT', phone, callId });
  };

  const onNewSession = (session: SipSession, callId: string, target: string | undefined) => {
    if (target !== undefined) {
      follow(session, target, callId, false);
      return;
    }
    // 002: an incoming ring moves only from EMPTY; a second caller hears busy and the desk sees nothing.
    if (call) {
      session.terminate(BUSY);
      return;
    }
    session.on('peerconnection', ({ peerconnection }) => playRemoteAudio(peerconnection));
    follow(session, session.remoteUser, callId, true);
  };

  /** The number being dialled, while ua.call() runs (JsSIP announces the new session inside it). */
  let dialling: string | undefined;

  /** Counts start/stop: a login overtaken by stop() (the line deselected meanwhile) must not register after it. */
  let generation = 0;
  let starting: Promise<void> | undefined;

  const register = async (token: number) => {
    const stack = await loadStack();
    if (token !== generation) return;
    const config: SipUaConfig = { uri: options.uri, socketUrl: options.socketUrl, password: options.password, displayName: options.displayName };
    const agent = stack.createUa(config);
    ua = agent;
    agent.onSession((session, callId) => onNewSession(session, callId, dialling));
    try {
      await new Promise<void>((resolve, reject) => {
        agent.onRegistration((result) =>
          result === 'registered' ? resolve() : reject(new Error(result === 'unreachable' ? MSG.telephony.lineLoginUnreachable : MSG.telephony.lineLoginRefused)),
        );
        agent.start();
      });
    } catch (err) {
      // Stopped on purpose while registering: not a failed login.
      if (token !== generation) return;
      // JsSIP would keep reconnecting to a PBX that refused or never answered: give up on this login.
      ua = undefined;
      agent.stop();
      throw err;
    }
  };

  return {
    start() {
      if (!starting) {
        const token = ++generation;
        starting = register(token).catch((err: unknown) => {
          if (token === generation) starting = undefined;
          throw err;
        });
      }
      return starting;
    },

    async stop() {
      generation++;
      starting = undefined;
      const agent = ua;
      ua = undefined;
      if (!agent) return;
      if (call && !call.session.isEnded()) call.session.terminate();
      await agent.stopAndWait();
    },

    dial(phone) {
      if (!ua?.isRegistered() || call) throw new Error(MSG.telephony.dialOutFailed);
      const target = phone.trim();
      dialling = target;
      try {
        ua.call(target.includes('@') ? target : `sip:${target}@${hostOf(options.uri)}`, {
          ...media(),
          // The caller's peer connection exists before ua.call() returns; only a handler passed here sees it.
          onPeerConnection: playRemoteAudio,
        });
      } finally {
        dialling = undefined;
      }
    },

    answer() {
      if (call?.incoming && !call.session.isEstablished()) call.session.answer(media());
    },

    reject() {
      if (call?.incoming && !call.session.isEstablished()) call.session.terminate(BUSY);
    },

    end() {
      if (call && !call.session.isEnded()) call.session.terminate();
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async stats() {
      const pc = call?.session.connection;
      if (!pc || pc.connectionState === 'closed') return null;
      let bytesReceived = 0;
      let bytesSent = 0;
      (await pc.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number; bytesSent?: number }) => {
        if (report.kind !== undefined && report.kind !== 'audio') return;
        if (report.type === 'inbound-rtp') bytesReceived += report.bytesReceived ?? 0;
        if (report.type === 'outbound-rtp') bytesSent += report.bytesSent ?? 0;
      });
      return { bytesReceived, bytesSent };
    },
  };
}

/** 'pbx.example.vn' of 'sip:101@pbx.example.vn' (a port stays, URI parameters go): where dialled numbers are sent. */
function hostOf(uri: string): string {
  return uri.replace(/^sips?:/, '').replace(/^[^@]*@/, '').replace(/[;?].*$/, '');
}
