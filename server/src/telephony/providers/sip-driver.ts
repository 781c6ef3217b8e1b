import { randomUUID } from 'node:crypto';
import { CallEventCode } from '@busdesk/api-contract';
import type { CallRecord } from '../../repositories/calls-repository';
import { configText, type DriverEvent, type TelephonyDriver } from './telephony-driver';

const event = (call: CallRecord, code: string, onlyFrom?: readonly string[]): DriverEvent => ({
  callId: call.call_id,
  code,
  phone: '',
  direction: call.direction === 'out' ? 'out' : 'in',
  ...(onlyFrom ? { onlyFrom } : {}),
});

/**
 * A SIP line (docs/adr/0088): the browser registers with the line's PBX over WebSocket (JsSIP) and carries the
 * audio; the server hands the signed-in user of the line's agency the credentials — the one secret an answer ever
 * carries — and records the call's events, those of the panel's actions here and those the browser reports
 * (POST /telephony/call/event).
 */
export function createSipDriver(): TelephonyDriver {
  return {
    provider: 'sip',
    async login(line, user) {
      const authorizationUser = configText(line, 'userName') || line.number;
      return {
        sip: {
          uri: `sip:${authorizationUser}@${configText(line, 'domain')}`,
          socketUrl: configText(line, 'socketUrl'),
          authorizationUser,
          password: configText(line, 'password'),
          displayName: user.name,
        },
      };
    },
    logout: async () => undefined,
    async dial(_line, phoneNumber) {
      const callId = `sip-${randomUUID()}`;
      return { callId, events: [{ callId, code: CallEventCode.RINGING_OUT, phone: phoneNumber, direction: 'out', newCall: true }] };
    },
    answer: async (_line, call) => [event(call, CallEventCode.LISTENING_IN, [CallEventCode.RINGING_IN])],
    reject: async (_line, call) => [event(call, CallEventCode.HANGUP, [CallEventCode.RINGING_IN])],
    end: async (_line, call) => [event(call, CallEventCode.HANGUP)],
  };
}
