// The history tab's default window (002 §2: 00:00 today → now, Vietnam's day) and an explicit window, on a moved
// clock: calls placed before and after a Vietnamese midnight, without waiting for one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callHistoryEndpoint, MSG, simulatorHangupEndpoint, simulatorRingEndpoint } from '@busdesk/api-contract';
import { messageOf } from '../test-support/sales-booking-fixtures';
import { historyOf, LOCAL_LINES, resultsOf, telephonyCaller } from '../test-support/telephony-fixtures';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

/** 2026-03-10 00:00 in Vietnam (UTC+7) = 2026-03-09 17:00 UTC. */
const MIDNIGHT_VN = Date.UTC(2026, 2, 9, 17, 0, 0);
const LINE = LOCAL_LINES.bxmd;

let clock = MIDNIGHT_VN - 30 * 60_000;
let t: TestApp;
let api: ReturnType<typeof telephonyCaller>;
let admin = '';

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  api = telephonyCaller(t.app);
  admin = await login(t.app, 'admin', 'admin123');
});
afterAll(() => t.close());

async function missedCallAt(at: number, callerNumber: string): Promise<string> {
  clock = at;
  const res = await api.post(simulatorRingEndpoint.path, admin, { lineId: LINE.id, callerNumber });
  expect(res.statusCode, res.body).toBe(200);
  const { callId } = resultsOf<{ callId: string }>(res);
  expect((await api.post(simulatorHangupEndpoint.path, admin, { callId })).statusCode).toBe(200);
  return callId;
}

describe('call history window', () => {
  it('defaults to 00:00 today (Vietnam) → now, and takes an explicit window in ms', async () => {
    const lateYesterday = await missedCallAt(MIDNIGHT_VN - 30 * 60_000, '0911000001');
    const earlyToday = await missedCallAt(MIDNIGHT_VN + 10 * 60_000, '0911000002');
    clock = MIDNIGHT_VN + 2 * 3_600_000;

    const today = historyOf(await api.post(callHistoryEndpoint.path, admin, { lineId: LINE.id }));
    expect(today.map((c) => c.callId)).toEqual([earlyToday]);
    expect(today[0]!.callStartTime).toBe(MIDNIGHT_VN + 10 * 60_000);

    const both = historyOf(await api.post(callHistoryEndpoint.path, admin, { lineId: LINE.id, startDate: MIDNIGHT_VN - 3_600_000, endDate: MIDNIGHT_VN + 3_600_000 }));
    expect(both.map((c) => c.callId)).toEqual([earlyToday, lateYesterday]);
    const reversed = await api.post(callHistoryEndpoint.path, admin, { lineId: LINE.id, startDate: MIDNIGHT_VN, endDate: MIDNIGHT_VN - 1 });
    expect([reversed.statusCode, messageOf(reversed)]).toEqual([400, MSG.telephony.dateRangeInvalid]);
  });
});
