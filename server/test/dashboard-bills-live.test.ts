import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dashboardEndpoint,
  refundListEndpoint,
  resolveRefundEndpoint,
  topics,
  walletQrEndpoint,
  type TDashboardResponse,
  type TRealtimeEvent,
  type TRefundPayment,
  type TWalletQrResponse,
} from '@busdesk/api-contract';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { createBill, deliver, holdSeats, paymentOf, processed, requestBill, webhookSecret } from '../test-support/payments-fixtures';
import { listenTo, waitFor, type Listener } from '../test-support/realtime-listener';
import { createTrip, poster } from '../test-support/sales-booking-fixtures';
import type { TestApp } from '../test-support/test-app';

/**
 * The dashboard's bills awaiting attention (docs/adr/0072) follow a bill as it opens: a clerk's bank QR bill or MoMo
 * order publishes 'bill-opened' on the agency's own payments topic (which the dashboard follows with the other payment
 * events), and a child agency's bill nudges its parent station's dashboard (docs/adr/0120); a transfer to give back
 * marked resolved does the same for the figure it leaves. Nobody else hears it.
 */

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;
/** p-bxmd's ADMIN on its payments and tickets topics (what its dashboard follows). */
let agency: Listener;
/** p-bxmd-moi's ADMIN on its own payments topic. */
let child: Listener;
/** p-saoviet's ADMIN on its own payments topic, and asking for p-bxmd's (refused). */
let other: Listener;
const COMPANY = 'c-minhphat';

type BillOpened = Extract<TRealtimeEvent, { type: 'bill-opened' }>;
const opened = (l: Listener) => l.received.filter((r) => r.event.type === 'bill-opened');
const nudges = (l: Listener) => l.received.filter((r) => r.event.type === 'child-figures-changed').map((r) => r.event);

const today = () => Number(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, ''));
async function dashboard(token: string): Promise<TDashboardResponse> {
  const res = await post(dashboardEndpoint.path, token, { startDate: today(), endDate: today() });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: TDashboardResponse }).results;
}

/** Seats held (nothing paid) by the token's agency, their hold's own events already out. */
async function held(token: string, seatIds: string[]): Promise<string[]> {
  const tickets = await holdSeats(t.app, token, await createTrip(t.app), seatIds);
  await t.app.changes.dispatcher.idle();
  return tickets.map((x) => x.ticketId);
}

/** Opens a bill as a caller does and answers the 'bill-opened' events `l` got for it once its changes are out. */
async function openedFor(l: Listener, billNumber: () => string, open: () => Promise<void>): Promise<BillOpened[]> {
  await open();
  await t.app.changes.dispatcher.idle();
  await waitFor(() => opened(l).some((r) => (r.event as BillOpened).billNumber === billNumber()));
  return opened(l)
    .filter((r) => (r.event as BillOpened).billNumber === billNumber())
    .map((r) => {
      expect(r.topic).toMatch(/^partner\/[^/]+\/payments$/);
      return r.event as BillOpened;
    });
}

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'staff', 'quaymoi', 'admin2']));
  agency = await listenTo(url, tokens.admin!, [topics.partnerPayments('p-bxmd'), topics.partnerTickets('p-bxmd')]);
  child = await listenTo(url, tokens.quaymoi!, [topics.partnerPayments('p-bxmd-moi')]);
  other = await listenTo(url, tokens.admin2!, [topics.partnerPayments('p-saoviet'), topics.partnerPayments('p-bxmd')]);
});
afterAll(() => stopLoopbackApp(t));

describe("a bill opened moves the dashboard's bills awaiting attention without a reload", () => {
  it('the ACL as it stands: each agency reads its own payments topic, another agency not p-bxmd’s', () => {
    expect(agency.granted).toEqual([0, 0]);
    expect(child.granted).toEqual([0]);
    expect(other.granted).toEqual([0, 128]);
  });

  it("a clerk's bank QR bill ('Thanh toán QR'): bill-opened on the agency's payments topic, and its pending bills did move", async () => {
    const ticketIds = await held(tokens.staff!, ['A01', 'A02']);
    const before = await dashboard(tokens.admin!);
    let billNumber = '';
    const got = await openedFor(
      agency,
      () => billNumber,
      async () => {
        const res = await requestBill(t.app, tokens.staff!, COMPANY, ticketIds);
        expect(res.statusCode, res.body).toBe(200);
        billNumber = (res.json() as { results: { billNumber: string } }).results.billNumber;
      },
    );
    expect(got).toEqual([{ type: 'bill-opened', billNumber, provider: 'MB_QR' }]);
    expect(opened(agency).find((r) => (r.event as BillOpened).billNumber === billNumber)?.topic).toBe('partner/p-bxmd/payments');
    // What the event announces is true: the dashboard counts the new bill as processing.
    const after = await dashboard(tokens.admin!);
    expect(after.bills.bankPending).toEqual({ count: before.bills.bankPending.count + 1, amount: before.bills.bankPending.amount + 700_000 });
  });

  it("a MoMo order: bill-opened with its order id, and the dashboard's pending wallet orders did move", async () => {
    const ticketIds = await held(tokens.admin!, ['B01']);
    const before = await dashboard(tokens.admin!);
    let orderId = '';
    const got = await openedFor(
      agency,
      () => orderId,
      async () => {
        const res = await post(walletQrEndpoint.path, tokens.admin!, { ticketIds: ticketIds.join('-'), companyId: COMPANY });
        expect(res.statusCode, res.body).toBe(200);
        orderId = (res.json() as { results: TWalletQrResponse }).results.momo.orderId;
      },
    );
    expect(got).toEqual([{ type: 'bill-opened', billNumber: orderId, provider: 'MOMO_QR' }]);
    const after = await dashboard(tokens.admin!);
    expect(after.bills.walletPending).toEqual({ count: before.bills.walletPending.count + 1, amount: before.bills.walletPending.amount + 350_000 });
  });

  it("a child agency's bill: bill-opened on the child's topic only, and its parent's dashboard is nudged and counts it", async () => {
    const ticketIds = await held(tokens.quaymoi!, ['B02']);
    // The hold's own nudge first, so that the one counted below is the bill's.
    await waitFor(() => nudges(agency).length > 0);
    const before = await dashboard(tokens.admin!);
    const nudged = nudges(agency).length;
    let billNumber = '';
    const got = await openedFor(
      child,
      () => billNumber,
      async () => {
        const res = await requestBill(t.app, tokens.quaymoi!, COMPANY, ticketIds);
        expect(res.statusCode, res.body).toBe(200);
        billNumber = (res.json() as { results: { billNumber: string } }).results.billNumber;
      },
    );
    expect(got).toEqual([{ type: 'bill-opened', billNumber, provider: 'MB_QR' }]);
    await waitFor(() => nudges(agency).length > nudged);
    // The hold sweeper may release an old hold of the child meanwhile: the same nudge again.
    expect(nudges(agency).length).toBeGreaterThan(nudged);
    for (const nudge of nudges(agency).slice(nudged)) expect(nudge).toEqual({ type: 'child-figures-changed', partnerIds: ['p-bxmd-moi'] });
    // The parent's own payments topic never carries the child's bill.
    expect(opened(agency).some((r) => (r.event as BillOpened).billNumber === billNumber)).toBe(false);
    expect((await dashboard(tokens.admin!)).bills.bankPending.count).toBe(before.bills.bankPending.count + 1);
  });

  it("a transfer to give back marked resolved: refund-resolved on the agency's payments topic, and the figure drops", async () => {
    const ticketIds = await held(tokens.admin!, ['B03']);
    const bill = await createBill(t.app, tokens.admin!, COMPANY, ticketIds);
    const short = paymentOf(bill, COMPANY, bill.amount - 1_000);
    expect((await deliver(t.app, { body: short, secret: await webhookSecret(t.app, COMPANY) })).statusCode).toBe(200);
    await processed(t.app);
    await t.app.changes.dispatcher.idle();
    const before = await dashboard(tokens.admin!);
    const list = await t.app.inject({ method: 'GET', url: refundListEndpoint.path, headers: { authorization: `Bearer ${tokens.admin!}` } });
    const payment = (list.json() as { results: { payments: TRefundPayment[] } }).results.payments.find((p) => p.transactionId === short.transactionId);
    expect(payment?.resolvedAt).toBeNull();

    const res = await post(resolveRefundEndpoint.path, tokens.staff!, { id: payment!.id });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.changes.dispatcher.idle();
    const resolvedOf = (l: Listener) => l.received.filter((r) => r.event.type === 'refund-resolved');
    await waitFor(() => resolvedOf(agency).length > 0);
    expect(resolvedOf(agency).map(({ topic, event }) => ({ topic, event }))).toEqual([{ topic: 'partner/p-bxmd/payments', event: { type: 'refund-resolved', id: payment!.id } }]);
    expect((await dashboard(tokens.admin!)).bills.refundsToMake).toEqual({
      count: before.bills.refundsToMake.count - 1,
      amount: before.bills.refundsToMake.amount - short.amount,
    });
    // Resolving it again changes nothing, and says nothing.
    expect((await post(resolveRefundEndpoint.path, tokens.admin!, { id: payment!.id })).statusCode).toBe(200);
    await t.app.changes.dispatcher.idle();
    await new Promise((r) => setTimeout(r, 200));
    expect(resolvedOf(agency)).toHaveLength(1);
  });

  it('no other agency heard any of it', async () => {
    // The control: the bills' events arrived where they belong, so another agency's would have had time to arrive too.
    expect(opened(agency)).toHaveLength(3);
    expect(opened(child)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(other.received).toEqual([]);
  });
});
