import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorBillsEndpoint, simulatorPayEndpoint, topics, type TSimulatorBill } from '@busdesk/api-contract';
import { closeListeners, listenOnLoopback, listenTo, waitFor } from '../test-support/realtime-listener';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip } from '../test-support/sales-booking-fixtures';
import { countRows, createBill, holdSeats, ticketStates } from '../test-support/payments-fixtures';
import { sql } from 'drizzle-orm';

let t: TestApp;
let base: string;
const tok: Record<'a' | 'b' | 'other', string> = { a: '', b: '', other: '' };
let mqttUrl: string;
const COMPANY = 'c-minhphat';

beforeAll(async () => {
  t = await createTestApp();
  mqttUrl = await listenOnLoopback(t.app);
  base = mqttUrl.replace(/^ws:/, 'http:').replace(/\/mqtt$/, '');
  tok.a = await login(t.app, 'admin', 'admin123');
  tok.b = await login(t.app, 'quaymoi', 'quaymoi123');
  tok.other = await login(t.app, 'admin2', 'admin123');
});
afterAll(async () => {
  await closeListeners();
  await t.close();
});

/** A real MQTT-over-WebSocket client; refused subscriptions are allowed here (the test then checks nothing arrives). */
const listen = (token: string, topicList: string[]) => listenTo(mqttUrl, token, topicList);
// Payment processing runs after the webhook's acknowledgement: allow it longer than a plain publish.
const waitForPayment = (predicate: () => boolean) => waitFor(predicate, 5000);

// The simulator answers the selling agency's ADMIN (issue 10 §7): tok.a is that ADMIN.
const simulate = async (billNumber: string, mode: string) => {
  const res = await fetch(`${base}${simulatorPayEndpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tok.a}` },
    body: JSON.stringify({ billNumber, mode }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { outcome: string; deliveries: Array<{ status: number; duplicate: boolean | null }>; amount: number } }).results;
};

describe('paying on the simulator', () => {
  it('sends mb-ticket-payment and the paid seats to the selling agency only', async () => {
    const tripId = await createTrip(t.app);
    const tickets = await holdSeats(t.app, tok.a, tripId, ['A01', 'A02']);
    const ids = tickets.map((x) => x.ticketId);
    const bill = await createBill(t.app, tok.a, COMPANY, ids);
    const a = await listen(tok.a, [topics.partnerPayments('p-bxmd'), topics.partnerTickets('p-bxmd'), topics.tripSeats(tripId)]);
    const b = await listen(tok.b, [topics.partnerPayments('p-bxmd-moi'), topics.partnerPayments('p-bxmd'), topics.tripSeats(tripId)]);
    const other = await listen(tok.other, [topics.partnerPayments('p-saoviet'), topics.partnerPayments('p-bxmd')]);
    expect(a.granted).toEqual([0, 0, 0]);
    expect(b.granted).toEqual([0, 128, 0]);
    expect(other.granted).toEqual([0, 128]);

    const result = await simulate(bill.billNumber, 'full');
    expect(result).toMatchObject({ outcome: 'paid', amount: 700_000, deliveries: [{ status: 200, duplicate: false }] });
    await waitForPayment(() => a.received.some((m) => m.event.type === 'mb-ticket-payment') && a.received.some((m) => m.event.type === 'changed-tickets') && b.received.length > 0);
    const payment = a.received.find((m) => m.event.type === 'mb-ticket-payment');
    expect(payment?.topic).toBe('partner/p-bxmd/payments');
    expect(payment?.event).toMatchObject({ billNumber: bill.billNumber, amount: 700_000, companyId: COMPANY, tripId });
    expect(payment?.event.type === 'mb-ticket-payment' && [...payment.event.ticketIds].sort()).toEqual([...ids].sort());
    const changed = a.received.find((m) => m.event.type === 'changed-tickets');
    expect(changed?.event.type === 'changed-tickets' && changed.event.tickets.map((x) => [x.ticketStatus, x.paymentType])).toEqual([
      [3, 24],
      [3, 24],
    ]);
    // The other agencies see the seats turn paid on the trip topic, without passenger data, and no payment event.
    expect(b.received.find((m) => m.event.type === 'seat-status')?.event).toMatchObject({ seats: [{ ticketStatus: 3 }, { ticketStatus: 3 }] });
    await new Promise((r) => setTimeout(r, 200));
    expect(b.received.some((m) => m.event.type === 'mb-ticket-payment')).toBe(false);
    expect(other.received).toEqual([]);
  });

  it('a short transfer tells the selling agency’s staff at once (payment-attention) and nobody else, and pays nothing', async () => {
    const tripId = await createTrip(t.app);
    const [held] = await holdSeats(t.app, tok.a, tripId, ['A03']);
    const bill = await createBill(t.app, tok.a, COMPANY, [held!.ticketId]);
    const a = await listen(tok.a, [topics.partnerPayments('p-bxmd')]);
    const other = await listen(tok.other, [topics.partnerPayments('p-saoviet')]);
    expect(await simulate(bill.billNumber, 'partial')).toMatchObject({ outcome: 'underpaid' });
    await waitForPayment(() => a.received.length > 0);
    expect(a.received.map(({ topic, event }) => ({ topic, event }))).toEqual([
      { topic: 'partner/p-bxmd/payments', event: { type: 'payment-attention', billNumber: bill.billNumber, outcome: 'underpaid', amount: 175_000 } },
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(other.received).toEqual([]);
    expect((await ticketStates(t.app, [held!.ticketId]))[0]?.ticket_status).toBe(2);
  });

  it('lists open bills, and pays partly, twice and late with the outcome each would have at a real bank', async () => {
    const page = await fetch(`${base}/simulator/bank`, { headers: { cookie: `token=${tok.a}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Mô phỏng ngân hàng MB');

    const tripId = await createTrip(t.app);
    const [p1, p2, p3] = await holdSeats(t.app, tok.a, tripId, ['B01', 'B02', 'B03']);
    const partial = await createBill(t.app, tok.a, COMPANY, [p1!.ticketId]);
    const twice = await createBill(t.app, tok.a, COMPANY, [p2!.ticketId]);
    const late = await createBill(t.app, tok.a, COMPANY, [p3!.ticketId]);
    const list = (await (await fetch(`${base}${simulatorBillsEndpoint.path}`, { headers: { authorization: `Bearer ${tok.a}` } })).json()) as { results: { bills: TSimulatorBill[] } };
    const open = list.results.bills.filter((x) => [partial, twice, late].some((y) => y.billNumber === x.billNumber));
    expect(open).toHaveLength(3);
    expect(open.find((x) => x.billNumber === late.billNumber)).toMatchObject({ provider: 'MB_QR', amount: 350_000, seatIds: ['B03'], released: false, companyName: 'Nhà xe Minh Phát Limousine', partnerName: 'Bến xe Miền Đông' });
    // Passenger data never appears in the bank's view.
    expect(JSON.stringify(list)).not.toContain('Nguyễn Văn An');

    expect(await simulate(partial.billNumber, 'partial')).toMatchObject({ outcome: 'underpaid', amount: 175_000 });
    expect((await ticketStates(t.app, [p1!.ticketId]))[0]?.ticket_status).toBe(2);

    expect(await simulate(twice.billNumber, 'twice')).toMatchObject({
      outcome: 'paid',
      deliveries: [
        { status: 200, duplicate: false },
        { status: 200, duplicate: true },
      ],
    });
    expect(await countRows(t.app, sql`select count(*) as n from payments where bill_number = ${twice.billNumber}`)).toBe(1);

    expect(await simulate(late.billNumber, 'late')).toMatchObject({ outcome: 'late_paid' });
    expect((await ticketStates(t.app, [p3!.ticketId]))[0]).toMatchObject({ ticket_status: 3, released_at: null });

    const after = (await (await fetch(`${base}${simulatorBillsEndpoint.path}`, { headers: { authorization: `Bearer ${tok.a}` } })).json()) as { results: { bills: TSimulatorBill[] } };
    expect(after.results.bills.map((x) => x.billNumber)).toContain(partial.billNumber);
    expect(after.results.bills.map((x) => x.billNumber)).not.toContain(twice.billNumber);
  });
});
