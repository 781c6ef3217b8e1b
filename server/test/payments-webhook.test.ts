import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, PAYMENT_WEBHOOK_PATHS, ticketLogEndpoint } from '@busdesk/api-contract';
import { signWebhook } from '../src/payments/webhook-signature';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, messageOf, poster } from '../test-support/sales-booking-fixtures';
import { countRows, createBill, deliver, eventOf, holdSeats, newTransactionId, paymentOf, processed, ticketStates, webhookSecret } from '../test-support/payments-fixtures';

let t: TestApp;
let admin: string;
let secret: string;
const COMPANY = 'c-minhphat';

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin', 'admin123');
  secret = await webhookSecret(t.app, COMPANY);
});
afterAll(() => t.close());

async function openBill(seats: string[]) {
  const tripId = await createTrip(t.app);
  const tickets = await holdSeats(t.app, admin, tripId, seats);
  const bill = await createBill(t.app, admin, COMPANY, tickets.map((x) => x.ticketId));
  return { tripId, tickets, bill, ids: tickets.map((x) => x.ticketId) };
}

const paymentsOf = (billNumber: string) => countRows(t.app, sql`select count(*) as n from payments where bill_number = ${billNumber}`);
const logsOf = (ids: string[]) =>
  countRows(t.app, sql`select count(*) as n from ticket_logs where log_type = 3 and ticket_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);

describe('webhook signature', () => {
  it('accepts a signed, fresh delivery and refuses a wrong signature, another secret and a stale timestamp (401, nothing stored)', async () => {
    const { bill } = await openBill(['A01']);
    const now = Math.floor(Date.now() / 1000);
    const bad = await deliver(t.app, { body: paymentOf(bill, COMPANY), secret, signature: `sha256=${'0'.repeat(64)}` });
    expect([bad.statusCode, messageOf(bad)]).toEqual([401, MSG.payments.badSignature]);
    const otherSecret = await deliver(t.app, { body: paymentOf(bill, COMPANY), secret: await webhookSecret(t.app, 'c-hungthinh') });
    expect(otherSecret.statusCode).toBe(401);
    const stale = await deliver(t.app, { body: paymentOf(bill, COMPANY), secret, timestamp: now - 301 });
    expect([stale.statusCode, messageOf(stale)]).toEqual([401, MSG.payments.staleTimestamp]);
    const future = await deliver(t.app, { body: paymentOf(bill, COMPANY), secret, timestamp: now + 400 });
    expect(future.statusCode).toBe(401);
    const unknownCompany = await deliver(t.app, { body: paymentOf(bill, 'c-nope'), secret });
    expect(unknownCompany.statusCode).toBe(401);
    expect(await countRows(t.app, sql`select count(*) as n from payment_events where bill_number = ${bill.billNumber}`)).toBe(0);

    // The signature covers the raw bytes: the same JSON re-spaced is another body.
    const body = paymentOf(bill, COMPANY);
    const ts = Math.floor(Date.now() / 1000);
    const respaced = await t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_PATHS.MB_QR,
      headers: {
        'content-type': 'application/json',
        'x-busdesk-company': COMPANY,
        'x-busdesk-timestamp': String(ts),
        'x-busdesk-signature': signWebhook(secret, ts, COMPANY, JSON.stringify(body)),
      },
      payload: JSON.stringify(body, null, 1),
    });
    expect(respaced.statusCode).toBe(401);

    const ok = await deliver(t.app, { body, secret });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results).toMatchObject({ received: true, duplicate: false });
  });
});

describe('matching a bill', () => {
  it('marks the tickets paid by bank QR with a log each, closes the bill and writes one payment', async () => {
    const { bill, ids } = await openBill(['A01', 'A02']);
    expect(bill.amount).toBe(700_000);
    const res = await deliver(t.app, { body: paymentOf(bill, COMPANY), secret });
    expect(res.statusCode).toBe(200);
    await processed(t.app);
    for (const s of await ticketStates(t.app, ids)) expect(s).toMatchObject({ ticket_status: 3, paid_money: 350_000, payment_type: 24, over_time: null, released_at: null });
    const [row] = await t.app.database.rows<{ trans_status: number; paid_at: number | null; total_money: number }>(
      sql`select trans_status, paid_at, total_money from bank_qr_transactions where bill_number = ${bill.billNumber}`,
    );
    expect(row).toMatchObject({ trans_status: 2, total_money: 70_000_000 });
    expect(row!.paid_at).toBeGreaterThan(0);
    expect(await paymentsOf(bill.billNumber)).toBe(1);
    const history = await poster(t.app)(ticketLogEndpoint.path, admin, { ticketId: ids[0] });
    const last = history.json().results.logs.at(-1);
    expect(last).toMatchObject({ logType: 3, createdUserName: 'QR ngân hàng MB' });
    expect(last.logs).toContainEqual({ field: 'paidMoney', value: 350_000 });
    expect((await eventOf(t.app, paymentOf(bill, COMPANY).transactionId)).length).toBe(0);
  });

  it('finds the bill number in the transfer text when the bank sends no bill field', async () => {
    const { bill, ids } = await openBill(['A03']);
    const body = { ...paymentOf(bill, COMPANY), billNumber: null, description: `CT DEN:123 ${bill.billNumber.toLowerCase()} FT chuyen tien` };
    expect((await deliver(t.app, { body, secret })).statusCode).toBe(200);
    await processed(t.app);
    expect((await eventOf(t.app, body.transactionId))[0]?.outcome).toBe('paid');
    expect((await ticketStates(t.app, ids))[0]?.ticket_status).toBe(3);
  });
});

describe('idempotency', () => {
  it('serial retries of one transaction: the same answer, one payment, one log per ticket', async () => {
    const { bill, ids } = await openBill(['A04', 'A05']);
    const body = paymentOf(bill, COMPANY);
    const first = await deliver(t.app, { body, secret });
    await processed(t.app);
    const again = await deliver(t.app, { body, secret });
    const third = await deliver(t.app, { body, secret });
    await processed(t.app);
    expect([first.statusCode, again.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(again.json().results).toEqual({ ...first.json().results, duplicate: true });
    expect(await paymentsOf(bill.billNumber)).toBe(1);
    expect(await logsOf(ids)).toBe(2);
    expect(await eventOf(t.app, body.transactionId)).toHaveLength(1);
  });

  it('20 parallel identical deliveries: one stored event, one payment, tickets paid once', async () => {
    const { bill, ids } = await openBill(['A06', 'A07', 'A08']);
    const body = paymentOf(bill, COMPANY);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(t.app, { body, secret })));
    await processed(t.app);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().results.eventId)).size).toBe(1);
    expect(answers.filter((a) => !a.json().results.duplicate)).toHaveLength(1);
    expect(await eventOf(t.app, body.transactionId)).toHaveLength(1);
    expect(await paymentsOf(bill.billNumber)).toBe(1);
    expect(await logsOf(ids)).toBe(3);
    for (const s of await ticketStates(t.app, ids)) expect(s.paid_money).toBe(350_000);
  });

  it('a second, different transaction for a paid bill is recorded as money to refund, not a second payment', async () => {
    const { bill, ids } = await openBill(['A09']);
    await deliver(t.app, { body: paymentOf(bill, COMPANY), secret });
    const second = paymentOf(bill, COMPANY);
    await deliver(t.app, { body: second, secret });
    await processed(t.app);
    expect((await eventOf(t.app, second.transactionId))[0]).toMatchObject({ outcome: 'duplicate', partner_id: 'p-bxmd' });
    expect(await paymentsOf(bill.billNumber)).toBe(1);
    expect(await logsOf(ids)).toBe(1);
  });
});

describe('transfers that do not pay a bill', () => {
  it('an unknown bill number is unmatched and changes nothing', async () => {
    const { bill, ids } = await openBill(['A10']);
    const body = { ...paymentOf(bill, COMPANY), billNumber: 'BDZZZZZZZZZZZZZZ', description: 'chuyen tien' };
    expect((await deliver(t.app, { body, secret })).statusCode).toBe(200);
    await processed(t.app);
    expect((await eventOf(t.app, body.transactionId))[0]).toMatchObject({ outcome: 'unmatched', partner_id: null });
    expect((await ticketStates(t.app, ids))[0]).toMatchObject({ ticket_status: 2, paid_money: 0 });
  });

  it('a bill of another company (signed with that company’s secret) is unmatched too', async () => {
    const { bill, ids } = await openBill(['B01']);
    const body = paymentOf(bill, 'c-hungthinh');
    expect((await deliver(t.app, { body, secret: await webhookSecret(t.app, 'c-hungthinh') })).statusCode).toBe(200);
    await processed(t.app);
    expect((await eventOf(t.app, body.transactionId))[0]?.outcome).toBe('unmatched');
    expect((await ticketStates(t.app, ids))[0]?.ticket_status).toBe(2);
  });

  it('less than the bill is under-paid: recorded, nothing marked paid, the bill stays open and can still be paid', async () => {
    const { bill, ids } = await openBill(['B02', 'B03']);
    const short = paymentOf(bill, COMPANY, bill.amount - 1000);
    await deliver(t.app, { body: short, secret });
    await processed(t.app);
    expect((await eventOf(t.app, short.transactionId))[0]).toMatchObject({ outcome: 'underpaid', partner_id: 'p-bxmd' });
    for (const s of await ticketStates(t.app, ids)) expect(s).toMatchObject({ ticket_status: 2, paid_money: 0 });
    expect(await paymentsOf(bill.billNumber)).toBe(0);
    const full = paymentOf(bill, COMPANY);
    await deliver(t.app, { body: full, secret });
    await processed(t.app);
    expect((await eventOf(t.app, full.transactionId))[0]?.outcome).toBe('paid');
  });

  it('a deposit already paid is not billed again: the bill is the rest', async () => {
    const tripId = await createTrip(t.app);
    const [ticket] = await holdSeats(t.app, admin, tripId, ['B04'], 100_000);
    const bill = await createBill(t.app, admin, COMPANY, [ticket!.ticketId]);
    expect(bill.amount).toBe(250_000);
    await deliver(t.app, { body: paymentOf(bill, COMPANY), secret });
    await processed(t.app);
    expect((await ticketStates(t.app, [ticket!.ticketId]))[0]).toMatchObject({ ticket_status: 3, paid_money: 350_000 });
  });
});

describe('the signature is checked before the body is read (issue 10 §7)', () => {
  const eventCount = () => countRows(t.app, sql`select count(*) as n from payment_events`);
  const post = (payload: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATHS.MB_QR, headers, payload });
  const signed = (payload: string, over: { company?: string; secret?: string; timestamp?: number } = {}) => {
    const ts = over.timestamp ?? Math.floor(Date.now() / 1000);
    const company = over.company ?? COMPANY;
    return { 'x-busdesk-company': company, 'x-busdesk-timestamp': String(ts), 'x-busdesk-signature': signWebhook(over.secret ?? secret, ts, company, payload) };
  };

  it('answers unsigned or badly signed garbage 401, never 400, and stores nothing', async () => {
    const before = await eventCount();
    const garbage = ['{"amount":', 'not json at all', '[1,2,3]', '{"companyId":1}', '', '\u0000\u0001', JSON.stringify(paymentOf({ billNumber: 'BDX', amount: 1 }, COMPANY))];
    const json = { 'content-type': 'application/json' };
    const ts = String(Math.floor(Date.now() / 1000));
    for (const payload of garbage) {
      const answers = [
        await post(payload, json),
        await post(payload, { 'content-type': 'text/plain' }),
        await post(payload, {}),
        // Some headers, not all.
        await post(payload, { ...json, 'x-busdesk-timestamp': ts, 'x-busdesk-signature': `sha256=${'0'.repeat(64)}` }),
        await post(payload, { ...json, 'x-busdesk-company': COMPANY, 'x-busdesk-signature': `sha256=${'0'.repeat(64)}` }),
        // All headers, a wrong signature; another company's secret; an unknown company; the body signed for another company.
        await post(payload, { ...json, 'x-busdesk-company': COMPANY, 'x-busdesk-timestamp': ts, 'x-busdesk-signature': `sha256=${'0'.repeat(64)}` }),
        await post(payload, { ...json, ...signed(payload, { secret: await webhookSecret(t.app, 'c-hungthinh') }) }),
        await post(payload, { ...json, ...signed(payload, { company: 'c-nope' }) }),
        await post(payload, { ...json, ...signed(payload), 'x-busdesk-company': 'c-hungthinh' }),
      ];
      for (const res of answers) {
        expect([res.statusCode, messageOf(res)]).toEqual([401, MSG.payments.badSignature]);
        expect(res.body).not.toContain('FST_');
      }
      // A correct signature made too long ago: refused as stale, still 401.
      const stale = await post(payload, { ...json, ...signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }) });
      expect([stale.statusCode, messageOf(stale)]).toEqual([401, MSG.payments.staleTimestamp]);
    }
    expect(await eventCount()).toBe(before);
  });

  it('answers a correctly signed body that is not a confirmation of that company 400 with a Vietnamese message, storing nothing', async () => {
    const before = await eventCount();
    const json = { 'content-type': 'application/json' };
    const notJson = await post('{"amount":', { ...json, ...signed('{"amount":') });
    expect([notJson.statusCode, messageOf(notJson)]).toEqual([400, MSG.server.invalidJson]);
    const missing = await deliver(t.app, { body: { companyId: COMPANY, amount: 1 } as never, secret });
    expect([missing.statusCode, messageOf(missing)]).toEqual([400, MSG.server.invalidField('transactionId')]);
    const negative = await deliver(t.app, { body: { ...paymentOf({ billNumber: 'BDX', amount: 1 }, COMPANY), amount: -5 }, secret });
    expect([negative.statusCode, messageOf(negative)]).toEqual([400, MSG.server.invalidField('amount')]);
    // Signed by Minh Phát for Minh Phát, but the confirmation names another company.
    const otherCompany = await deliver(t.app, { body: paymentOf({ billNumber: 'BDX', amount: 1 }, 'c-hungthinh'), secret, companyId: COMPANY });
    expect([otherCompany.statusCode, messageOf(otherCompany)]).toEqual([400, MSG.server.invalidField('companyId')]);
    expect(await eventCount()).toBe(before);
  });
});

describe('a webhook that is not JSON or misses fields', () => {
  it('answers 401 when unsigned and 400 when signed, before anything is stored', async () => {
    // issue 10 §7: the unsigned body is refused for its missing signature (401) before it is parsed.
    const res = await t.app.inject({ method: 'POST', url: PAYMENT_WEBHOOK_PATHS.MB_QR, headers: { 'content-type': 'application/json' }, payload: '{"amount":' });
    expect(res.statusCode).toBe(401);
    const missing = await deliver(t.app, { body: { companyId: COMPANY, amount: 1 } as never, secret });
    expect(missing.statusCode).toBe(400);
    expect(newTransactionId()).not.toBe(newTransactionId());
  });
});
