// Who reaches which line, call and caller (issue 15; docs/adr/0088): every telephony route's role and tenancy, the
// caller lookup's tenancy, a line's events over real MQTT clients (another agency never receives them), the SIP
// credentials only to the line's own agency, and the simulator's refusals (anonymous 401, STAFF 403, another agency's
// line or call 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  answerCallEndpoint,
  callerLookupEndpoint,
  callHistoryEndpoint,
  dialEndpoint,
  endCallEndpoint,
  lineLoginEndpoint,
  lineLogoutEndpoint,
  MSG,
  recallEndpoint,
  rejectCallEndpoint,
  reportCallEventEndpoint,
  SIMULATOR_TELEPHONY_PAGE_PATH,
  simulatorAnswerEndpoint,
  simulatorHangupEndpoint,
  simulatorLinesEndpoint,
  simulatorRingEndpoint,
  TELEPHONY_RECORDING_PATH,
  telecomListEndpoint,
  topics,
  type TCallerLookupResponse,
  type TCallEvent,
  type TSimulatorLine,
} from '@busdesk/api-contract';
import { closeListeners, listenOnLoopback, listenTo, waitFor } from '../test-support/realtime-listener';
import { createTrip, messageOf, PATHS, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';
import { createLine, LOCAL_LINES, loginOf, resultsOf, telephonyCaller } from '../test-support/telephony-fixtures';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

const CALLER = '0933123456';
const MINE = LOCAL_LINES.bxmd;
const THEIRS = LOCAL_LINES.saoviet;

let t: TestApp;
let url: string;
let api: ReturnType<typeof telephonyCaller>;
const tok = { admin: '', staff: '', other: '', otherStaff: '' };
let sipLine = '';

beforeAll(async () => {
  t = await createTestApp();
  url = await listenOnLoopback(t.app);
  api = telephonyCaller(t.app);
  tok.admin = await login(t.app, 'admin', 'admin123');
  tok.staff = await login(t.app, 'staff', 'staff123');
  tok.other = await login(t.app, 'admin2', 'admin123');
  tok.otherStaff = await login(t.app, 'saoviet.nv1', 'saoviet123');
  sipLine = await createLine(t.app, tok.admin, 'tc-1', '1201', { domain: 'pbx.bxmd.vn', socketUrl: 'wss://pbx.bxmd.vn:7443', password: 'Mat-khau-SIP-1201' });
});
afterAll(async () => {
  await closeListeners();
  await t.close();
});

const ring = async (token: string, lineId: string, callerNumber = CALLER) => {
  const res = await api.post(simulatorRingEndpoint.path, token, { lineId, callerNumber });
  expect(res.statusCode, res.body).toBe(200);
  return resultsOf<{ callId: string }>(res).callId;
};
const hangup = (token: string, callId: string) => api.post(simulatorHangupEndpoint.path, token, { callId });

describe('role and tenancy of every telephony route', () => {
  it('answers anonymous callers 401 everywhere but the signed webhook', async () => {
    const body = { lineId: MINE.id, callId: 'x', phoneNumber: CALLER, code: 'RINGING_IN', phone: CALLER, direction: 'in' };
    for (const path of [lineLoginEndpoint.path, lineLogoutEndpoint.path, dialEndpoint.path, answerCallEndpoint.path, rejectCallEndpoint.path, endCallEndpoint.path, reportCallEventEndpoint.path, callHistoryEndpoint.path, callerLookupEndpoint.path, simulatorRingEndpoint.path, simulatorAnswerEndpoint.path, simulatorHangupEndpoint.path]) {
      const res = await api.post(path, null, body);
      expect([path, res.statusCode, messageOf(res)]).toEqual([path, 401, MSG.server.unauthorized]);
    }
    for (const [path, query] of [
      [TELEPHONY_RECORDING_PATH, { lineId: MINE.id, callId: 'x' }],
      [recallEndpoint.path, { callid: 'x', lineRecall: MINE.number }],
      [simulatorLinesEndpoint.path, {}],
      [SIMULATOR_TELEPHONY_PAGE_PATH, {}],
    ] as const) {
      expect([path, (await api.get(path, null, query)).statusCode]).toEqual([path, 401]);
    }
  });

  it('lets a STAFF use the panel on the agency’s lines, and answers another agency’s line or call 404', async () => {
    expect((await api.post(lineLoginEndpoint.path, tok.staff, { lineId: MINE.id })).statusCode).toBe(200);
    expect((await api.post(callHistoryEndpoint.path, tok.staff, { lineId: MINE.id })).statusCode).toBe(200);
    const callId = await ring(tok.admin, MINE.id);
    const lineAndCall = { lineId: MINE.id, callId };
    for (const endpoint of [lineLoginEndpoint, lineLogoutEndpoint, dialEndpoint, answerCallEndpoint, rejectCallEndpoint, endCallEndpoint, reportCallEventEndpoint, callHistoryEndpoint]) {
      const res = await api.post(endpoint.path, tok.other, { ...lineAndCall, phoneNumber: CALLER, code: 'RINGING_IN', phone: CALLER, direction: 'in' });
      expect([endpoint.path, res.statusCode]).toEqual([endpoint.path, 404]);
    }
    expect((await api.get(TELEPHONY_RECORDING_PATH, tok.other, lineAndCall)).statusCode).toBe(404);
    // Their own line with this agency's call id: still nothing.
    expect((await api.get(TELEPHONY_RECORDING_PATH, tok.other, { lineId: THEIRS.id, callId })).statusCode).toBe(404);
    expect((await api.post(lineLoginEndpoint.path, tok.other, { lineId: THEIRS.id })).statusCode).toBe(200);
    const foreignAnswer = await api.post(answerCallEndpoint.path, tok.other, { lineId: THEIRS.id, callId });
    expect(foreignAnswer.statusCode).toBe(404);
    expect((await api.get(recallEndpoint.path, tok.other, { callid: callId, lineRecall: MINE.number })).statusCode).toBe(404);
    // The agency's STAFF answers and ends it (the panel), and the call stays the agency's.
    expect((await api.post(answerCallEndpoint.path, tok.staff, lineAndCall)).statusCode).toBe(200);
    expect((await api.post(endCallEndpoint.path, tok.staff, lineAndCall)).statusCode).toBe(200);
    expect((await api.get(TELEPHONY_RECORDING_PATH, tok.staff, lineAndCall)).statusCode).toBe(200);
  });
});

describe('the simulator', () => {
  it('answers a STAFF 403 and shows an ADMIN only the agency’s local lines', async () => {
    for (const res of [
      await api.get(simulatorLinesEndpoint.path, tok.staff),
      await api.post(simulatorRingEndpoint.path, tok.staff, { lineId: MINE.id, callerNumber: CALLER }),
      await api.post(simulatorAnswerEndpoint.path, tok.staff, { callId: 'x' }),
      await api.post(simulatorHangupEndpoint.path, tok.staff, { callId: 'x' }),
      await t.app.inject({ method: 'GET', url: SIMULATOR_TELEPHONY_PAGE_PATH, headers: { cookie: `token=${tok.staff}` } }),
    ]) {
      expect([res.statusCode, messageOf(res)]).toEqual([403, MSG.server.forbidden]);
    }
    const page = await t.app.inject({ method: 'GET', url: SIMULATOR_TELEPHONY_PAGE_PATH, headers: { cookie: `token=${encodeURIComponent(tok.admin)}` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Mô phỏng tổng đài điện thoại (nội bộ)');
    const mine = resultsOf<{ result: TSimulatorLine[] }>(await api.get(simulatorLinesEndpoint.path, tok.admin)).result;
    expect(mine.map((l) => l.number)).toEqual([MINE.number]);
    const theirs = resultsOf<{ result: TSimulatorLine[] }>(await api.get(simulatorLinesEndpoint.path, tok.other)).result;
    expect(theirs.map((l) => l.number)).toEqual([THEIRS.number]);
  });

  it('answers another agency’s line or call 404, and refuses a line that is not of the local exchange', async () => {
    const foreignRing = await api.post(simulatorRingEndpoint.path, tok.other, { lineId: MINE.id, callerNumber: CALLER });
    expect([foreignRing.statusCode, messageOf(foreignRing)]).toEqual([404, MSG.server.notFound]);
    const callId = await ring(tok.admin, MINE.id, '0911222333');
    for (const endpoint of [simulatorAnswerEndpoint, simulatorHangupEndpoint]) {
      expect((await api.post(endpoint.path, tok.other, { callId })).statusCode).toBe(404);
    }
    expect((await hangup(tok.admin, callId)).statusCode).toBe(200);
    const sip = await api.post(simulatorRingEndpoint.path, tok.admin, { lineId: 'tn-1', callerNumber: CALLER });
    expect([sip.statusCode, messageOf(sip)]).toEqual([400, MSG.telephony.simulatorLocalOnly]);
    const badNumber = await api.post(simulatorRingEndpoint.path, tok.admin, { lineId: MINE.id, callerNumber: '09ab' });
    expect([badNumber.statusCode, messageOf(badNumber)]).toEqual([400, MSG.telephony.phoneInvalid]);
  });
});

describe('a line’s events over MQTT', () => {
  it('reach the agency’s users and never another agency, whatever it subscribes to', async () => {
    const own = await listenTo(url, tok.staff, [topics.lineCalls(MINE.number)]);
    const other = await listenTo(url, tok.other, [topics.lineCalls(MINE.number), 'line/+/calls', '#', topics.lineCalls(THEIRS.number)]);
    expect(own.allGranted).toBe(true);
    expect(other.granted).toEqual([128, 128, 128, 0]);
    const callId = await ring(tok.admin, MINE.id, '0911444555');
    expect((await hangup(tok.admin, callId)).statusCode).toBe(200);
    // Their own line's event arrives: their client listens and would have received ours had the broker sent it.
    const theirCall = await ring(tok.other, THEIRS.id, '0911666777');
    await waitFor(() => own.received.filter((r) => r.event.type === 'call' && (r.event as TCallEvent).callId === callId).length >= 2 && other.received.length >= 1);
    expect(own.received.filter((r) => (r.event as TCallEvent).callId === callId).map((r) => (r.event as TCallEvent).code)).toEqual(['RINGING_IN', 'HANGOUT']);
    expect(other.received.map((r) => r.topic)).toEqual([topics.lineCalls(THEIRS.number)]);
    expect(other.received.some((r) => r.raw.includes(callId) || r.raw.includes('0911444555'))).toBe(false);
    expect(own.received.some((r) => r.raw.includes(theirCall))).toBe(false);
    await hangup(tok.other, theirCall);
  });
});

describe('the caller lookup', () => {
  async function book(token: string, phoneNumber: string, fullName: string, routeId?: string) {
    const tripId = await createTrip(t.app, routeId ? { routeId } : {});
    const points = routeId === 'r-giapbat-vinh' ? { pointUp: { id: 'pt-giapbat', pointType: 0 }, pointDown: { id: 'pt-vinh', pointType: 0 } } : {};
    const res = await api.post(PATHS.book, token, { tripId, informationsBySeats: [seatBooking('A05', { phoneNumber, fullName, ...points })] });
    expect(res.statusCode, res.body).toBe(200);
    return ticketsOf(res)[0]!;
  }
  const lookup = async (token: string, phoneNumber: string) => {
    const res = await api.post(callerLookupEndpoint.path, token, { phoneNumber, page: 0, count: 5 });
    expect(res.statusCode, res.body).toBe(200);
    return resultsOf<TCallerLookupResponse>(res);
  };

  it('counts and shows only the agency’s own tickets and calls of the caller, with the ticket sample from the last one', async () => {
    const first = await book(tok.staff, CALLER, 'Trần Văn Bảo');
    await book(tok.staff, CALLER, 'Trần Văn Bảo');
    await t.app.database.rows(sql`update tickets set ticket_status = 0 where id = ${first.ticketId}`);
    await book(tok.other, CALLER, 'Khách Sao Việt', 'r-giapbat-vinh');
    await book(tok.other, CALLER, 'Khách Sao Việt', 'r-giapbat-vinh');
    await book(tok.other, CALLER, 'Khách Sao Việt', 'r-giapbat-vinh');
    const ours = await ring(tok.admin, MINE.id, CALLER);
    await hangup(tok.admin, ours);
    const theirs = await ring(tok.other, THEIRS.id, CALLER);
    await hangup(tok.other, theirs);

    const seen = await lookup(tok.staff, '+84 933 123 456');
    expect(seen.result).toHaveLength(1);
    const [match] = seen.result;
    expect(match!.companyCustomer).toEqual({ phoneNumber: CALLER, fullName: 'Trần Văn Bảo', numberOfTickets: 2, numberCancelTicket: 1 });
    expect(match!.untilNow.numberTicketBookToday).toBe(2);
    expect(match!.tickets.every((x) => x.routeId === 'r-mdong-dalat')).toBe(true);
    expect(match!.calls.map((c) => c.callId)).toContain(ours);
    expect(match!.calls.map((c) => c.callId)).not.toContain(theirs);
    expect(match!.timeline.map((e) => e.type).sort()).toEqual([...match!.tickets.map(() => 'ticket'), ...match!.calls.map(() => 'call')].sort());
    expect(match!.timeline.map((e) => e.at)).toEqual([...match!.timeline.map((e) => e.at)].sort((a, b) => b - a));
    expect(seen.ticketSample).toMatchObject({ routeId: 'r-mdong-dalat', companyId: match!.tickets[0]!.companyId, phoneNumber: CALLER, fullName: 'Trần Văn Bảo', pointUp: { id: 'pt-mdong' }, pointDown: { id: 'pt-dalat' } });
    expect(JSON.stringify(seen)).not.toContain('Khách Sao Việt');

    // The other agency sees its own three, and never this agency's.
    const theirView = await lookup(tok.otherStaff, CALLER);
    expect(theirView.result[0]!.companyCustomer).toMatchObject({ fullName: 'Khách Sao Việt', numberOfTickets: 3, numberCancelTicket: 0 });
    expect(theirView.result[0]!.calls.map((c) => c.callId)).toEqual([theirs]);
    expect(JSON.stringify(theirView)).not.toContain('Trần Văn Bảo');
  });

  it('answers an unknown caller with no customer, and takes the custom token header x-access-token', async () => {
    expect(await lookup(tok.staff, '0999888777')).toEqual({ result: [], ticketSample: null });
    const res = await t.app.inject({ method: 'POST', url: callerLookupEndpoint.path, headers: { 'x-access-token': tok.staff }, payload: { phoneNumber: CALLER, page: 0, count: 5 } });
    expect(res.statusCode).toBe(200);
    expect(resultsOf<TCallerLookupResponse>(res).result).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: callerLookupEndpoint.path, headers: { 'x-access-token': 'not-a-token' }, payload: { phoneNumber: CALLER } })).statusCode).toBe(401);
  });
});

describe('a SIP line', () => {
  it('hands its credentials to a user of its agency at login only, and records the events the browser reports', async () => {
    const res = await api.post(lineLoginEndpoint.path, tok.staff, { lineId: sipLine });
    expect(res.statusCode, res.body).toBe(200);
    expect(loginOf(res).sip).toEqual({ uri: 'sip:1201@pbx.bxmd.vn', socketUrl: 'wss://pbx.bxmd.vn:7443', authorizationUser: '1201', password: 'Mat-khau-SIP-1201', displayName: expect.any(String) });
    expect((await api.post(lineLoginEndpoint.path, tok.other, { lineId: sipLine })).statusCode).toBe(404);
    // The lines' list never carries it.
    expect((await api.post(telecomListEndpoint.path, tok.staff, {})).body).not.toContain('Mat-khau-SIP-1201');

    const panel = await listenTo(url, tok.staff, [topics.lineCalls('1201')]);
    const event = { lineId: sipLine, code: 'RINGING_IN', phone: '0988777666', callId: 'sip-call-1', direction: 'in' };
    expect((await api.post(reportCallEventEndpoint.path, tok.staff, event)).statusCode).toBe(200);
    expect((await api.post(reportCallEventEndpoint.path, tok.staff, { ...event, code: 'HANGUP' })).statusCode).toBe(200);
    await waitFor(() => panel.received.length >= 2);
    expect(panel.received.map((r) => (r.event as TCallEvent).code)).toEqual(['RINGING_IN', 'HANGUP']);
    // Only a SIP line's browser reports events: a local line's come from its exchange.
    expect((await api.post(lineLoginEndpoint.path, tok.staff, { lineId: MINE.id })).statusCode).toBe(200);
    const refused = await api.post(reportCallEventEndpoint.path, tok.staff, { ...event, lineId: MINE.id, callId: 'sip-call-2' });
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, MSG.telephony.eventsFromProvider]);
  });
});
