import { randomUUID } from 'node:crypto';
import { CallEventCode } from '@busdesk/api-contract';
import type { CallSockets } from './call-sockets';
import { deskPhoneActions, placedCallId } from './desk-phone';
import { providerCall, providerUrl } from './provider-http';
import { configText, type TelephonyDriver } from './telephony-driver';

/**
 * Provider A (002 §7 'Provider A dial (GET) | from number, to number, key, domain'): GET {httpUrl}/dial?from=&to=&key=
 * &domain= (the path is ours: the seed does not show it). Its call events come from its call socket (socketUrl: a
 * WebSocket the server keeps open while the line is logged in, with a heartbeat every 10 s) or its webhook, signed
 * with the line's key. The history is what those events recorded.
 */
export function createDomainKeyDriver(deps: { timeoutMs: number; sockets: CallSockets }): TelephonyDriver {
  return {
    provider: 'domain-key',
    async login(line) {
      if (configText(line, 'socketUrl')) deps.sockets.open(line);
      return {};
    },
    async logout(line) {
      deps.sockets.close(line.id);
    },
    async dial(line, phoneNumber) {
      const answer = await providerCall(
        providerUrl(configText(line, 'httpUrl'), 'dial', { from: line.number, to: phoneNumber, key: configText(line, 'key'), domain: configText(line, 'domain') }),
        { method: 'GET' },
        deps.timeoutMs,
      );
      const callId = placedCallId(answer.json, `a-${randomUUID()}`);
      return { callId, events: [{ callId, code: CallEventCode.RINGING_OUT, phone: phoneNumber, direction: 'out' }] };
    },
    ...deskPhoneActions,
    webhookSecret: (line) => configText(line, 'key') || null,
  };
}
