import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardEndpoint,
  sendSmsEndpoint,
  smsReportEndpoint,
  ticketReportEndpoint,
  znsReportEndpoint,
  type TDashboardResponse,
  type TSmsReportResponse,
  type TTicketReportResponse,
  type TTicketReportRow,
  type TZnsReportResponse,
} from '@busdesk/api-contract';
import { holdSeats } from '../test-support/payments-fixtures';
import { createTrip, HOUR, poster } from '../test-support/sales-booking-fixtures';
import { resultsOf } from '../test-support/trip-ops-fixtures';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};

// Two business days of 2031 that no seed and no other test writes into: the rows laid down here are all there is.
const DAY1 = 20310311;
const DAY2 = 20310312;
/** Vietnamese midnight of DAY1 (UTC+7) and of DAY2. */
const MIDNIGHT1 = Date.UTC(2031, 2, 11) - 7 * HOUR;
const MIDNIGHT2 = MIDNIGHT1 + 24 * HOUR;

interface SeedTicket {
  partnerId: string;
  /** Vietnamese hour of the sale on its day. */
  hour: number;
  day?: 1 | 2;
  status: number;
  paid: number;
  paymentType: number;
  cancelFee?: number;
  seller?: string | null;
  released?: boolean;
}

/** The sales of the two days: agency, its child station, the other agency, a STAFF sale, a released hold. */
const SALES: readonly SeedTicket[] = [
  { partnerId: 'p-bxmd', hour: 0, status: 3, paid: 350_000, paymentType: 3 },
  { partnerId: 'p-bxmd', hour: 7, status: 3, paid: 350_000, paymentType: 24 },
  { partnerId: 'p-bxmd', hour: 7, status: 3, paid: 340_000, paymentType: 6 },
  { partnerId: 'p-bxmd', hour: 9, status: 2, paid: 100_000, paymentType: 3, seller: 'u-staff' },
  { partnerId: 'p-bxmd', hour: 9, status: 2, paid: 0, paymentType: 3, seller: 'u-staff' },
  { partnerId: 'p-bxmd', hour: 13, status: 0, paid: 350_000, paymentType: 3, cancelFee: 35_000 },
  { partnerId: 'p-bxmd', hour: 23, status: 3, paid: 330_000, paymentType: 1 },
  { partnerId: 'p-bxmd', hour: 10, status: 2, paid: 0, paymentType: 3, released: true },
  { partnerId: 'p-bxmd-moi', hour: 15, status: 3, paid: 350_000, paymentType: 3 },
  { partnerId: 'p-saoviet', hour: 8, status: 3, paid: 999_000, paymentType: 3 },
  { partnerId: 'p-bxmd', hour: 1, day: 2, status: 3, paid: 320_000, paymentType: 24 },
  { partnerId: 'p-saoviet', hour: 2, day: 2, status: 3, paid: 777_000, paymentType: 6 },
];

let tripId = '';
let seq = 0;

async function seedTicket(s: SeedTicket) {
  const id = `tk-dash-${process.pid}-${++seq}`;
  const at = (s.day === 2 ? MIDNIGHT2 : MIDNIGHT1) + s.hour * HOUR + 60_000 * seq;
  await t.app.database.rows(sql`
    insert into tickets (id, ticket_code, trip_id, company_id, route_id, start_date, seat_id, ticket_status, full_name, phone_number,
      agency_price, original_ticket_price, paid_money, payment_type, partner_id, user_partner_id, cancel_fee, created_at, released_at)
    select ${id}, ${`DASH${seq}`}, tr.id, tr.company_id, tr.route_id, tr.start_date, ${`S${seq}`}, ${s.status}, 'Nguyễn Văn An', '0901234567',
      350000, 350000, ${s.paid}, ${s.paymentType}, ${s.partnerId}, ${s.seller ?? null}, ${s.cancelFee ?? 0}, ${at}, ${s.released ? at + HOUR : null}
    from trips tr where tr.id = ${tripId}`);
}

/** Unpaid bills and open refunds of DAY1 (and one of another agency, one resolved, one paid: none of them count). */
async function seedBills() {
  const bank = [
    { partnerId: 'p-bxmd', status: 1, money: 35_000_000 },
    { partnerId: 'p-bxmd', status: 1, money: 70_000_000 },
    { partnerId: 'p-bxmd', status: 3, money: 35_000_000 },
    { partnerId: 'p-bxmd', status: 2, money: 35_000_000 },
    { partnerId: 'p-saoviet', status: 1, money: 99_900_000 },
  ];
  for (const [i, b] of bank.entries())
    await t.app.database.rows(sql`
      insert into bank_qr_transactions (id, bill_number, company_id, partner_id, created_at, total_money, trans_status)
      values (${`bq-dash-${i}`}, ${`BILLDASH${process.pid}${i}`}, 'c-minhphat', ${b.partnerId}, ${MIDNIGHT1 + (i + 1) * HOUR}, ${b.money}, ${b.status})`);
  const wallet = [
    { partnerId: 'p-bxmd', status: 1, amount: 350_000 },
    { partnerId: 'p-bxmd-moi', status: 3, amount: 300_000 },
    { partnerId: 'p-saoviet', status: 3, amount: 123_000 },
  ];
  for (const [i, w] of wallet.entries())
    await t.app.database.rows(sql`
      insert into wallet_orders (id, order_id, partner_id, company_id, amount, status, created_at)
      values (${`wo-dash-${i}`}, ${`ORDERDASH${process.pid}${i}`}, ${w.partnerId}, 'c-minhphat', ${w.amount}, ${w.status}, ${MIDNIGHT1 + (i + 2) * HOUR})`);
  const events = [
    { partnerId: 'p-bxmd', outcome: 'refund_needed', amount: 350_000, resolved: false },
    { partnerId: 'p-bxmd', outcome: 'underpaid', amount: 100_000, resolved: false },
    { partnerId: 'p-bxmd', outcome: 'duplicate', amount: 350_000, resolved: true },
    { partnerId: 'p-bxmd', outcome: 'paid', amount: 350_000, resolved: false },
    { partnerId: 'p-saoviet', outcome: 'refund_needed', amount: 50_000, resolved: false },
  ];
  for (const [i, e] of events.entries())
    await t.app.database.rows(sql`
      insert into payment_events (id, provider, transaction_id, partner_id, amount, raw_body, created_at, outcome, resolved_at)
      values (${`pe-dash-${i}`}, 'MB_QR', ${`FTDASH${process.pid}${i}`}, ${e.partnerId}, ${e.amount}, '{}', ${MIDNIGHT1 + (i + 3) * HOUR}, ${e.outcome},
        ${e.resolved ? MIDNIGHT1 + 20 * HOUR : null})`);
}

/** SMS and ZNS records of DAY1: delivered, failed, local (never sent), and the other agency's. */
async function seedMessages() {
  const records = [
    { partnerId: 'p-bxmd', delivery: 'delivered', ok: true, price: 800 },
    { partnerId: 'p-bxmd', delivery: 'delivered', ok: true, price: 1_600 },
    { partnerId: 'p-bxmd', delivery: 'local', ok: false, price: 800 },
    { partnerId: 'p-bxmd-moi', delivery: 'failed', ok: false, price: 0 },
    { partnerId: 'p-saoviet', delivery: 'delivered', ok: true, price: 5_000 },
  ];
  for (const [i, r] of records.entries()) {
    const at = MIDNIGHT1 + (i + 5) * HOUR;
    await t.app.database.rows(sql`
      insert into sms_records (id, partner_id, phone_number, content, object_type, send_date, is_success, delivery, length, quantity, price, real_price)
      values (${`sms-dash-${i}`}, ${r.partnerId}, '0901234567', 'Vé của bạn', 1500, ${at}, ${r.ok}, ${r.delivery}, 40, 1, ${r.price}, ${r.price / 2})`);
    await t.app.database.rows(sql`
      insert into zns_records (id, partner_id, phone_number, zns_type, send_date, is_success, delivery, price, message_error)
      values (${`zns-dash-${i}`}, ${r.partnerId}, '84901234567', 1, ${at}, ${r.ok}, ${r.delivery}, ${r.price + 100}, null)`);
  }
}

const dashboardOf = async (who: string, startDate: number, endDate = startDate): Promise<TDashboardResponse> => {
  const res = await post(dashboardEndpoint.path, tokens[who]!, { startDate, endDate });
  expect(res.statusCode, res.body).toBe(200);
  return resultsOf<TDashboardResponse>(res);
};

/** Every row and the first page's totals of the ticket report by creation date. */
async function ticketReportOf(who: string, startDate: number, endDate = startDate) {
  const rows: TTicketReportRow[] = [];
  let first: TTicketReportResponse | null = null;
  let nextPageToken: string | null = null;
  let pages = 0;
  do {
    const res = await post(ticketReportEndpoint.path, tokens[who]!, { startDate, endDate, dateType: 1, count: 100, nextPageToken });
    expect(res.statusCode, res.body).toBe(200);
    const answer: TTicketReportResponse = resultsOf<TTicketReportResponse>(res);
    first ??= answer;
    rows.push(...answer.data);
    nextPageToken = answer.nextPageToken;
  } while (nextPageToken && ++pages < 500);
  return { rows, totals: first!.totals! };
}

/** What the dashboard must say of `who`'s view of the seeded sales. */
function expectedSales(mine: (s: SeedTicket) => boolean) {
  const counted = SALES.filter((s) => mine(s) && !s.released);
  const cancelled = counted.filter((s) => s.status === 0);
  return {
    count: counted.length,
    sold: counted.length - cancelled.length,
    cancelled: cancelled.length,
    paidMoney: counted.reduce((sum, s) => sum + s.paid, 0),
    refund: cancelled.reduce((sum, s) => sum + s.paid - (s.cancelFee ?? 0), 0),
  };
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
  // A trip of the agency's route departing at noon of DAY1 (Vietnamese time).
  tripId = await createTrip(t.app, { startsIn: MIDNIGHT1 + 12 * HOUR - Date.now() });
  for (const s of SALES) await seedTicket(s);
  await seedBills();
  await seedMessages();
});
afterAll(() => t.close());

describe('dashboard of a seeded day', () => {
  it("counts the agency's and its child station's sales of the day by payment type and hour, never another agency's", async () => {
    const d = await dashboardOf('admin', DAY1);
    const mine = (s: SeedTicket) => (s.partnerId === 'p-bxmd' || s.partnerId === 'p-bxmd-moi') && (s.day ?? 1) === 1;
    expect(d.sales).toMatchObject(expectedSales(mine));
    expect(d.sales.paidMoney).toBe(350_000 * 2 + 340_000 + 100_000 + 350_000 + 330_000 + 350_000);
    expect(d.sales.byPaymentType).toEqual([
      { paymentType: 3, count: 5, paidMoney: 350_000 + 100_000 + 350_000 + 350_000 },
      { paymentType: 24, count: 1, paidMoney: 350_000 },
      { paymentType: 6, count: 1, paidMoney: 340_000 },
      { paymentType: 1, count: 1, paidMoney: 330_000 },
    ]);
    expect(d.sales.byPaymentType.reduce((s, p) => s + p.paidMoney, 0)).toBe(d.sales.paidMoney);
    expect(d.sales.byHour).toHaveLength(24);
    // Hours on the Vietnamese clock: midnight's sale is hour 0 and 23:xx's is hour 23, whatever the server's zone.
    const hours = Object.fromEntries(d.sales.byHour.filter((h) => h.count > 0).map((h) => [h.hour, h.count]));
    expect(hours).toEqual({ 0: 1, 7: 2, 9: 2, 13: 1, 15: 1, 23: 1 });
    expect(d.sales.byHour.reduce((s, h) => s + h.paidMoney, 0)).toBe(d.sales.paidMoney);
    expect(Number.isInteger(d.sales.paidMoney) && Number.isInteger(d.sales.refund)).toBe(true);
  });

  it("the other agency sees only its own sale, bills and messages", async () => {
    const d = await dashboardOf('admin2', DAY1);
    expect(d.sales).toMatchObject({ count: 1, sold: 1, paidMoney: 999_000 });
    expect(d.bills.bankPending).toEqual({ count: 1, amount: 999_000 });
    expect(d.bills.walletFailed).toEqual({ count: 1, amount: 123_000 });
    expect(d.bills.refundsToMake).toEqual({ count: 1, amount: 50_000 });
    expect(d.messages.sms).toMatchObject({ count: 1, delivered: 1, price: 5_000 });
    // Its seats sold on the agency's trip are nobody's business of its dashboard: it does not sell that route.
    expect(d.seats.trips).toBe(0);
  });

  it('a child station sees its own, not its parent agency’s', async () => {
    const d = await dashboardOf('quaymoi', DAY1);
    expect(d.sales).toMatchObject({ count: 1, paidMoney: 350_000 });
    expect(d.bills.walletFailed).toEqual({ count: 1, amount: 300_000 });
    expect(d.bills.bankPending.count).toBe(0);
  });

  it('STAFF sees only the tickets they sold, as in the ticket report', async () => {
    const d = await dashboardOf('staff', DAY1);
    expect(d.sales).toMatchObject(expectedSales((s) => s.seller === 'u-staff' && (s.day ?? 1) === 1));
    expect(d.sales.count).toBe(2);
    expect(d.seats.agencySold).toBe(2);
  });

  it('seats: the trips of the day on the agency’s routes, every active ticket against their seats', async () => {
    const d = await dashboardOf('admin', DAY1);
    const [trip] = await t.app.database.rows<{ total_seat: number }>(sql`select total_seat from trips where id = ${tripId}`);
    // Active (not cancelled, not released) tickets on the trip, of any agency and either day of sale.
    const active = SALES.filter((s) => s.status !== 0 && !s.released);
    expect(d.seats).toEqual({
      trips: 1,
      capacity: trip!.total_seat,
      taken: active.length,
      agencySold: active.filter((s) => s.partnerId !== 'p-saoviet').length,
    });
    expect(d.seats.capacity).toBeGreaterThan(d.seats.taken);
  });

  it('bills awaiting attention: pending and failed bank and wallet bills, open refunds; in đồng', async () => {
    const d = await dashboardOf('admin', DAY1);
    expect(d.bills).toEqual({
      bankPending: { count: 2, amount: 1_050_000 },
      bankFailed: { count: 1, amount: 350_000 },
      walletPending: { count: 1, amount: 350_000 },
      walletFailed: { count: 1, amount: 300_000 },
      refundsToMake: { count: 2, amount: 450_000 },
    });
  });

  it('messages: delivered only when a provider took them, a local record never counted as sent', async () => {
    const d = await dashboardOf('admin', DAY1);
    expect(d.messages.sms).toEqual({ count: 4, delivered: 2, failed: 1, local: 1, quantity: 4, price: 3_200, realPrice: 1_600 });
    expect(d.messages.zns).toMatchObject({ count: 4, delivered: 2, failed: 1, local: 1, price: 3_600 });
  });

  it('a range sums its days; a day alone is that day; a range that ends before it starts is 400', async () => {
    const both = await dashboardOf('admin', DAY1, DAY2);
    const day2 = await dashboardOf('admin', DAY2);
    const day1 = await dashboardOf('admin', DAY1);
    expect(day2.sales).toMatchObject({ count: 1, paidMoney: 320_000 });
    expect(both.sales.count).toBe(day1.sales.count + day2.sales.count);
    expect(both.sales.paidMoney).toBe(day1.sales.paidMoney + day2.sales.paidMoney);
    expect(both.sales.byHour[1]!.count).toBe(day1.sales.byHour[1]!.count + 1);
    const reversed = await post(dashboardEndpoint.path, tokens.admin!, { startDate: DAY2, endDate: DAY1 });
    expect(reversed.statusCode).toBe(400);
    const bad = await post(dashboardEndpoint.path, tokens.admin!, { startDate: 20311332, endDate: 20311332 });
    expect(bad.statusCode).toBe(400);
  });

  it('asks for a session (401 without one)', async () => {
    const res = await t.app.inject({ method: 'POST', url: dashboardEndpoint.path, payload: { startDate: DAY1, endDate: DAY1 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the dashboard equals the reports for the same day', () => {
  it('tickets and money = the ticket report by creation date; messages = the SMS and ZNS histories (seeded day)', async () => {
    for (const who of ['admin', 'staff', 'admin2']) {
      const d = await dashboardOf(who, DAY1);
      const report = await ticketReportOf(who, DAY1);
      expect(d.sales.count, who).toBe(report.totals.count);
      expect(d.sales.count, who).toBe(report.rows.length);
      expect(d.sales.paidMoney, who).toBe(report.totals.paidMoney);
      expect(d.sales.refund, who).toBe(report.totals.refund);
      expect(d.sales.cancelled, who).toBe(report.rows.filter((r) => r.ticketStatus === 0).length);
      for (const p of d.sales.byPaymentType) {
        const rows = report.rows.filter((r) => r.paymentType[0] === p.paymentType);
        expect(p, who).toEqual({ paymentType: p.paymentType, count: rows.length, paidMoney: rows.reduce((s, r) => s + r.paidMoney, 0) });
      }
      const range = { fromDate: MIDNIGHT1, toDate: MIDNIGHT2 - 1 };
      expect(d.messages.sms, who).toEqual(resultsOf<TSmsReportResponse>(await post(smsReportEndpoint.path, tokens[who]!, range)).totals);
      expect(d.messages.zns, who).toEqual(resultsOf<TZnsReportResponse>(await post(znsReportEndpoint.path, tokens[who]!, range)).totals);
    }
  });

  it("today: a sale through the sales API moves the dashboard by its tickets and money, still equal to the reports", async () => {
    const today = Number(new Date(Date.now() + 7 * HOUR).toISOString().slice(0, 10).replace(/-/g, ''));
    const before = await dashboardOf('admin', today);
    const otherBefore = await dashboardOf('admin2', today);
    const trip = await createTrip(t.app, { startsIn: 3 * 24 * HOUR });
    const sold = await holdSeats(t.app, tokens.admin!, trip, ['A01', 'A02'], 350_000);
    await holdSeats(t.app, tokens.admin!, trip, ['A03'], 0);
    expect((await post(sendSmsEndpoint.path, tokens.admin!, { messageType: 1, ticketIds: [sold[0]!.ticketId] })).statusCode).toBe(200);
    const after = await dashboardOf('admin', today);
    expect(after.sales.count - before.sales.count).toBe(3);
    expect(after.sales.paidMoney - before.sales.paidMoney).toBe(700_000);
    // The local SMS driver recorded it: one more record, none more sent.
    expect(after.messages.sms.count - before.messages.sms.count).toBe(1);
    expect(after.messages.sms.delivered).toBe(before.messages.sms.delivered);
    expect(after.messages.sms.local - before.messages.sms.local).toBe(1);
    const report = await ticketReportOf('admin', today);
    expect(after.sales.count).toBe(report.totals.count);
    expect(after.sales.paidMoney).toBe(report.totals.paidMoney);
    expect(after.sales.byPaymentType.reduce((s, p) => s + p.paidMoney, 0)).toBe(report.totals.paidMoney);
    // Another agency's dashboard of the same day did not move (negative control of the tenancy).
    const other = await dashboardOf('admin2', today);
    expect(other.sales).toEqual(otherBefore.sales);
    expect(other.sales.count).toBe((await ticketReportOf('admin2', today)).totals.count);
  });
});
