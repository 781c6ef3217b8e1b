import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MSG,
  sendSmsEndpoint,
  sendZnsEndpoint,
  smsMessagesEndpoint,
  TicketLogAction,
  znsTemplatesEndpoint,
  type TSendMessageResponse,
} from '@busdesk/api-contract';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { startJsonServer, startSmtpServer } from '../test-support/messaging-test-server';
import { createTrip, messageOf, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};
let providers: Array<{ close(): Promise<void> }> = [];

// The sends here reach providers (small servers on 127.0.0.1) and SMTP, so what they count is what was delivered;
// the local drivers, which only record, are test/demo-mode-local-drivers.test.ts's subject.
beforeAll(async () => {
  // Like a real gateway, the SMS provider refuses a number that cannot receive SMS (a landline).
  const sms = await startJsonServer((b) => (/^0(3|5|7|8|9)\d{8}$/.test(String(b.Phone)) ? { json: { CodeResult: '100', SMSID: 's' } } : { json: { CodeResult: '99', ErrorMessage: 'Phone invalid' } }));
  const zns = await startJsonServer(() => ({ json: { error: 0, data: { msg_id: 'z' } } }));
  const smtp = await startSmtpServer();
  providers = [sms, zns, smtp];
  t = await createTestApp({ SMS_PROVIDER_URL: sms.url, SMS_PROVIDER_KEY: 'k', ZNS_PROVIDER_URL: zns.url, ZNS_PROVIDER_KEY: 'oa', SMTP_URL: smtp.url });
  post = poster(t.app);
  tokens.admin = await login(t.app, 'admin', 'admin123');
  tokens.admin2 = await login(t.app, 'admin2', 'admin123');
});
afterAll(async () => {
  await t.close();
  await Promise.all(providers.map((p) => p.close()));
});

async function book(token: string, seats: Array<Parameters<typeof seatBooking>[1] & { seatId: string }>, routeId?: string) {
  const tripId = await createTrip(t.app, routeId ? { routeId } : {});
  const points = routeId === 'r-giapbat-vinh' ? { pointUp: { id: 'pt-giapbat', pointType: 0 }, pointDown: { id: 'pt-vinh', pointType: 0 } } : {};
  const res = await post(PATHS.book, token, { tripId, informationsBySeats: seats.map(({ seatId, ...over }) => seatBooking(seatId, { ...points, ...over })) });
  expect(res.statusCode).toBe(200);
  return ticketsOf(res);
}
const smsRows = (ticketId: string) =>
  t.app.database.rows<{ phone_number: string; content: string; is_success: boolean; length: number; quantity: number; price: number; real_price: number; message_type: number; partner_id: string }>(
    sql`select phone_number, content, is_success, length, quantity, price, real_price, message_type, partner_id from sms_records where ticket_id = ${ticketId} order by send_date`,
  );
const znsRows = (ticketId: string) =>
  t.app.database.rows<{ phone_number: string; zns_type: number; is_success: boolean; price: number; message_error: string | null; template_id: string }>(
    sql`select phone_number, zns_type, is_success, price, message_error, template_id from zns_records where ticket_id = ${ticketId}`,
  );
const counters = async (id: string) =>
  (await t.app.database.rows<{ sms: number; zns: boolean; email: boolean }>(sql`select number_of_sms_sent as sms, is_send_zns as zns, is_send_email as email from tickets where id = ${id}`))[0];
const results = (res: { json(): unknown }) => (res.json() as { results: TSendMessageResponse }).results;

describe('message choices', () => {
  it('lists the agency’s SMS message types (9 and ≥ 1e9 left out) and its own ZNS templates only', async () => {
    const sms = await t.app.inject({ method: 'GET', url: smsMessagesEndpoint.path, headers: bearer(tokens.admin!) });
    expect(sms.json().results.messages.map((m: { messageType: number }) => m.messageType)).toEqual([1, 2]);
    const mine = await t.app.inject({ method: 'GET', url: znsTemplatesEndpoint.path, headers: bearer(tokens.admin!) });
    expect(mine.json().results.templates).toEqual([
      { id: 'zt-1', name: 'Xác nhận đặt vé', messageContentType: 1 },
      { id: 'zt-2', name: 'Thanh toán thành công', messageContentType: 10 },
    ]);
    const theirs = await t.app.inject({ method: 'GET', url: znsTemplatesEndpoint.path, headers: bearer(tokens.admin2!) });
    expect(theirs.json().results.templates.map((x: { id: string }) => x.id)).toEqual(['zt-3']);
  });
});

describe('SMS (001 §7, 002 §3)', () => {
  it('sends unaccented text, records length, segments and cost, and counts the SMS on the ticket', async () => {
    const [a, b] = await book(tokens.admin!, [
      { seatId: 'A01', phoneNumber: '0901234567' },
      { seatId: 'A02', phoneNumber: '', fullName: 'Không số' },
    ]);
    const res = await post(sendSmsEndpoint.path, tokens.admin!, { messageType: 1, ticketIds: [a!.ticketId, b!.ticketId] });
    expect(res.statusCode).toBe(200);
    const body = results(res);
    expect(body.sends.map((s) => [s.ticketId, s.isSuccess])).toEqual([
      [a!.ticketId, true],
      [b!.ticketId, false],
    ]);
    expect(body.sends[1]!.messageError).toBe(MSG.messaging.noPhone);
    const [row] = await smsRows(a!.ticketId);
    // The seeded type 1 is 'Ve {ticketCode} ghe {seat} xuat ben {time}.': filled, GSM-7, one segment at 800 đ.
    expect(row!.content).toMatch(new RegExp(`^Ve ${a!.ticketCode} ghe A01 xuat ben \\d\\d:\\d\\d \\d\\d/\\d\\d/\\d{4}\\.$`));
    expect(row).toMatchObject({ phone_number: '0901234567', is_success: true, length: row!.content.length, quantity: 1, price: 800, real_price: 650, message_type: 1, partner_id: 'p-bxmd' });
    const [failed] = await smsRows(b!.ticketId);
    expect(failed).toMatchObject({ is_success: false, price: 0, real_price: 0 });
    expect(await counters(a!.ticketId)).toMatchObject({ sms: 1 });
    expect(await counters(b!.ticketId)).toMatchObject({ sms: 0 });
    expect(body.tickets.find((x) => x.ticketId === a!.ticketId)?.numberOfSMSSent).toBe(1);
    const log = await post(PATHS.log, tokens.admin!, { ticketId: a!.ticketId });
    expect(log.json().results.logs.map((l: { logType: number }) => l.logType)).toContain(TicketLogAction.SEND_SMS);
  });

  it('bills a long message by concatenated segments (153 characters each)', async () => {
    await t.app.database.rows(sql`insert into sms_configs (id, partner_id, message_type, content) values ('smc-test-long', 'p-bxmd', 5, ${'Xin chào {fullName}, '.padEnd(200, 'x')})`);
    const [a] = await book(tokens.admin!, [{ seatId: 'A03', fullName: 'Đặng Thị Ánh' }]);
    expect((await post(sendSmsEndpoint.path, tokens.admin!, { messageType: 5, ticketIds: [a!.ticketId] })).statusCode).toBe(200);
    const [row] = await smsRows(a!.ticketId);
    expect(row!.content.startsWith('Xin chao Dang Thi Anh, ')).toBe(true);
    expect([row!.length, row!.quantity, row!.price, row!.real_price]).toEqual([row!.content.length, 2, 1600, 1300]);
  });

  it('refuses a message type the agency does not have, and another agency’s tickets (both ways)', async () => {
    const [mine] = await book(tokens.admin!, [{ seatId: 'A04' }]);
    const [theirs] = await book(tokens.admin2!, [{ seatId: 'A01' }], 'r-giapbat-vinh');
    const unknown = await post(sendSmsEndpoint.path, tokens.admin!, { messageType: 9, ticketIds: [mine!.ticketId] });
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([400, MSG.messaging.smsTypeNotFound]);
    expect((await post(sendSmsEndpoint.path, tokens.admin2!, { messageType: 1, ticketIds: [mine!.ticketId] })).statusCode).toBe(404);
    expect((await post(sendSmsEndpoint.path, tokens.admin!, { messageType: 1, ticketIds: [theirs!.ticketId] })).statusCode).toBe(404);
    expect((await post(sendZnsEndpoint.path, tokens.admin!, { messageType: 1, ticketIds: [theirs!.ticketId] })).statusCode).toBe(404);
    expect([...(await smsRows(mine!.ticketId)), ...(await smsRows(theirs!.ticketId))]).toEqual([]);
  });
});

describe('ZNS (001 §7, 002 §3, §9)', () => {
  it('sends the template of the message content type to the 84… number, records type and price, sets isSendZNS', async () => {
    const [a] = await book(tokens.admin!, [{ seatId: 'A05', phoneNumber: '0912345678' }]);
    const res = await post(sendZnsEndpoint.path, tokens.admin!, { messageContentType: 10, ticketIds: [a!.ticketId] });
    expect(res.statusCode).toBe(200);
    expect(results(res).sends[0]).toMatchObject({ phoneNumber: '84912345678', isSuccess: true, price: 300 });
    expect(await znsRows(a!.ticketId)).toEqual([{ phone_number: '84912345678', zns_type: 10, is_success: true, price: 300, message_error: null, template_id: 'zt-2' }]);
    expect(await counters(a!.ticketId)).toMatchObject({ zns: true });
    const missing = await post(sendZnsEndpoint.path, tokens.admin!, { messageType: 6, ticketIds: [a!.ticketId] });
    expect([missing.statusCode, messageOf(missing)]).toEqual([400, MSG.messaging.znsTemplateNotFound]);
  });
});

describe('send flags of the booking form (001 §2.1, §3)', () => {
  it('sends SMS, ZNS and e-mail after a booking with sendAll, and records them', async () => {
    const [a] = await book(tokens.admin!, [{ seatId: 'A06', email: 'khach.a06@gmail.com', sendAll: true }]);
    await t.app.messaging.idle();
    expect((await smsRows(a!.ticketId)).map((r) => [r.is_success, r.message_type])).toEqual([[true, 1]]);
    expect((await znsRows(a!.ticketId)).map((r) => [r.is_success, r.zns_type])).toEqual([[true, 1]]);
    const mails = await t.app.database.rows<{ to_address: string }>(sql`select to_address from mail_outbox where ticket_id = ${a!.ticketId}`);
    expect(mails).toEqual([{ to_address: 'khach.a06@gmail.com' }]);
    expect(await counters(a!.ticketId)).toEqual({ sms: 1, zns: true, email: true });
  });

  it('sends only the flagged channel per seat, the payment message after an update that pays', async () => {
    const [a, b] = await book(tokens.admin!, [
      { seatId: 'A07', sendSMS: true },
      { seatId: 'A08' },
    ]);
    await t.app.messaging.idle();
    expect((await smsRows(a!.ticketId)).length).toBe(1);
    expect((await smsRows(b!.ticketId)).length).toBe(0);
    const paid = await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId: b!.ticketId, ticketStatus: 3, sendSMS: true, sendZNS: true }] });
    expect(paid.statusCode).toBe(200);
    await t.app.messaging.idle();
    expect((await smsRows(b!.ticketId)).map((r) => [r.message_type, r.is_success])).toEqual([[2, true]]);
    expect((await znsRows(b!.ticketId)).map((r) => r.zns_type)).toEqual([10]);
  });

  it('keeps the booking when a send fails, and records the failure', async () => {
    const [a] = await book(tokens.admin!, [{ seatId: 'A09', phoneNumber: '0281234567', sendSMS: true }]);
    await t.app.messaging.idle();
    // A landline cannot receive SMS: the gateway refuses it, the ticket stays booked.
    expect((await smsRows(a!.ticketId)).map((r) => [r.is_success, r.price])).toEqual([[false, 0]]);
    const [row] = await t.app.database.rows<{ ticket_status: number }>(sql`select ticket_status from tickets where id = ${a!.ticketId}`);
    expect(row?.ticket_status).toBe(2);
  });
});
