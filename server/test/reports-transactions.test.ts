import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelTicketsEndpoint,
  createPartnerUserEndpoint,
  MSG,
  ticketReportEndpoint,
  ticketStatsEndpoint,
  topUpPartnerUserEndpoint,
  transactionReportEndpoint,
  tripSaleReportEndpoint,
  updateTicketsEndpoint,
  type TTicket,
  type TTicketReportResponse,
  type TTicketReportRow,
  type TTicketStatsResponse,
  type TTransactionReportResponse,
  type TTransactionReportRow,
  type TTripSaleReportResponse,
} from '@busdesk/api-contract';
import { createTrip, messageOf, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';
import { vnDate } from '../src/db/seed/seed-sales';
import { resultsOf } from '../test-support/trip-ops-fixtures';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};
/** The employee these tests create (commission 4 %): every ledger entry of theirs is written here. */
let sellerId = '';
const SELLER_COMMISSION = 4;
const DAY_START = Date.now() - 86_400_000;
const DAY_END = Date.now() + 86_400_000;

/** Books seats on a fresh trip as `who`, each seat with its own payment type and paid amount. */
async function sell(who: string, tripId: string, seats: Array<{ seatId: string; paymentType: number; paid: 'full' | number }>): Promise<TTicket[]> {
  const price = 350_000; // r-mdong-dalat, Miền Đông → Đà Lạt
  const res = await post(PATHS.book, tokens[who]!, {
    tripId,
    informationsBySeats: seats.map((s) => seatBooking(s.seatId, { paymentType: s.paymentType, paidMoney: s.paid === 'full' ? price : s.paid })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ticketsOf(res);
}

async function entriesOf(ticketIds: readonly string[]) {
  return t.app.database.rows<{ id: string; ticket_id: string; amount: number; balance_type: number; status: number; description: string; partner_user_id: string }>(sql`
    select id, ticket_id, amount, balance_type, status, description, partner_user_id from partner_transactions
    where ticket_id in (${sql.join(ticketIds.map((id) => sql`${id}`), sql`, `)}) order by pay_date, id`);
}

const ledgerRows = async () => Number((await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from partner_transactions`))[0]!.n);

const report = (who: string, body: object) => post(transactionReportEndpoint.path, tokens[who]!, { startTime: DAY_START, endTime: DAY_END, ...body });

/** Every page of the transaction report, following nextPageToken. */
async function allPages(who: string, body: object = {}) {
  const rows: TTransactionReportRow[] = [];
  const pages: TTransactionReportResponse[] = [];
  let nextPageToken: string | null = null;
  do {
    const res = await report(who, { ...body, nextPageToken });
    expect(res.statusCode, res.body).toBe(200);
    const answer: TTransactionReportResponse = resultsOf<TTransactionReportResponse>(res);
    pages.push(answer);
    rows.push(...answer.transaction);
    nextPageToken = answer.nextPageToken;
  } while (nextPageToken && pages.length < 100);
  return { rows, pages, totals: pages[0]!.totals! };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  for (const [who, password] of [
    ['admin', 'admin123'],
    ['staff', 'staff123'],
    ['admin2', 'admin123'],
    ['quaymoi', 'quaymoi123'],
  ] as const)
    tokens[who] = await login(t.app, who, password);
  const created = await post(createPartnerUserEndpoint.path, tokens.admin!, {
    name: 'Vũ Thị Hoa Hồng',
    userName: `ledger.${process.pid}`,
    password: 'ledger123',
    commission: SELLER_COMMISSION,
    routeIds: ['r-mdong-dalat'],
  });
  expect(created.statusCode, created.body).toBe(200);
  sellerId = resultsOf<{ user: { id: string } }>(created).user.id;
  tokens.seller = await login(t.app, `ledger.${process.pid}`, 'ledger123');
});
afterAll(() => t.close());

describe('the commission entries are written by the sale that earns them', () => {
  it('a sale paid by transfer writes one "Hoa hồng" entry of the ticket commission; a cash counter sale and a hold write none', async () => {
    const tripId = await createTrip(t.app);
    const sold = await sell('seller', tripId, [
      { seatId: 'A01', paymentType: 6, paid: 'full' },
      { seatId: 'A02', paymentType: 3, paid: 'full' },
      { seatId: 'A03', paymentType: 6, paid: 100_000 },
    ]);
    const bySeat = new Map(sold.map((x) => [x.seatId, x]));
    const entries = await entriesOf(sold.map((x) => x.ticketId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ticket_id: bySeat.get('A01')!.ticketId,
      amount: Math.round((350_000 * SELLER_COMMISSION) / 100),
      balance_type: 2,
      status: 2,
      partner_user_id: sellerId,
    });
    expect(entries[0]!.description).toContain(bySeat.get('A01')!.ticketCode);
  });

  it('a refused sale (seat already taken) writes no entry: the ledger is in the booking statement', async () => {
    const tripId = await createTrip(t.app);
    await sell('seller', tripId, [{ seatId: 'A01', paymentType: 6, paid: 'full' }]);
    const before = await ledgerRows();
    const res = await post(PATHS.book, tokens.seller!, {
      tripId,
      informationsBySeats: [seatBooking('A02', { paymentType: 6, paidMoney: 350_000 }), seatBooking('A01', { paymentType: 6, paidMoney: 350_000 })],
    });
    expect(res.statusCode).toBe(409);
    expect(await ledgerRows()).toBe(before);
    // Control: the free seat alone sells and writes its entry.
    await sell('seller', tripId, [{ seatId: 'A02', paymentType: 6, paid: 'full' }]);
    expect(await ledgerRows()).toBe(before + 1);
  });

  it('paying a hold earns the commission then; cancelling writes a reversing entry and leaves the first one as it was', async () => {
    const tripId = await createTrip(t.app);
    const [held] = await sell('seller', tripId, [{ seatId: 'B01', paymentType: 6, paid: 50_000 }]);
    expect(await entriesOf([held!.ticketId])).toHaveLength(0);
    const paid = await post(updateTicketsEndpoint.path, tokens.seller!, { tickets: [{ ticketId: held!.ticketId, ticketStatus: 3 }] });
    expect(paid.statusCode, paid.body).toBe(200);
    const [earned] = await entriesOf([held!.ticketId]);
    expect(earned).toMatchObject({ amount: 14_000, balance_type: 2 });

    const cancel = await post(cancelTicketsEndpoint.path, tokens.seller!, { ticketIds: [held!.ticketId], cancelReason: 'Đổi lịch', isRefunded: false });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await entriesOf([held!.ticketId]);
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual(earned);
    expect(after[1]).toMatchObject({ amount: -14_000, balance_type: 2, status: 2 });
    expect(after[1]!.description.startsWith(MSG.ledger.commissionReversed)).toBe(true);
  });

  it("reconciles: the seller's commission entries of the day = the commission settlement computes for the same sales", async () => {
    const trips = [await createTrip(t.app), await createTrip(t.app)];
    const a = await sell('seller', trips[0]!, [
      { seatId: 'A01', paymentType: 6, paid: 'full' },
      { seatId: 'A02', paymentType: 24, paid: 'full' },
      { seatId: 'A03', paymentType: 3, paid: 'full' },
      { seatId: 'A04', paymentType: 2, paid: 'full' },
    ]);
    const b = await sell('seller', trips[1]!, [
      { seatId: 'A01', paymentType: 1, paid: 'full' },
      { seatId: 'A02', paymentType: 6, paid: 10_000 },
      { seatId: 'A03', paymentType: 6, paid: 'full' },
    ]);
    // One of them is cancelled, one hold is paid: the ledger and the settlement must both follow.
    const cancelOne = await post(cancelTicketsEndpoint.path, tokens.seller!, { ticketIds: [a[0]!.ticketId], isRefunded: false });
    expect(cancelOne.statusCode, cancelOne.body).toBe(200);
    const hold = b.find((x) => x.seatId === 'A02')!;
    expect((await post(updateTicketsEndpoint.path, tokens.seller!, { tickets: [{ ticketId: hold.ticketId, ticketStatus: 3 }] })).statusCode).toBe(200);

    const ids = [...a, ...b].map((x) => x.ticketId);
    const ledger = sum((await entriesOf(ids)).map((e) => e.amount));
    let settlement = 0;
    for (const tripId of trips) {
      const res = await post(tripSaleReportEndpoint.path, tokens.admin!, { tripId });
      expect(res.statusCode, res.body).toBe(200);
      const { totals } = resultsOf<TTripSaleReportResponse>(res);
      settlement += totals.onlineCompanyCommission + totals.onlinePartnerCommission + totals.onlineDelegateCommission;
    }
    // A02, A01(b), A02(b), A03(b) at 4 % of 350.000 đ; the cancelled A01 and the cash A03/A04 earn none.
    expect(settlement).toBe(4 * 14_000);
    expect(ledger).toBe(settlement);
    // The same through the report, for the seller over the day: their entries (only ever written by this file).
    const { totals, rows } = await allPages('admin', { partnerUserId: sellerId });
    expect(totals.commission).toBe(sum(rows.filter((r) => r.balanceType === 2).map((r) => r.amount)));
  });
});

describe('top-ups', () => {
  const topUp = (who: string, body: object) => post(topUpPartnerUserEndpoint.path, tokens[who]!, body);

  it("an ADMIN tops up an employee of the agency; it shows in the report as 'Nạp tiền' (type 1)", async () => {
    const res = await topUp('admin', { userId: sellerId, amount: 2_500_000, description: 'Nạp tiền đầu ca' });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await allPages('admin', { partnerUserId: sellerId });
    const row = rows.find((r) => r.balanceType === 1 && r.amount === 2_500_000);
    expect(row).toMatchObject({ description: 'Nạp tiền đầu ca', status: 2, partnerUserName: 'Vũ Thị Hoa Hồng', partnerName: 'Bến xe Miền Đông' });
  });

  it('refuses bad amounts and an empty description with Vietnamese messages, and writes nothing', async () => {
    const before = await ledgerRows();
    for (const [body, message] of [
      [{ userId: sellerId, amount: 0, description: 'x' }, MSG.ledger.amountInvalid],
      [{ userId: sellerId, amount: -5_000, description: 'x' }, MSG.ledger.amountInvalid],
      [{ userId: sellerId, amount: 1500.5, description: 'x' }, MSG.ledger.amountInvalid],
      [{ userId: sellerId, description: 'x' }, MSG.ledger.amountRequired],
      [{ userId: sellerId, amount: 10_000, description: '   ' }, MSG.ledger.descriptionRequired],
    ] as const) {
      const res = await topUp('admin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(res)).toContain(message);
    }
    expect(await ledgerRows()).toBe(before);
  });

  it('only an ADMIN, only for its own agency: STAFF 403, another agency\'s employee 404', async () => {
    const before = await ledgerRows();
    expect((await topUp('staff', { userId: 'u-staff', amount: 10_000, description: 'tự nạp' })).statusCode).toBe(403);
    expect((await topUp('admin2', { userId: sellerId, amount: 10_000, description: 'khác đại lý' })).statusCode).toBe(404);
    // A parent's ADMIN does not top up a child station's employee either: the employee screen is the agency's own.
    expect((await topUp('admin', { userId: 'u-quaymoi', amount: 10_000, description: 'trạm con' })).statusCode).toBe(404);
    expect(await ledgerRows()).toBe(before);
    // Control: the same call for an own employee is written.
    expect((await topUp('admin', { userId: 'u-staff', amount: 10_000, description: 'Nạp bổ sung' })).statusCode).toBe(200);
    expect(await ledgerRows()).toBe(before + 1);
  });
});

describe('the transaction report', () => {
  it('pages 10 at a time; the totals of the first page are the sums of every row of every page', async () => {
    const { rows, pages, totals } = await allPages('admin');
    expect(rows.length).toBeGreaterThan(10);
    expect(pages[0]!.transaction).toHaveLength(10);
    expect(pages.slice(1).every((p) => p.totals === null)).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(totals.count).toBe(rows.length);
    expect(totals.amount).toBe(sum(rows.map((r) => r.amount)));
    expect(totals.topUp).toBe(sum(rows.filter((r) => r.balanceType === 1).map((r) => r.amount)));
    expect(totals.commission).toBe(sum(rows.filter((r) => r.balanceType === 2).map((r) => r.amount)));
    // Newest first.
    expect(rows.map((r) => r.payDateInMillisec)).toEqual([...rows.map((r) => r.payDateInMillisec)].sort((x, y) => y - x));
    // The parent sees its child station's entries too.
    expect(rows.some((r) => r.partnerId === 'p-bxmd-moi') || rows.every((r) => r.partnerId === 'p-bxmd')).toBe(true);
  });

  it('a STAFF user sees only their own entries, whatever staff filter is sent', async () => {
    const own = await allPages('seller');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r) => r.partnerUserId === sellerId)).toBe(true);
    const asked = await allPages('seller', { partnerUserId: 'u-admin' });
    expect(asked.rows.map((r) => r.id)).toEqual(own.rows.map((r) => r.id));
    // Control: the ADMIN's view holds more than this seller's entries.
    expect((await allPages('admin')).rows.some((r) => r.partnerUserId !== sellerId)).toBe(true);
  });

  it("tenancy: another agency sees none of these entries; naming another agency's employee is 404", async () => {
    const other = await allPages('admin2');
    expect(other.rows.every((r) => r.partnerId === 'p-saoviet')).toBe(true);
    expect(other.rows.some((r) => r.partnerUserId === sellerId)).toBe(false);
    const res = await report('admin2', { partnerUserId: sellerId });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(MSG.ledger.staffNotVisible);
  });

  it('a tampered or foreign page token is 400 with the message; the untampered one pages', async () => {
    const first = resultsOf<TTransactionReportResponse>(await report('admin', {}));
    const token = first.nextPageToken!;
    expect(token).toBeTruthy();
    expect((await report('admin', { nextPageToken: token })).statusCode).toBe(200);
    const [body, mac] = token.split('.');
    const altered = `${Buffer.from(JSON.stringify([Date.now() + 1e9, 'zzz'])).toString('base64url')}.${mac}`;
    for (const bad of [altered, `${body}.${mac}x`, 'garbage']) {
      const res = await report('admin', { nextPageToken: bad });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(MSG.reports.invalidPageToken);
    }
    // A token of another filter (the staff filter changed) is refused too.
    expect((await report('admin', { partnerUserId: sellerId, nextPageToken: token })).statusCode).toBe(400);
  });

  it('a range that ends before it starts is 400', async () => {
    expect((await report('admin', { startTime: DAY_END, endTime: DAY_START })).statusCode).toBe(400);
  });
});

describe('online business statistics (crm5)', () => {
  const stats = (who: string, body: object) => post(ticketStatsEndpoint.path, tokens[who]!, { startDate: DAY_START, endDate: DAY_END, ...body });

  it("the value is Σ paid of the same tickets the ticket report lists as sold; orders, goods and sellers follow a new sale", async () => {
    const before = resultsOf<TTicketStatsResponse>(await stats('admin', {}))[0]!;
    const tripId = await createTrip(t.app);
    await sell('seller', tripId, [
      { seatId: 'A01', paymentType: 6, paid: 'full' },
      { seatId: 'A02', paymentType: 3, paid: 'full' },
    ]);
    const [failed] = await sell('seller', tripId, [{ seatId: 'A03', paymentType: 6, paid: 20_000 }]);
    expect((await post(cancelTicketsEndpoint.path, tokens.seller!, { ticketIds: [failed!.ticketId], isRefunded: false })).statusCode).toBe(200);
    const after = resultsOf<TTicketStatsResponse>(await stats('admin', {}))[0]!;
    expect(after.totalGoods - before.totalGoods).toBe(3);
    expect(after.totalTickets - before.totalTickets).toBe(2);
    expect(after.totalSuccessTickets - before.totalSuccessTickets).toBe(1);
    expect(after.totalFailedTickets - before.totalFailedTickets).toBe(1);
    expect(after.totalMoneyPaidTickets - before.totalMoneyPaidTickets).toBe(700_000);
    expect(after.totalSellers).toBeGreaterThanOrEqual(1);

    // Reconciliation with the ticket report for the seller's own view: the same tickets, the same money.
    const mine = resultsOf<TTicketStatsResponse>(await stats('seller', {}))[0]!;
    // Vietnam's days of DAY_START and DAY_END (yesterday and tomorrow), not yyyyMMdd numbers ± 1 (20261201 - 1 is no date).
    const rows: TTicketReportRow[] = [];
    let nextPageToken: string | null = null;
    do {
      const res = await post(ticketReportEndpoint.path, tokens.seller!, { startDate: vnDate(DAY_START), endDate: vnDate(DAY_END), dateType: 1, count: 100, nextPageToken });
      expect(res.statusCode, res.body).toBe(200);
      const page: TTicketReportResponse = resultsOf<TTicketReportResponse>(res);
      rows.push(...page.data);
      nextPageToken = page.nextPageToken;
    } while (nextPageToken);
    const inRange = rows.filter((r) => r.createdDate >= DAY_START && r.createdDate <= DAY_END);
    expect(mine.totalSellers).toBe(1);
    expect(mine.totalGoods).toBe(inRange.length);
    expect(mine.totalMoneyPaidTickets).toBe(sum(inRange.filter((r) => [3, 4, 5].includes(r.ticketStatus)).map((r) => r.paidMoney)));
  });

  it('partnerId: a parent ADMIN may look at its child station; anyone else is refused with 403 and a message', async () => {
    const child = await stats('admin', { partnerId: 'p-bxmd-moi' });
    expect(child.statusCode, child.body).toBe(200);
    expect(resultsOf<TTicketStatsResponse>(child)[0]!.partnerId).toBe('p-bxmd-moi');
    for (const [who, partnerId] of [
      ['admin', 'p-saoviet'],
      ['admin2', 'p-bxmd'],
      ['quaymoi', 'p-bxmd'],
      ['staff', 'p-bxmd-moi'],
    ] as const) {
      const res = await stats(who, { partnerId });
      expect(res.statusCode, `${who} → ${partnerId}`).toBe(403);
      expect(messageOf(res)).toBe(MSG.ledger.statsPartnerForbidden);
    }
    // Control: each one's own partner is answered.
    expect((await stats('admin2', { partnerId: 'p-saoviet' })).statusCode).toBe(200);
    expect((await stats('staff', {})).statusCode).toBe(200);
  });
});
