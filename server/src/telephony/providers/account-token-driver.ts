import { randomUUID } from 'node:crypto';
import { CALL_HISTORY_COUNT_PROVIDER_C, CallEventCode } from '@busdesk/api-contract';
import { deskPhoneActions, placedCallId, providerHistory } from './desk-phone';
import { ProviderError, providerCall, providerUrl, recordOf, textOf, type ProviderAnswer } from './provider-http';
import { configText, type DriverLine, type TelephonyDriver } from './telephony-driver';

/**
 * Provider C (002 §7): POST {httpUrl}/token {userName, password} → token.accesstoken, then with it as Bearer: the
 * outbound call GET {httpUrl}/OutboundCall?extension=&phoneNumber= (path and fields ours: not shown), the history POST
 * {httpUrl}/GetCallHistoryByPhone {phoneNumber, pageSize 200} → data.data, a recording GET
 * {httpUrl}/GetRecordingFile/{callId} → audio/wav. The token is kept per line in memory and fetched again once when the
 * provider refuses it; a provider refusing the account is 'Lỗi xác thực'.
 */
export function createAccountTokenDriver(deps: { timeoutMs: number }): TelephonyDriver {
  /** By line id; the credentials it was issued for, so an edited line gets a new token. */
  const tokens = new Map<string, { token: string; issuedFor: string }>();
  const credentialsOf = (line: DriverLine) => `${configText(line, 'httpUrl')}\n${configText(line, 'userName')}\n${configText(line, 'password')}`;

  async function freshToken(line: DriverLine): Promise<string> {
    const answer = await providerCall(
      providerUrl(configText(line, 'httpUrl'), 'token'),
      { method: 'POST', json: { userName: configText(line, 'userName'), password: configText(line, 'password') } },
      deps.timeoutMs,
    );
    const token = textOf(recordOf(recordOf(answer.json)?.token)?.accesstoken);
    if (!token) throw new ProviderError('auth');
    tokens.set(line.id, { token, issuedFor: credentialsOf(line) });
    return token;
  }

  /** A call with the line's token; a refused token is renewed once. */
  async function withToken(line: DriverLine, call: (token: string) => Promise<ProviderAnswer>): Promise<ProviderAnswer> {
    const kept = tokens.get(line.id);
    if (kept && kept.issuedFor === credentialsOf(line)) {
      try {
        return await call(kept.token);
      } catch (err) {
        if (!(err instanceof ProviderError && err.kind === 'auth')) throw err;
      }
    }
    return call(await freshToken(line));
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    provider: 'account-token',
    async login(line) {
      await freshToken(line);
      return {};
    },
    async logout(line) {
      tokens.delete(line.id);
    },
    async dial(line, phoneNumber) {
      const answer = await withToken(line, (token) =>
        providerCall(providerUrl(configText(line, 'httpUrl'), 'OutboundCall', { extension: line.number, phoneNumber }), { method: 'GET', headers: bearer(token) }, deps.timeoutMs),
      );
      const callId = placedCallId(answer.json, `c-${randomUUID()}`);
      return { callId, events: [{ callId, code: CallEventCode.RINGING_OUT, phone: phoneNumber, direction: 'out' }] };
    },
    ...deskPhoneActions,
    async history(line, query) {
      const answer = await withToken(line, (token) =>
        providerCall(
          providerUrl(configText(line, 'httpUrl'), 'GetCallHistoryByPhone'),
          { method: 'POST', headers: bearer(token), json: { phoneNumber: query.phone ?? '', pageSize: CALL_HISTORY_COUNT_PROVIDER_C } },
          deps.timeoutMs,
        ),
      );
      const list = recordOf(recordOf(answer.json)?.data)?.data;
      if (!Array.isArray(list)) throw new ProviderError('failed');
      return providerHistory(line, list, { ...query, limit: Math.min(query.limit, CALL_HISTORY_COUNT_PROVIDER_C) });
    },
    async recording(line, callId) {
      const answer = await withToken(line, (token) =>
        providerCall(providerUrl(configText(line, 'httpUrl'), `GetRecordingFile/${encodeURIComponent(callId)}`), { method: 'GET', headers: bearer(token) }, deps.timeoutMs),
      );
      if (!/^audio\//i.test(answer.contentType) || answer.body.length === 0) throw new ProviderError('failed');
      return { mediaType: answer.contentType.split(';')[0]!.trim().toLowerCase(), audio: answer.body };
    },
    webhookSecret: (line) => configText(line, 'password') || null,
  };
}
