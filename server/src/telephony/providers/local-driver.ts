import { randomUUID } from 'node:crypto';
import { CallEventCode, MSG } from '@busdesk/api-contract';
import { badRequest } from '../../lib/http-error';
import type { CallRecord } from '../../repositories/calls-repository';
import type { DriverEvent, DriverLine, TelephonyDriver } from './telephony-driver';

/** Codes of a local call still going on: ringing either way, or talking. */
export const LOCAL_ACTIVE_CODES = [CallEventCode.RINGING_IN, CallEventCode.RINGING_OUT, CallEventCode.LISTENING_IN, CallEventCode.LISTENING_OUT] as const;

const event = (call: CallRecord, code: string, onlyFrom: readonly string[]): DriverEvent => ({
  callId: call.call_id,
  code,
  phone: '',
  direction: call.direction === 'out' ? 'out' : 'in',
  onlyFrom,
});

/**
 * The embedded exchange (provider 'local', docs/adr/0088): nothing leaves the server. Its calls live in call_history
 * alone — each action is a guarded transition of the call's stored state, so two servers on one database agree and a
 * restart loses nothing. The far end is the ADMIN's simulator page (`farEnd`): it rings the line and answers or hangs
 * up the line's outgoing calls.
 */
export function createLocalDriver(): TelephonyDriver & {
  farEnd: {
    ring(line: DriverLine, callerNumber: string): DriverEvent;
    answer(call: CallRecord): DriverEvent;
    hangup(call: CallRecord): DriverEvent;
  };
} {
  return {
    provider: 'local',
    login: async () => ({}),
    logout: async () => undefined,
    async dial(_line, phoneNumber) {
      const callId = `local-${randomUUID()}`;
      return { callId, events: [{ callId, code: CallEventCode.RINGING_OUT, phone: phoneNumber, direction: 'out', newCall: true }] };
    },
    async answer(_line, call) {
      if (call.direction !== 'in') throw badRequest(MSG.telephony.callNotRinging);
      return [event(call, CallEventCode.LISTENING_IN, [CallEventCode.RINGING_IN])];
    },
    async reject(_line, call) {
      if (call.direction !== 'in') throw badRequest(MSG.telephony.callNotRinging);
      return [event(call, CallEventCode.HANGUP, [CallEventCode.RINGING_IN])];
    },
    async end(_line, call) {
      return [event(call, CallEventCode.HANGUP, LOCAL_ACTIVE_CODES)];
    },
    farEnd: {
      ring: (_line, callerNumber) => ({ callId: `local-${randomUUID()}`, code: CallEventCode.RINGING_IN, phone: callerNumber, direction: 'in', newCall: true }),
      /** The called party picks up the line's outgoing call. */
      answer(call) {
        if (call.direction !== 'out') throw badRequest(MSG.telephony.callNotRinging);
        return event(call, CallEventCode.LISTENING_OUT, [CallEventCode.RINGING_OUT]);
      },
      /** The far end hangs up: a caller giving up while it rings leaves a missed call. */
      hangup: (call) => event(call, call.direction === 'out' ? CallEventCode.HANGOUT_OUTBOUND : CallEventCode.HANGOUT, LOCAL_ACTIVE_CODES),
    },
  };
}
export type LocalDriver = ReturnType<typeof createLocalDriver>;
