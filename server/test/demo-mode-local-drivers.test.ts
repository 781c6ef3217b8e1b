// Demo mode without open doors (issue 10 §7): with a local (simulated) payment, SMS, ZNS or mail driver the server
// says so at start, one warning line each; what those drivers write says 'recorded locally, not delivered' (bills,
// orders and payments: simulated), and no count of delivered messages includes it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { lineLoginEndpoint, MSG, sendSmsEndpoint, sendZnsEndpoint, SIMULATOR_TELEPHONY_PAGE_PATH, simulatorRingEndpoint, walletQrEndpoint, type TSendMessageResponse } from '@busdesk/api-contract';
import type { BuildAppOptions } from '../src/app';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { createBill, deliver, holdSeats, paymentOf, processed, webhookSecret } from '../test-support/payments-fixtures';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

const LOCAL_WARNINGS = [
  'bank driver: local — payments are simulated, nothing is charged',
  'wallet driver: local — payments are simulated, nothing is charged',
  'SMS driver: local — recorded locally, not delivered',
  'ZNS driver: local — recorded locally, not delivered',
  'mail: no SMTP_URL — kept in the outbox, not delivered',
  'telephony: local exchange — calls are simulated, recorded locally, not delivered',
  'transport gateway: local — signed transport orders are recorded locally, nothing is transmitted to the authority',
  'company systems: local — an ADMIN can authorise its own agency as any company (company simulator); set COMPANY_SYSTEMS=remote in production',
];
const NOTE = 'recorded locally, not delivered';

/** pino writing JSON lines into memory: what an operator would read in the server's log. */
function capturedLog(): { logger: BuildAppOptions['logger']; lines: () => Array<{ level: number; msg: string }> } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  return {
    logger: { level: 'info', stream },
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { level: number; msg: string }),
  };
}

let t: TestApp;
let log: ReturnType<typeof capturedLog>;
let admin: string;

beforeAll(async () => {
  log = capturedLog();
  // The embedded defaults: every driver local, no SMTP.
  t = await createTestApp({}, { logger: log.logger });
  admin = await login(t.app, 'admin', 'admin123');
});
afterAll(() => t.close());

describe('at start', () => {
  it('warns once per local driver, in plain words', () => {
    const warnings = log.lines().filter((l) => l.level === 40).map((l) => l.msg);
    for (const line of LOCAL_WARNINGS) expect(warnings.filter((w) => w === line), line).toHaveLength(1);
  });

  it('says nothing of the kind when every driver is a provider and SMTP is configured', async () => {
    const quiet = capturedLog();
    const url = 'http://127.0.0.1:9/unused';
    const withProviders = await createTestApp(
      {
        BANK_DRIVER: 'provider',
        BANK_PROVIDER_URL: url,
        BANK_PROVIDER_CLIENT_ID: 'c',
        BANK_PROVIDER_API_KEY: 'k',
        BANK_PROVIDER_CHECKSUM_KEY: 's',
        WALLET_DRIVER: 'provider',
        WALLET_PROVIDER_URL: url,
        WALLET_PROVIDER_ACCESS_KEY: 'a',
        SMS_PROVIDER_URL: url,
        ZNS_PROVIDER_URL: url,
        SMTP_URL: 'smtp://127.0.0.1:9',
        TELEPHONY_LOCAL: false,
        TRANSPORT_GATEWAY: 'http',
        COMPANY_SYSTEMS: 'remote',
      },
      { logger: quiet.logger },
    );
    try {
      const said = quiet.lines().map((l) => l.msg);
      for (const line of LOCAL_WARNINGS) expect(said).not.toContain(line);
      expect(said.filter((m) => /local|not delivered|simulated/.test(m))).toEqual([]);
      // Without the local exchange its simulator is absent and its lines do not log in.
      const quietAdmin = await login(withProviders.app, 'admin', 'admin123');
      expect((await withProviders.app.inject({ method: 'GET', url: SIMULATOR_TELEPHONY_PAGE_PATH, headers: { cookie: `token=${quietAdmin}` } })).statusCode).toBe(404);
      expect((await withProviders.app.inject({ method: 'POST', url: simulatorRingEndpoint.path, headers: bearer(quietAdmin), payload: { lineId: 'tn-4', callerNumber: '0912345678' } })).statusCode).toBe(404);
      const refused = await withProviders.app.inject({ method: 'POST', url: lineLoginEndpoint.path, headers: bearer(quietAdmin), payload: { lineId: 'tn-4' } });
      expect([refused.statusCode, refused.json().message]).toEqual([400, MSG.telephony.lineLoginFailed]);
    } finally {
      await withProviders.close();
    }
  });
});

describe('what the local drivers record', () => {
  const records = (ticketId: string) =>
    Promise.all([
      t.app.database.rows(sql`select is_success, delivery, delivery_note, price from sms_records where ticket_id = ${ticketId}`),
      t.app.database.rows(sql`select is_success, delivery, delivery_note, price from zns_records where ticket_id = ${ticketId}`),
      t.app.database.rows(sql`select transport, delivery, delivery_note, sent_at, error from mail_outbox where ticket_id = ${ticketId}`),
      t.app.database.rows(sql`select number_of_sms_sent, is_send_zns, is_send_email from tickets where id = ${ticketId}`),
    ]);

  it('marks a booking’s SMS, ZNS and e-mail recorded locally, not delivered, and counts none of them on the ticket', async () => {
    const tripId = await createTrip(t.app);
    const res = await poster(t.app)(PATHS.book, admin, { tripId, informationsBySeats: [seatBooking('A01', { email: 'khach@gmail.com', sendAll: true })] });
    const ticket = ticketsOf(res)[0]!;
    await t.app.messaging.idle();
    const [sms, zns, mail, counters] = await records(ticket.ticketId);
    expect(sms).toEqual([{ is_success: false, delivery: 'local', delivery_note: NOTE, price: 800 }]);
    expect(zns).toEqual([{ is_success: false, delivery: 'local', delivery_note: NOTE, price: 300 }]);
    expect(mail).toEqual([{ transport: 'outbox', delivery: 'local', delivery_note: NOTE, sent_at: null, error: null }]);
    expect(counters).toEqual([{ number_of_sms_sent: 0, is_send_zns: false, is_send_email: false }]);
  });

  it('answers a send from the ticket screen as recorded locally (no failure, not sent), counting nothing', async () => {
    const tripId = await createTrip(t.app);
    const [a, landline] = ticketsOf(
      await poster(t.app)(PATHS.book, admin, { tripId, informationsBySeats: [seatBooking('A02'), seatBooking('A03', { phoneNumber: '0281234567' })] }),
    );
    const sms = (await poster(t.app)(sendSmsEndpoint.path, admin, { messageType: 1, ticketIds: [a!.ticketId, landline!.ticketId] })).json().results as TSendMessageResponse;
    expect(sms.sends.map((s) => [s.ticketId, s.isSuccess, s.delivery, s.messageError === null])).toEqual([
      [a!.ticketId, false, 'local', true],
      // A number that cannot receive an SMS is still a failure, local driver or not.
      [landline!.ticketId, false, 'failed', false],
    ]);
    expect(sms.tickets.map((x) => x.numberOfSMSSent)).toEqual([0, 0]);
    const zns = (await poster(t.app)(sendZnsEndpoint.path, admin, { messageType: 1, ticketIds: [a!.ticketId] })).json().results as TSendMessageResponse;
    expect(zns.sends[0]).toMatchObject({ isSuccess: false, delivery: 'local', messageError: null });
    expect(zns.tickets[0]?.isSendZNS).toBe(false);
    const [smsRows] = await records(a!.ticketId);
    expect(smsRows).toEqual([{ is_success: false, delivery: 'local', delivery_note: NOTE, price: 800 }]);
    const [delivered] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from sms_records where ticket_id = ${a!.ticketId} and (is_success or delivery = 'delivered')`);
    expect(delivered?.n).toBe(0);
  });

  it('marks the local bank’s bills, the local wallet’s orders and their payments simulated', async () => {
    const tripId = await createTrip(t.app);
    const [billed, ordered] = await holdSeats(t.app, admin, tripId, ['B01', 'B02']);
    const bill = await createBill(t.app, admin, 'c-minhphat', [billed!.ticketId]);
    const order = await poster(t.app)(walletQrEndpoint.path, admin, { companyId: 'c-minhphat', ticketIds: ordered!.ticketId });
    const orderId = order.json().results.momo.orderId as string;
    expect((await deliver(t.app, { body: paymentOf(bill, 'c-minhphat'), secret: await webhookSecret(t.app, 'c-minhphat') })).statusCode).toBe(200);
    await processed(t.app);
    const [b] = await t.app.database.rows(sql`select simulated, trans_status from bank_qr_transactions where bill_number = ${bill.billNumber}`);
    const [o] = await t.app.database.rows(sql`select simulated from wallet_orders where order_id = ${orderId}`);
    const [p] = await t.app.database.rows(sql`select simulated, amount from payments where bill_number = ${bill.billNumber}`);
    expect(b).toEqual({ simulated: true, trans_status: 2 });
    expect(o).toEqual({ simulated: true });
    expect(p).toEqual({ simulated: true, amount: bill.amount });
  });
});
