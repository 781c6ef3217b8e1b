// Providers A, B and C (002 §7; docs/adr/0088) against small servers on 127.0.0.1: the calls exactly as documented
// (A's dial with from, to, key, domain and its call socket with the heartbeat; B's dial and report; C's token,
// outbound call, history and recording), their failures in the seed's words, and the providers' signed webhook —
// whose signature is checked before anything of the body is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCallEndpoint,
  callHistoryEndpoint,
  dialEndpoint,
  endCallEndpoint,
  lineLoginEndpoint,
  lineLogoutEndpoint,
  MSG,
  rejectCallEndpoint,
  TELEPHONY_RECORDING_PATH,
  TELEPHONY_WEBHOOK_HEADERS,
  telephonyWebhookPath,
  topics,
  type TCallEvent,
} from '@busdesk/api-contract';
import { closeListeners, listenOnLoopback, listenTo, waitFor } from '../test-support/realtime-listener';
import { messageOf } from '../test-support/sales-booking-fixtures';
import { createLine, historyOf, loginOf, resultsOf, signedHeaders, storedCalls, telephonyCaller } from '../test-support/telephony-fixtures';
import { startCallSocketServer, startProviderServer, type ProviderReply, type ProviderRequest } from '../test-support/telephony-test-servers';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

const KEY_A = 'khoa-A-7f3c';
const SECRET_B = 'bi-mat-B-91d2';
const PASSWORD_C = 'mat-khau-C-44';

let t: TestApp;
let url: string;
let api: ReturnType<typeof telephonyCaller>;
let admin = '';
let providerA: Awaited<ReturnType<typeof startProviderServer>>;
let socketA: Awaited<ReturnType<typeof startCallSocketServer>>;
let providerB: Awaited<ReturnType<typeof startProviderServer>>;
let providerC: Awaited<ReturnType<typeof startProviderServer>>;
const lines = { a: '', b: '', bNoToken: '', c: '' };

/** What each provider answers; a test replaces it for a case and puts it back. */
let answerB: (req: ProviderRequest) => ProviderReply;
let answerC: (req: ProviderRequest) => ProviderReply;
const RECORDING = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.from([1, 2, 3, 4, 5, 6, 7, 8])]);
let tokenC = 'tok-C-1';
let outboundC = 0;
const historyC = Array.from({ length: 250 }, (_, i) => ({ callId: `C-${i}`, phoneNumber: '0909000111', extension: '1103', callStartTime: Date.now() - i * 1000, direction: i % 2 ? 'out' : 'in', answered: i % 3 !== 0, hasRecording: true }));
const defaultC = (req: ProviderRequest): ProviderReply => {
  if (req.path === '/token') {
    const body = req.body as { userName?: string; password?: string };
    return body.userName === 'tongdai' && body.password === PASSWORD_C ? { json: { token: { accesstoken: tokenC } } } : { status: 401, json: {} };
  }
  if (req.headers.authorization !== `Bearer ${tokenC}`) return { status: 401, json: { message: 'Token hết hạn' } };
  if (req.path === '/OutboundCall') return { json: { data: { callId: `C-OUT-${++outboundC}` } } };
  if (req.path === '/GetCallHistoryByPhone') return { json: { data: { data: historyC } } };
  if (req.path.startsWith('/GetRecordingFile/')) return { bytes: { contentType: 'audio/wav', data: RECORDING } };
  return { status: 404, json: {} };
};

beforeAll(async () => {
  providerA = await startProviderServer((req) => (req.path === '/dial' ? { json: { code: 200, data: { callId: 'A-778' } } } : { status: 404 }));
  socketA = await startCallSocketServer();
  answerB = (req) => (req.path === '/dial' ? { json: { code: 200, callId: 'B-55' } } : { status: 404 });
  providerB = await startProviderServer((req) => answerB(req));
  answerC = defaultC;
  providerC = await startProviderServer((req) => answerC(req));
  // The call socket's heartbeat and reconnect shortened from 10 s: the test waits for them.
  t = await createTestApp({}, { telephony: { callSockets: { heartbeatMs: 40, reconnectMs: 40 } } });
  url = await listenOnLoopback(t.app);
  api = telephonyCaller(t.app);
  admin = await login(t.app, 'admin', 'admin123');
  lines.a = await createLine(t.app, admin, 'tc-3', '1101', { domain: 'tongdai-a.vn', httpUrl: providerA.url, key: KEY_A, socketUrl: socketA.url });
  lines.b = await createLine(t.app, admin, 'tc-4', '1102', { urlHttpService: providerB.url, secret: SECRET_B, urlReport: `${providerB.url}/report`, organization: 'ORG7', token: 'tok-B' });
  lines.bNoToken = await createLine(t.app, admin, 'tc-4', '1104', { urlHttpService: providerB.url, secret: SECRET_B, urlReport: `${providerB.url}/report` });
  lines.c = await createLine(t.app, admin, 'tc-5', '1103', { httpUrl: providerC.url, userName: 'tongdai', password: PASSWORD_C });
});
afterAll(async () => {
  await closeListeners();
  await t.close();
  await Promise.all([providerA.close(), socketA.close(), providerB.close(), providerC.close()]);
});

const callEvents = (received: Array<{ event: { type: string } }>) => received.flatMap((r) => (r.event.type === 'call' ? [r.event as TCallEvent] : []));
const loginLine = async (lineId: string) => {
  const res = await api.post(lineLoginEndpoint.path, admin, { lineId });
  expect(res.statusCode, res.body).toBe(200);
  return loginOf(res);
};

describe('provider A (domain-key)', () => {
  it('keeps a call socket for the logged-in line: logs in on it, beats every heartbeat, records its events', async () => {
    const panel = await listenTo(url, admin, [topics.lineCalls('1101')]);
    await loginLine(lines.a);
    await waitFor(() => (socketA.open()[0]?.messages.filter((m) => m.type === 'heartbeat').length ?? 0) >= 2);
    const [connection] = socketA.open();
    expect(connection?.messages[0]).toEqual({ type: 'login', extension: '1101', domain: 'tongdai-a.vn', key: KEY_A });
    expect(connection!.messages.filter((m) => m.type === 'heartbeat').length).toBeGreaterThanOrEqual(2);

    socketA.push({ code: 'RINGING_IN', phone_number: '0977000111', number: '1101', callId: 'A-IN-1' });
    socketA.push({ type: 'pong' });
    socketA.push({ status: 'HANGOUT', callId: 'A-IN-1' });
    await waitFor(() => callEvents(panel.received).length >= 2);
    expect(callEvents(panel.received).map((e) => [e.code, e.callId, e.phone])).toEqual([
      ['RINGING_IN', 'A-IN-1', '0977000111'],
      ['HANGOUT', 'A-IN-1', '0977000111'],
    ]);
    expect((await storedCalls(t.app, lines.a)).find((c) => c.call_id === 'A-IN-1')).toMatchObject({ status: 'HANGOUT', direction: 'in', answered_at: null });

    // Logging out closes the socket; a dropped socket of a logged-in line reconnects.
    await api.post(lineLogoutEndpoint.path, admin, { lineId: lines.a });
    await waitFor(() => socketA.open().length === 0);
    expect(socketA.open()).toHaveLength(0);
  });

  it('dials with GET /dial (from, to, key, domain), checks 10–11 digits first, and answers coming-soon to answer and reject', async () => {
    await loginLine(lines.a);
    const before = providerA.requests.length;
    const short = await api.post(dialEndpoint.path, admin, { lineId: lines.a, phoneNumber: '091234' });
    expect([short.statusCode, messageOf(short)]).toEqual([400, MSG.telephony.phoneInvalid]);
    expect(providerA.requests.length).toBe(before);

    const res = await api.post(dialEndpoint.path, admin, { lineId: lines.a, phoneNumber: '0912345678' });
    expect(res.statusCode, res.body).toBe(200);
    expect(resultsOf(res)).toEqual({ callId: 'A-778', message: MSG.telephony.dialOutSuccess });
    const dial = providerA.requests.at(-1)!;
    expect([dial.method, dial.path, dial.query]).toEqual(['GET', '/dial', { from: '1101', to: '0912345678', key: KEY_A, domain: 'tongdai-a.vn' }]);

    for (const endpoint of [answerCallEndpoint, rejectCallEndpoint]) {
      const refused = await api.post(endpoint.path, admin, { lineId: lines.a, callId: 'A-778' });
      expect([refused.statusCode, messageOf(refused)]).toEqual([400, MSG.telephony.comingSoon]);
    }
    expect((await api.post(endCallEndpoint.path, admin, { lineId: lines.a, callId: 'A-778' })).statusCode).toBe(200);
    expect((await storedCalls(t.app, lines.a)).find((c) => c.call_id === 'A-778')).toMatchObject({ status: 'HANGUP', direction: 'out', phone_number: '0912345678' });
  });
});

describe('provider B (voip-secret)', () => {
  it('dials with GET /dial (voip, secret, sip, phone)', async () => {
    await loginLine(lines.b);
    const res = await api.post(dialEndpoint.path, admin, { lineId: lines.b, phoneNumber: '+84 912 345 678' });
    expect(res.statusCode, res.body).toBe(200);
    expect(resultsOf<{ callId: string }>(res).callId).toBe('B-55');
    const dial = providerB.requests.at(-1)!;
    expect([dial.path, dial.query]).toEqual(['/dial', { voip: 'ORG7', secret: SECRET_B, sip: '1102', phone: '+84912345678' }]);
  });

  it('needs both dates for its report, then reads it with token, organization, start_date, end_date, type, SoMayLe', async () => {
    const noDate = await api.post(callHistoryEndpoint.path, admin, { lineId: lines.b, startDate: 1 });
    expect([noDate.statusCode, messageOf(noDate)]).toEqual([400, MSG.telephony.dateRequired]);
    const from = Date.now() - 3_600_000;
    const to = Date.now();
    answerB = (req) =>
      req.path === '/report'
        ? {
            json: {
              data: [
                { callId: 'B-1', phoneNumber: '0911000222', extension: '1102', callStartTime: from + 1000, callEndTime: from + 60_000, direction: 'in', answered: false },
                { callId: 'B-2', phoneNumber: '0911000333', extension: '1102', callStartTime: from + 5000, direction: 'out', status: 'ANSWER' },
                { callId: 'B-old', phoneNumber: '0911000444', callStartTime: from - 10_000 },
                { odd: 'not a history item' },
              ],
            },
          }
        : { status: 404 };
    const res = await api.post(callHistoryEndpoint.path, admin, { lineId: lines.b, startDate: from, endDate: to });
    expect(res.statusCode, res.body).toBe(200);
    const report = providerB.requests.at(-1)!;
    expect([report.path, report.query]).toEqual(['/report', { token: 'tok-B', organization: 'ORG7', start_date: String(from), end_date: String(to), type: 'all', SoMayLe: '1102' }]);
    expect(historyOf(res).map((c) => [c.callId, c.direction, c.missed, c.status])).toEqual([
      ['B-2', 'out', false, 'ANSWER'],
      ['B-1', 'in', true, 'HANGUP'],
    ]);

    answerB = () => ({ status: 500, json: { message: 'Hệ thống báo cáo đang bảo trì' } });
    const failed = await api.post(callHistoryEndpoint.path, admin, { lineId: lines.b, startDate: from, endDate: to });
    expect([failed.statusCode, messageOf(failed)]).toEqual([502, 'Hệ thống báo cáo đang bảo trì']);
    answerB = () => ({ status: 500, json: {} });
    const silent = await api.post(callHistoryEndpoint.path, admin, { lineId: lines.b, startDate: from, endDate: to });
    expect([silent.statusCode, messageOf(silent)]).toEqual([502, MSG.telephony.historyFailed]);
    // A report address without its token: the seed's message for a missing provider token.
    const noToken = await api.post(callHistoryEndpoint.path, admin, { lineId: lines.bNoToken, startDate: from, endDate: to });
    expect([noToken.statusCode, messageOf(noToken)]).toEqual([502, MSG.telephony.connectionFailed]);
  });
});

describe('provider C (account-token)', () => {
  it('logs in with POST token (userName, password) and calls out with the token it got', async () => {
    const before = providerC.requests.length;
    await loginLine(lines.c);
    const tokenCall = providerC.requests[before]!;
    expect([tokenCall.method, tokenCall.path, tokenCall.body]).toEqual(['POST', '/token', { userName: 'tongdai', password: PASSWORD_C }]);
    const res = await api.post(dialEndpoint.path, admin, { lineId: lines.c, phoneNumber: '0912345678' });
    expect(res.statusCode, res.body).toBe(200);
    expect(resultsOf<{ callId: string }>(res).callId).toBe('C-OUT-1');
    const outbound = providerC.requests.at(-1)!;
    expect([outbound.method, outbound.path, outbound.query, outbound.headers.authorization]).toEqual(['GET', '/OutboundCall', { extension: '1103', phoneNumber: '0912345678' }, 'Bearer tok-C-1']);
    const answer = await api.post(answerCallEndpoint.path, admin, { lineId: lines.c, callId: 'C-OUT-1' });
    expect([answer.statusCode, messageOf(answer)]).toEqual([400, MSG.telephony.comingSoon]);
  });

  it('reads history with POST GetCallHistoryByPhone (phoneNumber, pageSize 200) → data.data, at most 200', async () => {
    const res = await api.post(callHistoryEndpoint.path, admin, { lineId: lines.c });
    expect(res.statusCode, res.body).toBe(200);
    const call = providerC.requests.at(-1)!;
    expect([call.method, call.path, call.body]).toEqual(['POST', '/GetCallHistoryByPhone', { phoneNumber: '', pageSize: 200 }]);
    const items = historyOf(res);
    expect(items).toHaveLength(200);
    expect(items[0]).toMatchObject({ callId: 'C-0', phoneNumber: '0909000111', direction: 'in', answered: false, answeredTime: null, missed: true, hasRecording: true });
  });

  it('serves a recording from GET GetRecordingFile/{callId} as audio/wav, byte for byte', async () => {
    const res = await api.get(TELEPHONY_RECORDING_PATH, admin, { lineId: lines.c, callId: 'C-7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.equals(RECORDING)).toBe(true);
    expect(providerC.requests.at(-1)!.path).toBe('/GetRecordingFile/C-7');
    answerC = (req) => (req.path.startsWith('/GetRecordingFile/') ? { json: { message: 'not audio' } } : defaultC(req));
    const notAudio = await api.get(TELEPHONY_RECORDING_PATH, admin, { lineId: lines.c, callId: 'C-8' });
    expect([notAudio.statusCode, messageOf(notAudio)]).toEqual([502, MSG.telephony.recordingFailed]);
    answerC = defaultC;
  });

  it('gets a new token once when the provider refuses the one it has, and says "Lỗi xác thực" for a refused account', async () => {
    tokenC = 'tok-C-2';
    const res = await api.post(dialEndpoint.path, admin, { lineId: lines.c, phoneNumber: '0912345679' });
    expect(res.statusCode, res.body).toBe(200);
    const lastThree = providerC.requests.slice(-3).map((r) => [r.path, r.headers.authorization ?? null]);
    expect(lastThree).toEqual([
      ['/OutboundCall', 'Bearer tok-C-1'],
      ['/token', null],
      ['/OutboundCall', 'Bearer tok-C-2'],
    ]);
    const wrong = await createLine(t.app, admin, 'tc-5', '1105', { httpUrl: providerC.url, userName: 'tongdai', password: 'sai-mat-khau' });
    const refused = await api.post(lineLoginEndpoint.path, admin, { lineId: wrong });
    expect([refused.statusCode, messageOf(refused)]).toEqual([502, MSG.telephony.authFailed]);
    const unreachable = await createLine(t.app, admin, 'tc-5', '1106', { httpUrl: 'http://127.0.0.1:9', userName: 'tongdai', password: PASSWORD_C });
    const down = await api.post(lineLoginEndpoint.path, admin, { lineId: unreachable });
    expect([down.statusCode, messageOf(down)]).toEqual([502, MSG.telephony.connectionFailed]);
  });
});

describe('the providers’ webhook', () => {
  const post = (provider: 'domain-key' | 'voip-secret' | 'account-token', body: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: telephonyWebhookPath(provider), headers, payload: body });
  const event = (callId: string) => JSON.stringify({ status: 'RINGING_IN', phone: '0966000777', number: '1102', callId });

  it('refuses unsigned garbage with 401 before reading it, and stores nothing', async () => {
    const before = (await storedCalls(t.app, lines.b)).length;
    for (const res of [
      await post('voip-secret', '\u0000not json at all{{{', { 'content-type': 'application/json' }),
      await post('voip-secret', event('W-unsigned'), { 'content-type': 'text/plain' }),
      // Signed with a wrong secret, for another line, or on another provider's path.
      await post('voip-secret', event('W-wrong'), signedHeaders('not-the-secret', '1102', event('W-wrong'))),
      await post('voip-secret', event('W-other'), signedHeaders(SECRET_B, '1101', event('W-other'))),
      await post('domain-key', event('W-path'), signedHeaders(SECRET_B, '1102', event('W-path'))),
      await post('voip-secret', event('W-stale'), signedHeaders(SECRET_B, '1102', event('W-stale'), Date.now() - 3_600_000)),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
    }
    expect((await storedCalls(t.app, lines.b)).length).toBe(before);
  });

  it('parses only a correctly signed body: signed garbage is 400, a signed event is recorded and published', async () => {
    const garbage = 'not json';
    const bad = await post('voip-secret', garbage, signedHeaders(SECRET_B, '1102', garbage));
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, MSG.server.invalidJson]);
    const panel = await listenTo(url, admin, [topics.lineCalls('1102')]);
    const body = event('W-ok');
    const res = await post('voip-secret', body, signedHeaders(SECRET_B, '1102', body));
    expect(res.statusCode, res.body).toBe(200);
    await waitFor(() => callEvents(panel.received).some((e) => e.callId === 'W-ok'));
    expect(callEvents(panel.received).find((e) => e.callId === 'W-ok')).toMatchObject({ code: 'RINGING_IN', phone: '0966000777', number: '1102', direction: 'in' });
    expect((await storedCalls(t.app, lines.b)).map((c) => c.call_id)).toContain('W-ok');
    // The same bytes with one header changed are refused: the line is part of what is signed.
    const headers = { ...signedHeaders(SECRET_B, '1102', body), [TELEPHONY_WEBHOOK_HEADERS.line]: '1104' };
    expect((await post('voip-secret', body, headers)).statusCode).toBe(401);
  });

  it('takes C’s events signed with the line’s password, A’s with its key', async () => {
    const c = JSON.stringify({ code: 'RINGING_IN', phone: '0955000888', callId: 'WC-1' });
    expect((await post('account-token', c, signedHeaders(PASSWORD_C, '1103', c))).statusCode).toBe(200);
    const a = JSON.stringify({ code: 'RINGING_IN', phone: '0955000999', callId: 'WA-1' });
    expect((await post('domain-key', a, signedHeaders(KEY_A, '1101', a))).statusCode).toBe(200);
    expect((await storedCalls(t.app, lines.c)).map((r) => r.call_id)).toContain('WC-1');
    expect((await storedCalls(t.app, lines.a)).map((r) => r.call_id)).toContain('WA-1');
  });
});
