// JsSIP behind the softphone's narrow SipStack. This module (and JsSIP with it) is a chunk of its own that
// sip-phone.ts imports on demand: JsSIP ships no browser bundle, the MF build bundles its CommonJS here.
import { C, UA, WebSocketInterface } from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import type { RTCSessionEvent } from 'jssip/lib/UA';
import type { SipFailure, SipRegistration, SipSession, SipStack, SipUa, SipUaConfig } from './sip-stack';

/** A JsSIP cause as the phone tells it apart (C.causes). */
function failureOf(cause: string | undefined): SipFailure {
  if (cause === C.causes.REJECTED) return 'rejected';
  if (cause === C.causes.BUSY) return 'busy';
  if (cause === C.causes.UNAVAILABLE || cause === C.causes.NOT_FOUND || cause === C.causes.ADDRESS_INCOMPLETE || cause === C.causes.NO_ANSWER) return 'unavailable';
  return 'other';
}

/** A failed REGISTER: the PBX could not be reached (or did not answer in time), or it refused the credentials. */
const registrationOf = (cause: string | undefined): SipRegistration =>
  cause === C.causes.CONNECTION_ERROR || cause === C.causes.REQUEST_TIMEOUT ? 'unreachable' : 'refused';

/** How long stop() waits for the un-REGISTER and the socket to close before it lets the line go anyway. */
const STOP_WAIT_MS = 3000;

function wrapSession(session: RTCSession): SipSession {
  return {
    get remoteUser() {
      return session.remote_identity.uri.user;
    },
    get connection() {
      return session.connection ?? undefined;
    },
    on(event: 'confirmed' | 'ended' | 'failed' | 'peerconnection', listener: (e: never) => void) {
      if (event === 'failed') session.on('failed', (e: { cause?: string }) => (listener as (cause: SipFailure) => void)(failureOf(e.cause)));
      else session.on(event, listener as () => void);
    },
    answer: (options) => session.answer(options),
    terminate: (options) => session.terminate(options),
    isEstablished: () => session.isEstablished(),
    isEnded: () => session.isEnded(),
  };
}

function createUa(config: SipUaConfig): SipUa {
  const ua = new UA({
    sockets: [new WebSocketInterface(config.socketUrl)],
    uri: config.uri,
    password: config.password,
    display_name: config.displayName,
    register: true,
    // Kamailio as a plain proxy does not refresh sessions; JsSIP's timers would end every call after 90 s.
    session_timers: false,
  });
  return {
    onSession(listener) {
      // JsSIP's typings give call_id to outgoing requests only; its parser sets it on incoming ones as well.
      ua.on('newRTCSession', ({ session, request }: RTCSessionEvent) => listener(wrapSession(session), (request as { call_id: string }).call_id));
    },
    onRegistration(listener) {
      ua.on('registered', () => listener('registered'));
      ua.on('registrationFailed', (e: { cause?: string }) => listener(registrationOf(e.cause)));
      // A socket that cannot connect never gets as far as a refusal.
      ua.on('disconnected', () => {
        if (!ua.isRegistered()) listener('unreachable');
      });
    },
    start: () => ua.start(),
    stop: () => ua.stop(),
    stopAndWait() {
      if (!ua.isConnected()) {
        ua.stop();
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, STOP_WAIT_MS);
        ua.on('disconnected', () => {
          clearTimeout(timer);
          resolve();
        });
        ua.stop();
      });
    },
    isRegistered: () => ua.isRegistered(),
    call(target, { onPeerConnection, ...media }) {
      ua.call(target, { ...media, eventHandlers: { peerconnection: ({ peerconnection }) => onPeerConnection(peerconnection) } });
    },
  };
}

export const jsSipStack: SipStack = { createUa };
