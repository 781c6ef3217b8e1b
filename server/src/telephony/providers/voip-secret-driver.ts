import { randomUUID } from 'node:crypto';
import { CallEventCode } from '@busdesk/api-contract';
import { deskPhoneActions, placedCallId, providerHistory } from './desk-phone';
import { ProviderError, providerCall, providerUrl, recordOf } from './provider-http';
import { configText, type TelephonyDriver } from './telephony-driver';

/**
 * Provider B (002 §7): dial GET {urlHttpService}/dial?voip=&secret=&sip=&phone= — voip is the line's organization (the
 * VoIP account; the extension when none is set), sip the extension; the report GET {urlReport}?token=&organization=
 * &start_date=&end_date=&type=&SoMayLe= (dates in epoch ms as the seed's other reports, type 'all', SoMayLe the
 * extension), answering the history items as a list or {data: list}. Without urlReport the history is what the
 * webhook (signed with the line's secret) recorded; with it and no token: 'Kết nối thất bại'.
 */
export function createVoipSecretDriver(deps: { timeoutMs: number }): TelephonyDriver {
  return {
    provider: 'voip-secret',
    login: async () => ({}),
    logout: async () => undefined,
    async dial(line, phoneNumber) {
      const answer = await providerCall(
        providerUrl(configText(line, 'urlHttpService'), 'dial', {
          voip: configText(line, 'organization') || line.number,
          secret: configText(line, 'secret'),
          sip: line.number,
          phone: phoneNumber,
        }),
        { method: 'GET' },
        deps.timeoutMs,
      );
      const callId = placedCallId(answer.json, `b-${randomUUID()}`);
      return { callId, events: [{ callId, code: CallEventCode.RINGING_OUT, phone: phoneNumber, direction: 'out' }] };
    },
    ...deskPhoneActions,
    async history(line, query) {
      const reportUrl = configText(line, 'urlReport');
      if (!reportUrl) return null;
      const token = configText(line, 'token');
      if (!token) throw new ProviderError('no-token');
      const answer = await providerCall(
        providerUrl(reportUrl, '', {
          token,
          organization: configText(line, 'organization'),
          start_date: query.from,
          end_date: query.to,
          type: 'all',
          SoMayLe: line.number,
        }),
        { method: 'GET' },
        deps.timeoutMs,
      );
      const list = Array.isArray(answer.json) ? answer.json : recordOf(answer.json)?.data;
      if (!Array.isArray(list)) throw new ProviderError('failed');
      return providerHistory(line, list, query);
    },
    webhookSecret: (line) => configText(line, 'secret') || null,
  };
}
