import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelTicketsEndpoint,
  isSellableSeatType,
  MSG,
  ticketReportEndpoint,
  updateCancelledTicketsEndpoint,
  type TTicketReportResponse,
  type TTicketReportRow,
  type TUpdateCancelledTicketsResponse,
} from '@busdesk/api-contract';
import { holdSeats } from '../test-support/payments-fixtures';
import { createTrip, DAY, messageOf, poster } from '../test-support/sales-booking-fixtures';
import { insertTickets, resultsOf, tripDate } from '../test-support/trip-ops-fixtures';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};
let startDate = 0;
/** The tickets each test cancels, by who sold them. */
const cancelled: Record<string, string[]> = { admin: [], staff: [], quaymoi: [], admin2: [] };
const baseline: Record<string, string[]> = {};
let baselineRefunded: string[] = [];
/** What `who` must see: the baseline and the tickets of `sellers` cancelled here. */
const expected = (who: string, ...sellers: string[]) => [...baseline[who]!, ...sellers.flatMap((s) => cancelled[s]!)].sort();

/** Books `seats` for `who` (some paid in full, some with a deposit) on a trip in 3 days, then cancels them through the sales API. */
async function sellAndCancel(who: string, tripId: string, seats: string[], paid: number) {
  const held = await holdSeats(t.app, tokens[who]!, tripId, seats, paid);
  const ids = held.map((x) => x.ticketId);
  const res = await post(cancelTicketsEndpoint.path, tokens[who]!, { ticketIds: ids, cancelReason: 'Đổi lịch', isRefunded: false });
  expect(res.statusCode, res.body).toBe(200);
  cancelled[who]!.push(...ids);
  return ids;
}

const report = (who: string, body: object) => post(ticketReportEndpoint.path, tokens[who]!, { startDate, endDate: startDate, ticketStatus: 0, count: 20, ...body });

async function allCancelled(who: string, body: object = {}) {
  const rows: TTicketReportRow[] = [];
  let first: TTicketReportResponse | null = null;
  let nextPageToken: string | null = null;
  let pages = 0;
  do {
    const res = await report(who, { ...body, nextPageToken });
    expect(res.statusCode, res.body).toBe(200);
    const answer: TTicketReportResponse = resultsOf<TTicketReportResponse>(res);
    first ??= answer;
    rows.push(...answer.data);
    nextPageToken = answer.nextPageToken;
    pages++;
  } while (nextPageToken && pages < 50);
  return { rows, first: first!, pages };
}

/** The trip's seats a passenger can buy, in seat-map order. */
async function sellableSeats(tripId: string): Promise<string[]> {
  const [row] = await t.app.database.rows<{ seat_map: Array<{ seatId: string; seatType: number }> }>(sql`select seat_map from trips where id = ${tripId}`);
  return row!.seat_map.filter((s) => isSellableSeatType(s.seatType)).map((s) => s.seatId);
}

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  for (const [who, password] of [
    ['admin', 'admin123'],
    ['staff', 'staff123'],
    ['quaymoi', 'quaymoi123'],
    ['admin2', 'admin123'],
  ] as const)
    tokens[who] = await login(t.app, who, password);
  // A trip of the agency's route far enough ahead that cancelling costs no fee, and one within 24 h (10 % fee).
  const far = await createTrip(t.app, { startsIn: 3 * DAY });
  startDate = (await tripDate(t.app, far)).startDate;
  // The demo seed has cancelled tickets of its own that day: what each user saw before this file's are the baseline.
  for (const who of Object.keys(cancelled)) baseline[who] = (await allCancelled(who)).rows.map((r) => r.ticketId);
  baselineRefunded = (await allCancelled('admin', { isRefunded: true })).rows.map((r) => r.ticketId);
  const seats = await sellableSeats(far);
  expect(seats.length).toBeGreaterThanOrEqual(22);
  await sellAndCancel('admin', far, seats.slice(0, 16), 350_000);
  await sellAndCancel('staff', far, seats.slice(16, 19), 100_000);
  await sellAndCancel('quaymoi', far, seats.slice(19, 21), 350_000);
  // A ticket cancelled on a trip within 24 hours keeps a fee: the refund is paid − fee as recorded at cancel.
  const near = await createTrip(t.app, { startsIn: 20 * 3_600_000 });
  if ((await tripDate(t.app, near)).startDate === startDate) await sellAndCancel('admin', near, (await sellableSeats(near)).slice(0, 1), 350_000);
  // Another agency's cancelled ticket that day must never appear (laid down directly: it sells other routes).
  cancelled.admin2!.push(...(await insertTickets(t.app, far, [{ seatId: 'X99', partnerId: 'p-saoviet', status: 0, price: 200_000 }])));
  // An active (not cancelled) ticket the same day: not in the cancelled report.
  await holdSeats(t.app, tokens.admin!, far, [seats[21]!], 0);
});
afterAll(() => t.close());

describe('cancelled-ticket report', () => {
  it('pages 20 at a time by ticket code descending and its totals equal the sums over every page', async () => {
    const { rows, first, pages } = await allCancelled('admin');
    const mine = expected('admin', 'admin', 'staff', 'quaymoi');
    expect(rows.map((r) => r.ticketId).sort()).toEqual(mine);
    expect(pages).toBe(Math.ceil(mine.length / 20));
    expect(rows.every((r) => r.ticketStatus === 0)).toBe(true);
    const keys = rows.map((r) => `${r.ticketCode}|${r.ticketId}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(first.totals).toEqual({
      count: rows.length,
      agencyPrice: rows.reduce((s, r) => s + r.agencyPrice, 0),
      paidMoney: rows.reduce((s, r) => s + r.paidMoney, 0),
      cancelFee: rows.reduce((s, r) => s + r.cancelFee, 0),
      refund: rows.reduce((s, r) => s + r.refund, 0),
      paidMoneyCash: rows.reduce((s, r) => s + r.paidMoneyCash, 0),
      paidMoneyOnline: rows.reduce((s, r) => s + r.paidMoneyOnline, 0),
      commission: rows.reduce((s, r) => s + (r.collectionTransactions[0]?.commission ?? 0), 0),
    });
    expect(first.count).toBe(rows.length);
  });

  it('reports the refunds recorded at cancel (paid − fee of the cancel log), in integer đồng', async () => {
    const { rows, first } = await allCancelled('admin');
    const logged = await t.app.database.rows<{ refund: number }>(sql`
      select coalesce(sum((e->>'value')::bigint), 0)::bigint as refund
      from ticket_logs l, jsonb_array_elements(l.logs) e
      where l.log_type = 4 and e->>'field' = 'refund' and l.ticket_id in (${sql.join(
        rows.map((r) => sql`${r.ticketId}`),
        sql`, `,
      )})`);
    expect(first.totals!.refund).toBe(logged[0]!.refund);
    expect(rows.every((r) => Number.isInteger(r.refund) && r.refund === r.paidMoney - r.cancelFee)).toBe(true);
  });

  it('keeps to the agency and its children; STAFF sees only what they sold', async () => {
    const staff = await allCancelled('staff');
    expect(staff.rows.map((r) => r.ticketId).sort()).toEqual(expected('staff', 'staff'));
    expect(staff.first.totals!.count).toBe(expected('staff', 'staff').length);
    // STAFF cannot widen the scope by naming another seller.
    const adminUser = await t.app.database.rows<{ id: string }>(sql`select id from partner_users where username = 'admin'`);
    const widened = await allCancelled('staff', { userPartnerId: adminUser[0]!.id });
    expect(widened.rows.map((r) => r.ticketId).sort()).toEqual(expected('staff', 'staff'));

    const child = await allCancelled('quaymoi');
    expect(child.rows.map((r) => r.ticketId).sort()).toEqual(expected('quaymoi', 'quaymoi'));
    const onlyChild = await allCancelled('admin', { subPartnerIds: ['p-bxmd-moi'] });
    expect(onlyChild.rows.map((r) => r.ticketId).sort()).toEqual(expected('quaymoi', 'quaymoi'));

    const other = await allCancelled('admin2');
    expect(other.rows.map((r) => r.ticketId).sort()).toEqual(expected('admin2', 'admin2'));
    const mine = await allCancelled('admin');
    expect(mine.rows.some((r) => cancelled.admin2!.includes(r.ticketId))).toBe(false);
    expect((await report('admin2', { subPartnerIds: ['p-bxmd'] })).statusCode).toBe(404);
    expect((await report('quaymoi', { subPartnerIds: ['p-bxmd'] })).statusCode).toBe(404);
  });

  it('filters refunded / not refunded and by company', async () => {
    const notRefunded = await allCancelled('admin', { isRefunded: false });
    expect(notRefunded.rows.length).toBeGreaterThan(0);
    expect(notRefunded.rows.every((r) => !r.isRefunded)).toBe(true);
    const noCompany = await report('admin', { companyId: 'c-none' });
    expect(resultsOf<TTicketReportResponse>(noCompany).data).toHaveLength(0);
    const bad = await report('admin', { startDate: 20310230 });
    expect(bad.statusCode).toBe(400);
    // The day after, as a date (startDate + 1 is no date on a month's last day, refused for another reason).
    const ymd = String(startDate);
    const dayAfter = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + 1));
    const reversed = await report('admin', { startDate: Number(dayAfter.toISOString().slice(0, 10).replace(/-/g, '')) });
    expect(reversed.statusCode).toBe(400);
  });

  it('a tampered token is refused with 400 and the untampered one pages on (control)', async () => {
    const firstPage = resultsOf<TTicketReportResponse>(await report('admin', {}));
    const token = firstPage.nextPageToken!;
    expect((await report('admin', { nextPageToken: token })).statusCode).toBe(200);
    const [body, signature] = token.split('.') as [string, string];
    const moved = Buffer.from(JSON.stringify(['ZZZZ', 'zzz'])).toString('base64url');
    const res = await report('admin', { nextPageToken: `${moved}.${signature}` });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(MSG.reports.invalidPageToken);
    expect((await report('admin', { nextPageToken: `${body}.${signature}`, isRefunded: true })).statusCode).toBe(400);
  });
});

describe('cancelled-ticket update', () => {
  const update = (who: string, body: object) => post(updateCancelledTicketsEndpoint.path, tokens[who]!, body);

  it('marks tickets refunded with the default reason when none is given, and the report follows', async () => {
    const ids = cancelled.admin!.slice(0, 2);
    const res = await update('admin', { ticketIds: ids, cancelReason: '   ', isRefunded: true });
    expect(res.statusCode, res.body).toBe(200);
    const answer = resultsOf<TUpdateCancelledTicketsResponse>(res);
    expect(answer.tickets.map((x) => x.ticketId).sort()).toEqual([...ids].sort());
    expect(answer.tickets.every((x) => x.isRefunded && x.cancelReason === MSG.reports.defaultCancelReason)).toBe(true);
    const refunded = await allCancelled('admin', { isRefunded: true });
    expect(refunded.rows.map((r) => r.ticketId).sort()).toEqual([...baselineRefunded, ...ids].sort());
    // The money recorded at cancel does not move.
    expect(refunded.first.totals!.refund).toBe(refunded.rows.reduce((s, r) => s + r.paidMoney - r.cancelFee, 0));
    const logs = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from ticket_logs where log_type = 2 and ticket_id = ${ids[0]!}`);
    expect(logs[0]!.n).toBe(1);
  });

  it('keeps the reason given', async () => {
    const [id] = cancelled.admin!.slice(2, 3);
    const res = await update('admin', { ticketIds: [id], cancelReason: 'Xe hỏng', isRefunded: false });
    expect(resultsOf<TUpdateCancelledTicketsResponse>(res).tickets[0]).toMatchObject({ cancelReason: 'Xe hỏng', isRefunded: false });
  });

  it('refuses another agency, a STAFF user on tickets they did not sell, and tickets not cancelled', async () => {
    const [mine] = cancelled.admin!;
    expect((await update('admin2', { ticketIds: [mine], isRefunded: true })).statusCode).toBe(404);
    expect((await update('staff', { ticketIds: [mine], isRefunded: true })).statusCode).toBe(404);
    expect((await update('staff', { ticketIds: [cancelled.staff![0]], isRefunded: true })).statusCode).toBe(200);
    const tripId = await createTrip(t.app);
    const [active] = await holdSeats(t.app, tokens.admin!, tripId, (await sellableSeats(tripId)).slice(0, 1));
    const res = await update('admin', { ticketIds: [active!.ticketId], isRefunded: true });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(MSG.reports.notCancelled);
    // All or nothing: the cancelled ticket sent with it is unchanged.
    const mixed = await update('admin', { ticketIds: [cancelled.admin![5], active!.ticketId], isRefunded: true });
    expect(mixed.statusCode).toBe(400);
    const [row] = await t.app.database.rows<{ is_refunded: boolean }>(sql`select is_refunded from tickets where id = ${cancelled.admin![5]!}`);
    expect(row!.is_refunded).toBe(false);
    expect((await update('admin', { ticketIds: [], isRefunded: true })).statusCode).toBe(400);
  });
});
