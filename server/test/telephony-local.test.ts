// The local exchange end to end (issue 15; docs/adr/0088): line login and takeover, a call rung from the ADMIN's
// simulator answered and ended through the call API, an outgoing call answered on the simulator, a missed call and its
// recall, the history and the generated WAV recording — every event on line/{number}/calls over real MQTT clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCallEndpoint,
  callHistoryEndpoint,
  dialEndpoint,
  endCallEndpoint,
  lineLoginEndpoint,
  lineLogoutEndpoint,
  MSG,
  recallEndpoint,
  rejectCallEndpoint,
  simulatorAnswerEndpoint,
  simulatorHangupEndpoint,
  simulatorLinesEndpoint,
  simulatorRingEndpoint,
  TELEPHONY_RECORDING_PATH,
  topics,
  type TCallEvent,
  type TSimulatorLine,
} from '@busdesk/api-contract';
import { closeListeners, listenOnLoopback, listenTo, waitFor, type Listener } from '../test-support/realtime-listener';
import { messageOf } from '../test-support/sales-booking-fixtures';
import { historyOf, LOCAL_LINES, loginOf, readWav, resultsOf, storedCalls, telephonyCaller } from '../test-support/telephony-fixtures';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

const LINE = LOCAL_LINES.bxmd;
const CALLER = '0987654321';

let t: TestApp;
let url: string;
let api: ReturnType<typeof telephonyCaller>;
const tok = { admin: '', staff: '' };

beforeAll(async () => {
  t = await createTestApp();
  url = await listenOnLoopback(t.app);
  api = telephonyCaller(t.app);
  tok.admin = await login(t.app, 'admin', 'admin123');
  tok.staff = await login(t.app, 'staff', 'staff123');
});
afterAll(async () => {
  await closeListeners();
  await t.close();
});

const callEvents = (l: Listener) => l.received.flatMap((r) => (r.event.type === 'call' ? [r.event as TCallEvent] : []));
const codesOf = (l: Listener, callId: string) => callEvents(l).filter((e) => e.callId === callId).map((e) => e.code);
const lineLogin = async (token: string) => {
  const res = await api.post(lineLoginEndpoint.path, token, { lineId: LINE.id });
  expect(res.statusCode, res.body).toBe(200);
  return loginOf(res);
};
const ring = async (callerNumber = CALLER) => {
  const res = await api.post(simulatorRingEndpoint.path, tok.admin, { lineId: LINE.id, callerNumber });
  expect(res.statusCode, res.body).toBe(200);
  return resultsOf<{ callId: string }>(res).callId;
};
const act = (endpoint: { path: string }, token: string, callId: string) => api.post(endpoint.path, token, { lineId: LINE.id, callId });

describe('line login', () => {
  it('gives the line to one login at a time: a second login takes it over and the first panel hears of it', async () => {
    const staffLogin = await lineLogin(tok.staff);
    expect(staffLogin.line).toEqual({ id: LINE.id, number: LINE.number, provider: 'local', telecomCompanyName: 'Tổng đài mô phỏng (cục bộ)' });
    expect(staffLogin.sip).toBeUndefined();
    const staffPanel = await listenTo(url, tok.staff, [topics.lineCalls(LINE.number)]);
    expect(staffPanel.allGranted).toBe(true);

    const adminLogin = await lineLogin(tok.admin);
    expect(adminLogin.tookOver).toBe(true);
    await waitFor(() => staffPanel.received.some((r) => r.event.type === 'line-taken'));
    expect(staffPanel.received.map((r) => r.event)).toContainEqual(expect.objectContaining({ type: 'line-taken', number: LINE.number, loginId: adminLogin.loginId, userName: expect.any(String) }));
    expect(adminLogin.loginId).not.toBe(staffLogin.loginId);

    // The staff's panel no longer holds the line: its calls are refused, and its logout leaves the admin's login.
    const refused = await api.post(dialEndpoint.path, tok.staff, { lineId: LINE.id, phoneNumber: CALLER });
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, MSG.telephony.lineRequired]);
    expect((await api.post(lineLogoutEndpoint.path, tok.staff, { lineId: LINE.id })).statusCode).toBe(200);
    const lines = resultsOf<{ result: TSimulatorLine[] }>(await api.get(simulatorLinesEndpoint.path, tok.admin)).result;
    expect(lines.find((l) => l.id === LINE.id)?.holderName).not.toBeNull();
  });
});

describe('a call rung from the simulator', () => {
  it('rings the panel, is answered and ended through the call API, and leaves a playable recording', async () => {
    await lineLogin(tok.admin);
    const panel = await listenTo(url, tok.admin, [topics.lineCalls(LINE.number)]);
    const callId = await ring();
    await waitFor(() => codesOf(panel, callId).length >= 1);
    expect(callEvents(panel).find((e) => e.callId === callId)).toMatchObject({ type: 'call', code: 'RINGING_IN', phone: CALLER, number: LINE.number, direction: 'in' });

    // A second ring while this one rings: one call per line.
    const busy = await api.post(simulatorRingEndpoint.path, tok.admin, { lineId: LINE.id, callerNumber: '0911111111' });
    expect([busy.statusCode, messageOf(busy)]).toEqual([409, MSG.telephony.lineBusy]);

    expect((await act(answerCallEndpoint, tok.admin, callId)).statusCode).toBe(200);
    const again = await act(answerCallEndpoint, tok.admin, callId);
    expect([again.statusCode, messageOf(again)]).toEqual([409, MSG.telephony.callNotRinging]);
    expect((await act(endCallEndpoint, tok.admin, callId)).statusCode).toBe(200);
    await waitFor(() => codesOf(panel, callId).length >= 3);
    expect(codesOf(panel, callId)).toEqual(['RINGING_IN', 'LISTENING_IN', 'HANGUP']);

    const [item] = historyOf(await api.post(callHistoryEndpoint.path, tok.admin, { lineId: LINE.id, phoneNumber: CALLER }));
    expect(item).toMatchObject({ callId, phoneNumber: CALLER, extension: LINE.number, direction: 'in', status: 'HANGUP', answered: true, missed: false, hasRecording: true });
    expect(item!.callEndTime).not.toBeNull();
    // The talk began at the answer, after the ring started and before the end: its duration counts from there.
    expect(item!.answeredTime).toBeGreaterThanOrEqual(item!.callStartTime);
    expect(item!.answeredTime).toBeLessThanOrEqual(item!.callEndTime!);
    const stored = (await storedCalls(t.app, LINE.id)).find((c) => c.call_id === callId);
    expect(stored?.delivery_note).toBe('recorded locally, not delivered');

    const audio = await api.get(TELEPHONY_RECORDING_PATH, tok.admin, { lineId: LINE.id, callId });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    const wav = readWav(audio.rawPayload);
    expect(wav).toMatchObject({ format: 1, channels: 1, sampleRate: 8000, bitsPerSample: 16 });
    expect(wav.seconds).toBeGreaterThan(3);
    expect(wav.seconds).toBeLessThan(6);
    // Tones, not silence.
    expect(wav.rms).toBeGreaterThan(1000);
    // An <audio> element sends the token in the query string.
    const byQuery = await t.app.inject({ method: 'GET', url: `${TELEPHONY_RECORDING_PATH}?lineId=${LINE.id}&callId=${callId}&token=${encodeURIComponent(tok.staff)}` });
    expect(byQuery.rawPayload.equals(audio.rawPayload)).toBe(true);
  });

  it('leaves a missed call when the caller gives up or the clerk rejects, without a recording', async () => {
    await lineLogin(tok.admin);
    const gaveUp = await ring('0922222222');
    expect((await api.post(simulatorHangupEndpoint.path, tok.admin, { callId: gaveUp })).statusCode).toBe(200);
    const lateAnswer = await act(answerCallEndpoint, tok.admin, gaveUp);
    expect([lateAnswer.statusCode, messageOf(lateAnswer)]).toEqual([409, MSG.telephony.callNotRinging]);
    const rejected = await ring('0933333333');
    expect((await act(rejectCallEndpoint, tok.admin, rejected)).statusCode).toBe(200);

    const history = historyOf(await api.post(callHistoryEndpoint.path, tok.admin, { lineId: LINE.id }));
    expect(history.find((c) => c.callId === gaveUp)).toMatchObject({ status: 'HANGOUT', answered: false, answeredTime: null, missed: true, hasRecording: false });
    expect(history.find((c) => c.callId === rejected)).toMatchObject({ status: 'HANGUP', answered: false, answeredTime: null, missed: true, hasRecording: false });
    const none = await api.get(TELEPHONY_RECORDING_PATH, tok.admin, { lineId: LINE.id, callId: rejected });
    expect([none.statusCode, messageOf(none)]).toEqual([404, MSG.telephony.noRecording]);
  });
});

describe('an outgoing call', () => {
  it('rings on the simulator, where the called party answers and hangs up', async () => {
    await lineLogin(tok.admin);
    const panel = await listenTo(url, tok.admin, [topics.lineCalls(LINE.number)]);
    const bad = await api.post(dialEndpoint.path, tok.admin, { lineId: LINE.id, phoneNumber: '' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, MSG.telephony.numberRequired]);
    const dialled = await api.post(dialEndpoint.path, tok.admin, { lineId: LINE.id, phoneNumber: '0912 345 678' });
    expect(dialled.statusCode, dialled.body).toBe(200);
    const { callId, message } = resultsOf<{ callId: string; message: string }>(dialled);
    expect(message).toBe(MSG.telephony.dialOutSuccess);

    const lines = resultsOf<{ result: TSimulatorLine[] }>(await api.get(simulatorLinesEndpoint.path, tok.admin)).result;
    expect(lines.find((l) => l.id === LINE.id)?.call).toMatchObject({ callId, code: 'RINGING_OUT', direction: 'out', phoneNumber: '0912345678' });
    expect((await api.post(simulatorAnswerEndpoint.path, tok.admin, { callId })).statusCode).toBe(200);
    expect((await api.post(simulatorHangupEndpoint.path, tok.admin, { callId })).statusCode).toBe(200);
    // The clerk presses end as the far end hangs up: no failure.
    expect((await act(endCallEndpoint, tok.admin, callId)).statusCode).toBe(200);
    await waitFor(() => codesOf(panel, callId).length >= 3);
    expect(codesOf(panel, callId)).toEqual(['RINGING_OUT', 'LISTENING_OUT', 'HANGOUT_OUTBOUND']);
    const [stored] = (await storedCalls(t.app, LINE.id)).filter((c) => c.call_id === callId);
    expect(stored).toMatchObject({ direction: 'out', status: 'HANGOUT_OUTBOUND' });
    expect(stored!.answered_at).not.toBeNull();
  });

  it('one the called party never picks up is not answered: no talk time, not a missed call', async () => {
    await lineLogin(tok.admin);
    const dialled = await api.post(dialEndpoint.path, tok.admin, { lineId: LINE.id, phoneNumber: '0955555555' });
    const { callId } = resultsOf<{ callId: string }>(dialled);
    expect((await act(endCallEndpoint, tok.admin, callId)).statusCode).toBe(200);
    const item = historyOf(await api.post(callHistoryEndpoint.path, tok.admin, { lineId: LINE.id, phoneNumber: '0955555555' })).find((c) => c.callId === callId);
    expect(item).toMatchObject({ direction: 'out', answered: false, answeredTime: null, missed: false });
    expect(item!.callEndTime).not.toBeNull();
  });
});

describe('recall of a missed call (GET voice-cloud/recall)', () => {
  it('marks the missed call recalled from the line and dials the caller from it, once', async () => {
    await lineLogin(tok.admin);
    const panel = await listenTo(url, tok.admin, [topics.lineCalls(LINE.number)]);
    const missed = await ring('0944444444');
    expect((await api.post(simulatorHangupEndpoint.path, tok.admin, { callId: missed })).statusCode).toBe(200);

    const res = await api.get(recallEndpoint.path, tok.admin, { callid: missed, lineRecall: LINE.number });
    expect(res.statusCode, res.body).toBe(200);
    const recall = resultsOf<{ callId: string }>(res).callId;
    await waitFor(() => codesOf(panel, recall).length >= 1);
    expect(callEvents(panel).find((e) => e.callId === recall)).toMatchObject({ code: 'RINGING_OUT', phone: '0944444444', direction: 'out' });
    const history = historyOf(await api.post(callHistoryEndpoint.path, tok.admin, { lineId: LINE.id }));
    expect(history.find((c) => c.callId === missed)).toMatchObject({ missed: true, recalled: true, lineRecall: LINE.number });
    expect((await act(endCallEndpoint, tok.admin, recall)).statusCode).toBe(200);

    const twice = await api.get(recallEndpoint.path, tok.admin, { callid: missed, lineRecall: LINE.number });
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, MSG.telephony.notMissed]);
    // An answered call is no missed call.
    const answered = historyOf(await api.post(callHistoryEndpoint.path, tok.admin, { lineId: LINE.id })).find((c) => !c.missed && c.direction === 'in');
    const notMissed = await api.get(recallEndpoint.path, tok.admin, { callid: answered!.callId, lineRecall: LINE.number });
    expect([notMissed.statusCode, messageOf(notMissed)]).toEqual([409, MSG.telephony.notMissed]);
    // Another agency's line number is no line of this agency.
    const foreign = await api.get(recallEndpoint.path, tok.admin, { callid: missed, lineRecall: LOCAL_LINES.saoviet.number });
    expect(foreign.statusCode).toBe(404);
  });
});
