import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankQrReportEndpoint,
  cancelTicketsEndpoint,
  dashboardEndpoint,
  ticketStatsEndpoint,
  transactionReportEndpoint,
  type TDashboardResponse,
  type TTicketStatsResponse,
  type TTransactionReportResponse,
  isSellableSeatType,
  MSG,
  refundListEndpoint,
  sendSmsEndpoint,
  sendZnsEndpoint,
  znsReportEndpoint,
  type TZnsReportResponse,
  smsReportEndpoint,
  tripSaleReportEndpoint,
  type TTripSaleReportResponse,
  ticketReportEndpoint,
  TicketStatus,
  type TBankQrReportResponse,
  type TCancelTicketsRequest,
  type TRefundListResponse,
  type TSendMessageResponse,
  type TSmsReportResponse,
  type TTicket,
  type TTicketReportResponse,
  type TTransactionReportRow,
  type TBankQrReportRow,
  type TSmsReportRow,
  type TZnsReportRow,
  updateCancelledTicketsEndpoint,
} from '@busdesk/api-contract';
import { createBill, deliver, expireHolds, holdSeats, paymentOf, processed, webhookSecret } from '../test-support/payments-fixtures';
import { createTrip, DAY, HOUR, messageOf, PATHS, poster } from '../test-support/sales-booking-fixtures';
import { resultsOf, tripDate } from '../test-support/trip-ops-fixtures';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { emptyLedger, reconcile, type AllPages, type Ledger, type LedgerTicket, type ReportsSeen } from '../test-support/reconciliation';

/**
 * Issue 13's reason to trust the reports: random days of sales go through the real API (book, deposit, pay in full
 * at the counter, add a payment, cancel with the fee of the rule, bank QR payment, a QR payment after the hold
 * expired, a QR payment for a ticket cancelled meanwhile, SMS), the test keeps its own ledger of what the operations
 * answered, and every report — read over all of its pages — must agree with that ledger and with itself.
 */

type Who = 'admin' | 'staff' | 'quaymoi';
const SELLERS: readonly Who[] = ['admin', 'staff', 'quaymoi'];
const COMPANY = 'c-minhphat';

/** 'refunded' / 'notRefunded': the cancelled-ticket report's update sets the ticket's refunded flag (002 §5). */
type FollowUp = 'pay' | 'addPayment' | 'cancel' | 'qr' | 'qrLate' | 'qrAfterCancel' | 'sms' | 'zns' | 'refunded' | 'notRefunded';
const followUp = fc.constantFrom<FollowUp>('pay', 'addPayment', 'cancel', 'qr', 'qrLate', 'qrAfterCancel', 'sms', 'zns', 'refunded', 'notRefunded');
interface Sale {
  who: Who;
  /** What is paid at booking: nothing (a hold), a deposit, or the price. */
  start: 'hold' | 'deposit' | 'full';
  /** Deposit in tens of thousands of đồng (1..34 of the 350.000 đ price). */
  deposit: number;
  then: FollowUp[];
}
const saleOf: fc.Arbitrary<Sale> = fc.record({
  who: fc.constantFrom(...SELLERS),
  start: fc.constantFrom('hold', 'deposit', 'full'),
  deposit: fc.integer({ min: 1, max: 34 }),
  then: fc.array(followUp, { maxLength: 3 }),
});
/** A day: its trip leaves within 24 h (cancelling keeps a fee) or in three days (no fee), and its sales. */
const dayOf = fc.record({ near: fc.boolean(), sales: fc.array(saleOf, { minLength: 1, maxLength: 6 }) });

const EVERY_OPERATION = {
  near: true,
  sales: [
    { who: 'admin', start: 'deposit', deposit: 10, then: ['addPayment', 'cancel', 'refunded'] },
    { who: 'staff', start: 'hold', deposit: 1, then: ['qr', 'sms'] },
    { who: 'quaymoi', start: 'hold', deposit: 1, then: ['qrLate'] },
    { who: 'staff', start: 'hold', deposit: 1, then: ['qrAfterCancel'] },
    { who: 'admin', start: 'full', deposit: 1, then: ['sms', 'cancel', 'refunded', 'notRefunded'] },
    { who: 'quaymoi', start: 'full', deposit: 1, then: ['zns'] },
    { who: 'staff', start: 'full', deposit: 1, then: ['zns'] },
    { who: 'quaymoi', start: 'deposit', deposit: 5, then: ['pay', 'cancel', 'refunded'] },
    // Enough messages and bank QR payments that the SMS and bank QR histories cross a page (3 a page) on this day alone.
    { who: 'admin', start: 'full', deposit: 1, then: ['sms', 'zns'] },
    { who: 'staff', start: 'full', deposit: 1, then: ['sms', 'zns'] },
    { who: 'quaymoi', start: 'hold', deposit: 1, then: ['qr'] },
    { who: 'admin', start: 'hold', deposit: 1, then: ['qr'] },
  ],
} satisfies { near: boolean; sales: Sale[] };

/** What the runs did exercise (a day whose steps were all skipped proves nothing). */
const exercised = new Set<string>();

let t: TestApp;
let post: ReturnType<typeof poster>;
let secret = '';
const tokens = {} as Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  for (const [who, password] of [
    ['admin', 'admin123'],
    ['staff', 'staff123'],
    ['quaymoi', 'quaymoi123'],
  ] as const)
    tokens[who] = await login(t.app, who, password);
  secret = await webhookSecret(t.app, COMPANY);
});
afterAll(() => t.close());

async function ok<T>(path: string, who: Who, body: object): Promise<T> {
  const res = await post(path, tokens[who], body);
  if (res.statusCode !== 200) throw new Error(`${path} as ${who}: ${res.statusCode} ${res.body}`);
  return resultsOf<T>(res);
}

/** Every page of the ticket report for the trip's day and the trip, followed by nextPageToken (7 a page: several pages). */
async function ticketReportPages(who: Who, startDate: number, tripId: string, extra: object = {}) {
  const pages: TTicketReportResponse[] = [];
  let nextPageToken: string | null = null;
  do {
    const page: TTicketReportResponse = await ok<TTicketReportResponse>(ticketReportEndpoint.path, who, { startDate, endDate: startDate, tripId, count: 7, ...extra, nextPageToken });
    pages.push(page);
    nextPageToken = page.nextPageToken;
  } while (nextPageToken && pages.length < 100);
  return pages;
}

/** Every page of a report of the range (3 a page, so even a short run crosses pages), its rows and first totals. */
async function allPagesOf<Row, Totals>(path: string, body: object, rowsOf: (answer: Record<string, unknown>) => Row[], answers: unknown[]): Promise<AllPages<Row, Totals>> {
  const rows: Row[] = [];
  let totals: Totals | null = null;
  let nextPageToken: string | null = null;
  let pages = 0;
  do {
    const answer: Record<string, unknown> = await ok<Record<string, unknown>>(path, 'admin', { ...body, count: 3, nextPageToken });
    answers.push(answer);
    if (pages === 0) totals = answer.totals as Totals;
    rows.push(...rowsOf(answer));
    nextPageToken = answer.nextPageToken as string | null;
    pages += 1;
  } while (nextPageToken && pages < 1000);
  return { rows, totals, pages };
}

/**
 * The day-level figures a run adds to (other runs share the day, so a run is compared by what it adds): the bank QR,
 * SMS and transaction reports' totals, the refunds to make, the dashboard of today and the online statistics (crm5)
 * of the agency and of its child station.
 */
async function dayTotals(from: number) {
  const to = Date.now() + 60_000;
  const bank = await ok<TBankQrReportResponse>(bankQrReportEndpoint.path, 'admin', { startDate: from, endDate: to });
  const sms = await ok<TSmsReportResponse>(smsReportEndpoint.path, 'admin', { fromDate: from, toDate: to });
  const zns = await ok<TZnsReportResponse>(znsReportEndpoint.path, 'admin', { fromDate: from, toDate: to });
  const ledger = await ok<TTransactionReportResponse>(transactionReportEndpoint.path, 'admin', { startTime: from, endTime: to });
  // The days of the test and the next: a run that crosses midnight in Vietnam is still inside the range.
  const dashboard = await ok<TDashboardResponse>(dashboardEndpoint.path, 'admin', { startDate: yyyymmdd(from), endDate: yyyymmdd(from + DAY) });
  const crm5 = {
    agency: (await ok<TTicketStatsResponse>(ticketStatsEndpoint.path, 'admin', { startDate: from, endDate: to }))[0]!,
    child: (await ok<TTicketStatsResponse>(ticketStatsEndpoint.path, 'quaymoi', { startDate: from, endDate: to }))[0]!,
  };
  // The refunds to make are listed per station: the agency's (admin) and its child station's (quaymoi).
  let refunds = 0;
  for (const who of ['admin', 'quaymoi'] as const) {
    const res = await t.app.inject({ method: 'GET', url: refundListEndpoint.path, headers: bearer(tokens[who]) });
    if (res.statusCode !== 200) throw new Error(`refund list: ${res.body}`);
    refunds += resultsOf<TRefundListResponse>(res).payments.length;
  }
  return { bank: bank.totals!, sms: sms.totals!, zns: zns.totals!, refunds, commission: ledger.totals!.commission, dashboard, crm5 };
}
type DayTotals = Awaited<ReturnType<typeof dayTotals>>;

const yyyymmdd = (ms: number) => Number(new Date(ms + 7 * HOUR).toISOString().slice(0, 10).replace(/-/g, ''));

/** after − before of each numeric field. */
function minus<T extends Record<string, number>>(after: T, before: T): T {
  return Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)])) as T;
}
const paidByType = (d: TDashboardResponse) => Object.fromEntries(d.sales.byPaymentType.map((x) => [String(x.paymentType), x.paidMoney]));

function dayDelta(after: DayTotals, before: DayTotals): ReportsSeen['day'] {
  const a = after.dashboard;
  const b = before.dashboard;
  const crm5 = (x: TTicketStatsResponse[number]) => ({
    goods: x.totalGoods,
    orders: x.totalTickets,
    success: x.totalSuccessTickets,
    failed: x.totalFailedTickets,
    money: x.totalMoneyPaidTickets,
  });
  return {
    bank: minus(
      { count: after.bank.count, successCount: after.bank.successCount, successMoney: after.bank.successMoney, processingCount: after.bank.processingCount },
      { count: before.bank.count, successCount: before.bank.successCount, successMoney: before.bank.successMoney, processingCount: before.bank.processingCount },
    ),
    sms: minus(
      { count: after.sms.count, local: after.sms.local, delivered: after.sms.delivered, price: after.sms.price },
      { count: before.sms.count, local: before.sms.local, delivered: before.sms.delivered, price: before.sms.price },
    ),
    zns: minus(
      { count: after.zns.count, local: after.zns.local, delivered: after.zns.delivered, price: after.zns.price },
      { count: before.zns.count, local: before.zns.local, delivered: before.zns.delivered, price: before.zns.price },
    ),
    refunds: after.refunds - before.refunds,
    commission: after.commission - before.commission,
    dashboard: {
      ...minus(
        { count: a.sales.count, cancelled: a.sales.cancelled, paidMoney: a.sales.paidMoney, refund: a.sales.refund, bankPending: a.bills.bankPending.count, refundsToMake: a.bills.refundsToMake.count, sms: a.messages.sms.count, zns: a.messages.zns.count },
        { count: b.sales.count, cancelled: b.sales.cancelled, paidMoney: b.sales.paidMoney, refund: b.sales.refund, bankPending: b.bills.bankPending.count, refundsToMake: b.bills.refundsToMake.count, sms: b.messages.sms.count, zns: b.messages.zns.count },
      ),
      paidByPaymentType: Object.fromEntries(
        Object.entries(minus(paidByType(a), paidByType(b)))
          .filter(([, v]) => v !== 0)
          .sort(([x], [y]) => x.localeCompare(y)),
      ),
    },
    crm5: { agency: minus(crm5(after.crm5.agency), crm5(before.crm5.agency)), child: minus(crm5(after.crm5.child), crm5(before.crm5.child)) },
  };
}

async function sellableSeats(tripId: string): Promise<string[]> {
  const [row] = await t.app.database.rows<{ seat_map: Array<{ seatId: string; seatType: number }> }>(sql`select seat_map from trips where id = ${tripId}`);
  return row!.seat_map.filter((s) => isSellableSeatType(s.seatType)).map((s) => s.seatId);
}

/** Runs one generated day through the API and writes what each operation answered into the ledger. */
async function runDay(day: { near: boolean; sales: Sale[] }, tripId: string, ledger: Ledger) {
  const seats = await sellableSeats(tripId);
  let seat = 0;
  for (const sale of day.sales) {
    const seatId = seats[seat++]!;
    const price = 350_000;
    const paidAtBooking = sale.start === 'hold' ? 0 : sale.start === 'deposit' ? sale.deposit * 10_000 : price;
    const [ticket] = await holdSeats(t.app, tokens[sale.who], tripId, [seatId], paidAtBooking);
    const id = ticket!.ticketId;
    ledger.tickets.set(id, { seller: sale.who, price: ticket!.agencyPrice, paid: ticket!.paidMoney, paymentType: ticket!.paymentType, status: ticket!.ticketStatus, fee: 0, refund: 0, isRefunded: false });
    const entry = ledger.tickets.get(id)!;
    for (const step of sale.then) {
      const open = entry.status !== TicketStatus.CANCELLED && entry.paid < entry.price;
      if (step === 'pay' && open) {
        const [after] = await ok<{ tickets: TTicket[] }>(PATHS.update, sale.who, { tickets: [{ ticketId: id, ticketStatus: TicketStatus.PAID }] }).then((r) => r.tickets);
        Object.assign(entry, { paid: after!.paidMoney, status: after!.ticketStatus, paymentType: after!.paymentType });
        exercised.add(step);
      } else if (step === 'addPayment' && open && entry.price - entry.paid > 50_000) {
        const [after] = await ok<{ tickets: TTicket[] }>(PATHS.update, sale.who, { tickets: [{ ticketId: id, paidMoney: entry.paid + 50_000 }] }).then((r) => r.tickets);
        Object.assign(entry, { paid: after!.paidMoney, status: after!.ticketStatus });
        exercised.add(step);
      } else if (step === 'cancel' && entry.status !== TicketStatus.CANCELLED) {
        await cancel(sale.who, id, entry, ledger);
        exercised.add(step);
      } else if ((step === 'qr' || step === 'qrLate' || step === 'qrAfterCancel') && open && entry.status === TicketStatus.BOOKED) {
        const bill = await createBill(t.app, tokens[sale.who], COMPANY, [id]);
        if (step === 'qrLate') await expireHolds(t.app, tripId, [id]);
        if (step === 'qrAfterCancel') await cancel(sale.who, id, entry, ledger);
        const res = await deliver(t.app, { body: paymentOf(bill, COMPANY), secret });
        if (res.statusCode !== 200) throw new Error(`webhook: ${res.body}`);
        await processed(t.app);
        exercised.add(step);
        if (step === 'qrAfterCancel') {
          ledger.refundNeeded += 1;
          ledger.bankProcessing += 1;
        } else {
          ledger.bankPaid.push(bill.amount);
          ledger.bankPaidBills.push(bill.billNumber);
          Object.assign(entry, { paid: entry.price, status: TicketStatus.PAID, paymentType: 24 });
        }
      } else if (step === 'zns' && entry.status !== TicketStatus.CANCELLED) {
        const body = { messageContentType: 10, ticketIds: [id] };
        if (sale.who === 'quaymoi') {
          // The demo's child station has no ZNS template: the send is refused in words and records nothing.
          const res = await post(sendZnsEndpoint.path, tokens[sale.who], body);
          expect([res.statusCode, messageOf(res)]).toEqual([400, MSG.messaging.znsTemplateNotFound]);
          exercised.add('znsRefused');
        } else {
          const sent = await ok<TSendMessageResponse>(sendZnsEndpoint.path, sale.who, body);
          for (const x of sent.sends) ledger.zns.push({ price: x.price, quantity: x.quantity, delivery: x.delivery });
          exercised.add(step);
        }
      } else if ((step === 'refunded' || step === 'notRefunded') && entry.status === TicketStatus.CANCELLED) {
        // The cancelled report's update, by the seller: only the flag (and the reason) change, never the money.
        const isRefunded = step === 'refunded';
        const { tickets: [row] } = await ok<{ tickets: Array<{ isRefunded: boolean; refund: number }> }>(updateCancelledTicketsEndpoint.path, sale.who, { ticketIds: [id], isRefunded });
        expect(row).toMatchObject({ isRefunded, refund: entry.refund });
        entry.isRefunded = isRefunded;
        exercised.add(step);
      } else if (step === 'sms' && entry.status !== TicketStatus.CANCELLED) {
        const sent = await ok<TSendMessageResponse>(sendSmsEndpoint.path, sale.who, { messageType: 1, ticketIds: [id] });
        for (const s of sent.sends) ledger.sms.push({ price: s.price, quantity: s.quantity, delivery: s.delivery });
        exercised.add(step);
      }
    }
  }
}

async function cancel(who: Who, id: string, entry: LedgerTicket, ledger: Ledger) {
  const body: TCancelTicketsRequest = { ticketIds: [id], cancelReason: 'Khách đổi lịch', isRefunded: false };
  const answer = await ok<{ refund: number; totalFee: number; tickets: TTicket[] }>(cancelTicketsEndpoint.path, who, body);
  Object.assign(entry, { status: TicketStatus.CANCELLED, fee: answer.totalFee, refund: answer.refund, isRefunded: false });
  ledger.cancelAnswers.push({ refund: answer.refund, fee: answer.totalFee });
  if (answer.totalFee > 0) exercised.add('fee');
}

/** What the reports say about the run: the trip's ticket report for each viewer and its cancelled report, its settlement sheets, what the day's figures gained. */
async function readReports(tripId: string, startDate: number, before: DayTotals, from: number): Promise<ReportsSeen> {
  const after = await dayTotals(from);
  const to = Date.now() + 60_000;
  const answers: unknown[] = [after.dashboard, after.crm5, after.bank, after.sms, after.zns];
  const histories = {
    sms: await allPagesOf<TSmsReportRow, NonNullable<TSmsReportResponse['totals']>>(smsReportEndpoint.path, { fromDate: from, toDate: to }, (a) => a.smsInfo as TSmsReportRow[], answers),
    zns: await allPagesOf<TZnsReportRow, NonNullable<TZnsReportResponse['totals']>>(znsReportEndpoint.path, { fromDate: from, toDate: to }, (a) => a.znsMessage as TZnsReportRow[], answers),
    bank: await allPagesOf<TBankQrReportRow, NonNullable<TBankQrReportResponse['totals']>>(bankQrReportEndpoint.path, { startDate: from, endDate: to }, (a) => a.transactions as TBankQrReportRow[], answers),
    transactions: await allPagesOf<TTransactionReportRow, NonNullable<TTransactionReportResponse['totals']>>(
      transactionReportEndpoint.path,
      { startTime: from, endTime: to },
      (a) => a.transaction as TTransactionReportRow[],
      answers,
    ),
  };
  const payments = await t.app.database.rows<{ amount: number }>(sql`
    select coalesce(sum(p.amount), 0)::bigint as amount from payments p
    where p.status = 2 and exists (select 1 from tickets x where x.trip_id = ${tripId} and x.id = any(p.ticket_ids))`);
  const tickets = { admin: await ticketReportPages('admin', startDate, tripId), staff: await ticketReportPages('staff', startDate, tripId), quaymoi: await ticketReportPages('quaymoi', startDate, tripId) };
  const cancelled = await ticketReportPages('admin', startDate, tripId, { ticketStatus: 0 });
  const cancelledBySwitch = {
    refunded: await ticketReportPages('admin', startDate, tripId, { ticketStatus: 0, isRefunded: true }),
    notRefunded: await ticketReportPages('admin', startDate, tripId, { ticketStatus: 0, isRefunded: false }),
  };
  const settlement = await ok<TTripSaleReportResponse>(tripSaleReportEndpoint.path, 'admin', { tripId });
  const childSettlement = await ok<TTripSaleReportResponse>(tripSaleReportEndpoint.path, 'quaymoi', { tripId });
  answers.push(tickets, cancelled, cancelledBySwitch, settlement, childSettlement);
  return {
    tickets,
    cancelled,
    cancelledBySwitch,
    histories,
    answers,
    day: dayDelta(after, before),
    paymentsLedger: Number(payments[0]!.amount),
    settlement: settlement.totals,
    childSettlement: childSettlement.totals,
  };
}

let lastSeen: { seen: ReportsSeen; ledger: Ledger } | null = null;
/** The last day that cancelled a ticket (a generated day may cancel none; the written-out first day always does). */
let lastWithCancel: { seen: ReportsSeen; ledger: Ledger } | null = null;
/** The day whose message, bill and ledger histories ran over the most pages (the last day may have few records). */
let mostPages: { seen: ReportsSeen; ledger: Ledger; pages: number } | null = null;
const historyPages = (h: ReportsSeen['histories']) => h.sms.pages + h.zns.pages + h.bank.pages + h.transactions.pages;

describe('reports reconcile with the ledger over random days of sales', () => {
  it('every report agrees with what the operations recorded, over all its pages, in integer đồng', async () => {
    const from = Date.now() - 1_000;
    await fc.assert(
      fc.asyncProperty(dayOf, async (day) => {
        const tripId = await createTrip(t.app, { startsIn: day.near ? 20 * HOUR : 3 * DAY });
        const { startDate } = await tripDate(t.app, tripId);
        const ledger = emptyLedger();
        const before = await dayTotals(from);
        await runDay(day, tripId, ledger);
        const seen = await readReports(tripId, startDate, before, from);
        lastSeen = { seen, ledger };
        if ([...ledger.tickets.values()].some((x) => x.status === TicketStatus.CANCELLED)) lastWithCancel = lastSeen;
        if (!mostPages || historyPages(seen.histories) >= mostPages.pages) mostPages = { seen, ledger, pages: historyPages(seen.histories) };
        if (seen.day.commission > 0) exercised.add('commission');
        expect(reconcile(seen, ledger)).toEqual([]);
      }),
      // The first day is written out so every operation (and a cancel that keeps a fee) runs on every test run.
      { numRuns: 20, endOnFailure: true, examples: [[EVERY_OPERATION]] },
    );
  });

  it('the reconciliation fails when a report drops a page, a ticket is paid behind its back, or a figure is one đồng off (negative controls)', () => {
    expect([...exercised].sort()).toEqual(['addPayment', 'cancel', 'commission', 'fee', 'notRefunded', 'pay', 'qr', 'qrAfterCancel', 'qrLate', 'refunded', 'sms', 'zns', 'znsRefused']);
    expect(lastSeen).not.toBeNull();
    const { seen, ledger } = lastSeen!;
    expect(reconcile(seen, ledger)).toEqual([]);
    // A report that shows only its first page of rows while its totals cover the whole filter.
    const firstOnly = { ...seen, tickets: { ...seen.tickets, admin: seen.tickets.admin.slice(0, 1).map((p) => ({ ...p, data: p.data.slice(0, Math.max(0, p.data.length - 1)) })) } };
    expect(reconcile(firstOnly, ledger).length).toBeGreaterThan(0);
    // Money the ledger does not know of: one more đồng on one ticket.
    const [firstId] = ledger.tickets.keys();
    const richer: Ledger = { ...ledger, tickets: new Map(ledger.tickets) };
    richer.tickets.set(firstId!, { ...ledger.tickets.get(firstId!)!, paid: ledger.tickets.get(firstId!)!.paid + 1 });
    expect(reconcile(seen, richer).length).toBeGreaterThan(0);
    // A dashboard or a staff ledger one đồng off the reports.
    expect(reconcile({ ...seen, day: { ...seen.day, dashboard: { ...seen.day.dashboard, paidMoney: seen.day.dashboard.paidMoney + 1 } } }, ledger)).toHaveLength(2);
    expect(reconcile({ ...seen, day: { ...seen.day, commission: seen.day.commission + 1 } }, ledger)).toHaveLength(1);
    // A history whose totals cover a record its pages do not list (SMS, ZNS, bank QR, transactions, one at a time).
    const paged = mostPages!;
    const h = paged.seen.histories;
    // Each history has a record to drop, and the SMS and bank QR ones run over several pages: the written-out first day
    // alone gives them 4 and 5 records (3 a page), and every later day's histories include it. (A total of more than 8
    // pages, asked until 2026-12-01, depended on the draw: a CI run met exactly 8.)
    for (const key of ['sms', 'zns', 'bank', 'transactions'] as const) expect(h[key].rows.length, key).toBeGreaterThan(0);
    expect(h.sms.pages).toBeGreaterThan(1);
    expect(h.bank.pages).toBeGreaterThan(1);
    expect(reconcile(paged.seen, paged.ledger)).toEqual([]);
    for (const key of ['sms', 'zns', 'bank', 'transactions'] as const) {
      const dropped = { ...paged.seen, histories: { ...h, [key]: { ...h[key], rows: h[key].rows.slice(1) } } };
      expect(reconcile(dropped, paged.ledger).some((p) => p.includes('totals = Σ rows over all pages')), key).toBe(true);
    }
    // A refunded flag the ledger did not set.
    expect(lastWithCancel).not.toBeNull();
    const cancelDay = lastWithCancel!;
    const [cancelledId] = [...cancelDay.ledger.tickets.entries()].find(([, x]) => x.status === TicketStatus.CANCELLED)!;
    expect(reconcile(cancelDay.seen, cancelDay.ledger)).toEqual([]);
    const flipped: Ledger = { ...cancelDay.ledger, tickets: new Map(cancelDay.ledger.tickets) };
    flipped.tickets.set(cancelledId, { ...cancelDay.ledger.tickets.get(cancelledId)!, isRefunded: !cancelDay.ledger.tickets.get(cancelledId)!.isRefunded });
    expect(reconcile(cancelDay.seen, flipped).filter((p) => p.startsWith('cancelled')).length).toBeGreaterThan(0);
    // Half a đồng anywhere in an answer.
    expect(reconcile({ ...seen, answers: [...seen.answers, { totals: { price: 800.5 } }] }, ledger).some((p) => p.includes('not integer đồng'))).toBe(true);
  });
});
