import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mailDetailEndpoint, mailOutboxEndpoint, type TMailDetail, type TMailRow } from '@busdesk/api-contract';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { decodeWords, parseMime } from '../test-support/messaging-test-server';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  for (const [user, password] of [['admin', 'admin123'], ['staff', 'staff123'], ['admin2', 'admin123']] as const) tokens[user] = await login(t.app, user, password);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const outbox = async (token: string) => (await get(mailOutboxEndpoint.path, token)).json().results as { mails: TMailRow[]; nextPageToken: string | null };
const detail = (token: string, id: string) => get(`${mailDetailEndpoint.path}?id=${id}`, token);

async function bookWithEmail(seatId: string, over: Parameters<typeof seatBooking>[1] = {}) {
  const tripId = await createTrip(t.app);
  const res = await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking(seatId, { email: `khach.${seatId.toLowerCase()}@gmail.com`, isSendEmail: true, ...over })] });
  expect(res.statusCode).toBe(200);
  await t.app.messaging.idle();
  return ticketsOf(res)[0]!;
}

describe('ticket e-mail without SMTP: the outbox (000 §2.11)', () => {
  it('keeps the real MIME message nodemailer built from the agency’s booked-ticket template', async () => {
    const ticket = await bookWithEmail('A01', { fullName: 'Trần <b>Bình</b>' });
    const row = (await outbox(tokens.admin!)).mails.find((m) => m.ticketId === ticket.ticketId)!;
    expect(row).toMatchObject({ toAddress: 'khach.a01@gmail.com', subject: `Xác nhận đặt vé ${ticket.ticketCode}`, transport: 'outbox', error: null });
    const res = await detail(tokens.admin!, row.id);
    expect(res.statusCode).toBe(200);
    const mail = res.json().results.mail as TMailDetail;
    const mime = parseMime(mail.raw!);
    expect(mime.headers.get('mime-version')).toBe('1.0');
    expect(mime.headers.get('to')).toBe('khach.a01@gmail.com');
    expect(decodeWords(mime.headers.get('subject')!)).toBe(`Xác nhận đặt vé ${ticket.ticketCode}`);
    expect(decodeWords(mime.headers.get('from')!)).toBe('Bến xe Miền Đông <no-reply@busdesk.vn>');
    expect(mime.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    const html = mime.parts.find((p) => p.type === 'text/html')!.body;
    const text = mime.parts.find((p) => p.type === 'text/plain')!.body;
    expect(html).toBe(mail.html);
    // The passenger's name is text in the message, never markup.
    expect(html).toContain('Trần &lt;b&gt;Bình&lt;/b&gt;');
    expect(html).toContain('Nhà xe Minh Phát Limousine');
    expect(text).toContain('Trần <b>Bình</b>');
    // issue 10 §7: kept in the outbox is recorded locally, not delivered, so isSendEmail (delivered e-mails) stays false.
    const [flag] = await t.app.database.rows<{ is_send_email: boolean }>(sql`select is_send_email from tickets where id = ${ticket.ticketId}`);
    expect(flag?.is_send_email).toBe(false);
    const [kept] = await t.app.database.rows<{ delivery: string; delivery_note: string }>(sql`select delivery, delivery_note from mail_outbox where id = ${row.id}`);
    expect(kept).toEqual({ delivery: 'local', delivery_note: 'recorded locally, not delivered' });
  });

  it('uses the paid-ticket template when an update pays with isSendEmail, and writes nothing for a ticket without e-mail', async () => {
    const ticket = await bookWithEmail('A02', { isSendEmail: false });
    await post(PATHS.update, tokens.admin!, { tickets: [{ ticketId: ticket.ticketId, ticketStatus: 3, isSendEmail: true }] });
    await t.app.messaging.idle();
    expect((await outbox(tokens.admin!)).mails.filter((m) => m.ticketId === ticket.ticketId).map((m) => m.subject)).toEqual([`Vé ${ticket.ticketCode} đã thanh toán`]);
    const silent = await bookWithEmail('A03', { email: '' });
    const [{ n } = { n: -1 }] = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from mail_outbox where ticket_id = ${silent.ticketId}`);
    expect(n).toBe(0);
  });

  it('shows the outbox to the agency’s ADMIN only, and never another agency’s mail', async () => {
    const ticket = await bookWithEmail('A04');
    const mine = (await outbox(tokens.admin!)).mails.find((m) => m.ticketId === ticket.ticketId)!;
    expect((await get(mailOutboxEndpoint.path, tokens.staff!)).statusCode).toBe(403);
    expect((await outbox(tokens.admin2!)).mails.map((m) => m.ticketId)).not.toContain(ticket.ticketId);
    expect((await detail(tokens.admin2!, mine.id)).statusCode).toBe(404);
    await t.app.database.rows(sql`insert into mail_outbox (id, partner_id, to_address, subject, html, transport) values ('m-sv-1', 'p-saoviet', 'a@b.vn', 'Sao Việt', '<p>x</p>', 'outbox')`);
    expect((await outbox(tokens.admin!)).mails.map((m) => m.id)).not.toContain('m-sv-1');
    expect((await detail(tokens.admin!, 'm-sv-1')).statusCode).toBe(404);
    expect((await outbox(tokens.admin2!)).mails.map((m) => m.id)).toContain('m-sv-1');
  });

  it('pages newest first with a keyset token', async () => {
    const first = (await get(`${mailOutboxEndpoint.path}?count=2`, tokens.admin!)).json().results as { mails: TMailRow[]; nextPageToken: string };
    expect(first.mails).toHaveLength(2);
    const second = (await get(`${mailOutboxEndpoint.path}?count=2&nextPageToken=${first.nextPageToken}`, tokens.admin!)).json().results as { mails: TMailRow[] };
    const all = [...first.mails, ...second.mails];
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    expect(all.map((m) => m.createdAt)).toEqual([...all.map((m) => m.createdAt)].sort((a, b) => b - a));
    expect((await get(`${mailOutboxEndpoint.path}?nextPageToken=garbage`, tokens.admin!)).statusCode).toBe(400);
  });
});
