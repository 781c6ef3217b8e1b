import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@busdesk/api-contract';
import { createProviderSmsDriver } from '../src/messaging/sms-drivers';
import { createProviderZnsDriver } from '../src/messaging/zns-drivers';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { startJsonServer, startSmtpServer } from '../test-support/messaging-test-server';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

const RATES = { pricePerSegment: 800, costPerSegment: 650 };

describe('SMS provider driver (eSMS-style JSON API) against a local server', () => {
  it('sends the unaccented text with the credentials and bills the segments on CodeResult 100', async () => {
    const provider = await startJsonServer(() => ({ json: { CodeResult: '100', SMSID: 'sms-1' } }));
    try {
      const driver = createProviderSmsDriver({ url: provider.url, apiKey: 'k-1', secretKey: 's-1', brandname: 'BXMD' }, RATES);
      const out = await driver.send({ phoneNumber: '0901234567', content: 'Vé VE01 ghế A01 – xuất bến 22:00 tại Bến xe Miền Đông' });
      expect(out).toMatchObject({ isSuccess: true, delivery: 'delivered', quantity: 1, price: 800, realPrice: 650, messageError: null });
      expect(provider.requests[0]!.body).toEqual({
        ApiKey: 'k-1',
        SecretKey: 's-1',
        Phone: '0901234567',
        Content: 'Ve VE01 ghe A01 – xuat ben 22:00 tai Ben xe Mien Dong',
        Brandname: 'BXMD',
        SmsType: '2',
        IsUnicode: '0',
      });
      // '–' is outside GSM-7: the text goes as UCS-2 (70 a segment), and the record says so.
      expect(out.length).toBe(out.content.length);
    } finally {
      await provider.close();
    }
  });

  it('records a refusal, an HTTP error and an unreachable provider as failures that cost nothing', async () => {
    const refusing = await startJsonServer(() => ({ json: { CodeResult: '101', ErrorMessage: 'Authorize Failed' } }));
    const broken = await startJsonServer(() => ({ status: 500, json: {} }));
    try {
      const send = (url: string) => createProviderSmsDriver({ url, apiKey: 'k', secretKey: 's', brandname: 'B', timeoutMs: 2000 }, RATES).send({ phoneNumber: '0901234567', content: 'Ve A01' });
      expect(await send(refusing.url)).toMatchObject({ isSuccess: false, delivery: 'failed', price: 0, realPrice: 0, messageError: MSG.messaging.providerFailed('Authorize Failed') });
      expect(await send(broken.url)).toMatchObject({ isSuccess: false, price: 0, messageError: MSG.messaging.providerFailed('HTTP 500') });
      const closedUrl = broken.url;
      await broken.close();
      expect(await send(closedUrl)).toMatchObject({ isSuccess: false, price: 0, messageError: MSG.messaging.providerUnreachable });
    } finally {
      await refusing.close();
    }
  });
});

describe('ZNS provider driver (Zalo template API) against a local server', () => {
  it('posts the template with the 84… phone and the OA token, and reads error codes', async () => {
    let answer: unknown = { error: 0, message: 'Success', data: { msg_id: 'z-1' } };
    const zalo = await startJsonServer(() => ({ json: answer }));
    try {
      const driver = createProviderZnsDriver({ url: zalo.url, accessToken: 'oa-token' }, 300);
      const ok = await driver.send({ phoneNumber: '0912345678', templateId: 'zt-1', templateData: { ticketCode: 'VE01' }, trackingId: 'tr-1' });
      expect(ok).toEqual({ isSuccess: true, delivery: 'delivered', phoneNumber: '84912345678', price: 300, messageError: null });
      expect(zalo.requests[0]!.headers.access_token).toBe('oa-token');
      expect(zalo.requests[0]!.body).toEqual({ phone: '84912345678', template_id: 'zt-1', template_data: { ticketCode: 'VE01' }, tracking_id: 'tr-1' });
      answer = { error: -124, message: 'Access token is invalid' };
      expect(await driver.send({ phoneNumber: '0912345678', templateId: 'zt-1', templateData: {}, trackingId: 'tr-2' })).toEqual({
        isSuccess: false,
        delivery: 'failed',
        phoneNumber: '84912345678',
        price: 0,
        messageError: MSG.messaging.providerFailed('-124 Access token is invalid'),
      });
    } finally {
      await zalo.close();
    }
  });
});

describe('the server configured with providers and SMTP', () => {
  let t: TestApp;
  let token: string;
  let sms: Awaited<ReturnType<typeof startJsonServer>>;
  let zns: Awaited<ReturnType<typeof startJsonServer>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    sms = await startJsonServer(() => ({ json: { CodeResult: '100', SMSID: 'x' } }));
    zns = await startJsonServer(() => ({ json: { error: 0, data: { msg_id: 'y' } } }));
    smtp = await startSmtpServer();
    t = await createTestApp({ SMS_PROVIDER_URL: sms.url, SMS_PROVIDER_KEY: 'k', ZNS_PROVIDER_URL: zns.url, ZNS_PROVIDER_KEY: 'oa', SMTP_URL: smtp.url });
    token = await login(t.app, 'admin', 'admin123');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([sms.close(), zns.close(), smtp.close()]);
  });

  it('delivers a booking’s sendAll through the providers and SMTP, recording each with its cost', async () => {
    const tripId = await createTrip(t.app);
    const res = await poster(t.app)(PATHS.book, token, { tripId, informationsBySeats: [seatBooking('A01', { email: 'khach@gmail.com', sendAll: true })] });
    const ticket = ticketsOf(res)[0]!;
    await t.app.messaging.idle();
    expect(sms.requests.map((r) => r.body.Phone)).toEqual(['0901234567']);
    expect(zns.requests.map((r) => [r.body.phone, r.body.template_id])).toEqual([['84901234567', 'zt-1']]);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['<khach@gmail.com>']);
    const [mail] = await t.app.database.rows<{ raw: string; transport: string; sent_at: number | null; error: string | null; delivery: string }>(
      sql`select raw, transport, sent_at, error, delivery from mail_outbox where ticket_id = ${ticket.ticketId}`,
    );
    expect(mail).toMatchObject({ transport: 'smtp', error: null, delivery: 'delivered' });
    expect(mail!.sent_at).toBeGreaterThan(0);
    // SMTP got exactly the message the outbox keeps.
    expect(smtp.messages[0]!.data).toBe(mail!.raw.replace(/\r\n$/, ''));
    const [record] = await t.app.database.rows<{ is_success: boolean; price: number }>(sql`select is_success, price from sms_records where ticket_id = ${ticket.ticketId}`);
    expect(record).toEqual({ is_success: true, price: 800 });
    // Delivered by providers and SMTP: the ticket counts them all.
    const [counted] = await t.app.database.rows(sql`select number_of_sms_sent, is_send_zns, is_send_email from tickets where id = ${ticket.ticketId}`);
    expect(counted).toEqual({ number_of_sms_sent: 1, is_send_zns: true, is_send_email: true });
  });

  it('records an e-mail the SMTP server refused, and the booking stands', async () => {
    const refusing = await startSmtpServer({ refuseRecipients: true });
    const app2 = await createTestApp({ SMTP_URL: refusing.url });
    try {
      const tokenB = await login(app2.app, 'admin', 'admin123');
      const tripId = await createTrip(app2.app);
      const res = await poster(app2.app)(PATHS.book, tokenB, { tripId, informationsBySeats: [seatBooking('A02', { email: 'sai@gmail.com', isSendEmail: true })] });
      expect(res.statusCode).toBe(200);
      const ticket = ticketsOf(res)[0]!;
      await app2.app.messaging.idle();
      const [mail] = await app2.app.database.rows<{ error: string | null; sent_at: number | null; delivery: string }>(
        sql`select error, sent_at, delivery from mail_outbox where ticket_id = ${ticket.ticketId}`,
      );
      expect(mail!.error).toMatch(/550/);
      expect(mail!.delivery).toBe('failed');
      expect(mail!.sent_at).toBeNull();
      const [row] = await app2.app.database.rows<{ ticket_status: number; is_send_email: boolean }>(sql`select ticket_status, is_send_email from tickets where id = ${ticket.ticketId}`);
      expect(row).toEqual({ ticket_status: 2, is_send_email: false });
    } finally {
      await app2.close();
      await refusing.close();
    }
  });
});
