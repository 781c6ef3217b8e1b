import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, SAMPLE_TICKET_VALUES, saveMailTemplateEndpoint, type TMailTemplateType, type TTicket } from '@busdesk/api-contract';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';
import { createBill, deliver, eventOf, expireHolds, holdSeats, paymentOf, processed, webhookSecret } from '../test-support/payments-fixtures';

/**
 * The six ticket e-mails of 000 §2.11 go out on their events (ADR 0060): exactly one to the ticket's address when the
 * passenger asked for e-mail (isSendEmail), none when not.
 */

let t: TestApp;
let post: ReturnType<typeof poster>;
const tok: Record<'a' | 'b', string> = { a: '', b: '' };
const COMPANY = 'c-minhphat';

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  tok.a = await login(t.app, 'admin', 'admin123');
  // Bến xe Miền Đông's sub-agency, selling the same routes (it takes a released seat below).
  tok.b = await login(t.app, 'quaymoi', 'quaymoi123');
});
afterAll(() => t.close());

const SUBJECT_OF: Record<TMailTemplateType, (code: string) => string> = MSG.messaging.mailSubject;

/** The e-mails of one ticket as kept in the outbox: address, subject, HTML, in order. */
async function mailsOf(ticketId: string) {
  await processed(t.app);
  await t.app.messaging.idle();
  return t.app.database.rows<{ to_address: string; subject: string; html: string; partner_id: string }>(
    sql`select to_address, subject, html, partner_id from mail_outbox where ticket_id = ${ticketId} order by created_at, id`,
  );
}
const typesOf = (ticket: TTicket, mails: ReadonlyArray<{ subject: string }>) =>
  mails.map((m) => (Object.keys(SUBJECT_OF) as TMailTemplateType[]).find((type) => SUBJECT_OF[type](ticket.ticketCode) === m.subject) ?? m.subject);

/** A hold (nothing paid) on a fresh trip, with an e-mail address; `isSendEmail` as the booking form sent it. */
async function hold(seatId: string, isSendEmail: boolean, tripId?: string): Promise<{ tripId: string; ticket: TTicket }> {
  const trip = tripId ?? (await createTrip(t.app));
  const res = await post(PATHS.book, tok.a, {
    tripId: trip,
    informationsBySeats: [seatBooking(seatId, { email: `khach.${seatId.toLowerCase()}.${isSendEmail}@gmail.com`, fullName: 'Lê <i>Hoa</i>', isSendEmail })],
  });
  expect(res.statusCode).toBe(200);
  // The booking's own e-mail goes out first (its consumer renders the ticket as it stands when it runs).
  await t.app.messaging.idle();
  return { tripId: trip, ticket: ticketsOf(res)[0]! };
}

async function payOnline(ticket: TTicket, bill?: Awaited<ReturnType<typeof createBill>>) {
  const b = bill ?? (await createBill(t.app, tok.a, COMPANY, [ticket.ticketId]));
  const body = paymentOf(b, COMPANY);
  await deliver(t.app, { body, secret: await webhookSecret(t.app, COMPANY) });
  await processed(t.app);
  return (await eventOf(t.app, body.transactionId))[0]?.outcome;
}

describe.each([true, false])('isSendEmail %s', (asked) => {
  const expectMails = async (ticket: TTicket, wanted: readonly TMailTemplateType[]) => {
    const mails = await mailsOf(ticket.ticketId);
    expect(typesOf(ticket, mails)).toEqual(asked ? wanted : []);
    for (const m of mails) {
      expect(m.to_address).toBe(ticket.email);
      expect(m.partner_id).toBe('p-bxmd');
      // The ticket's values are text in the message, never markup.
      expect(m.html).toContain('Lê &lt;i&gt;Hoa&lt;/i&gt;');
      expect(m.html).toContain(ticket.ticketCode);
    }
  };

  it('booked: the booking’s own e-mail', async () => {
    const { ticket } = await hold('A01', asked);
    await expectMails(ticket, ['booked-ticket']);
  });

  it('paid at the counter: one paid-ticket e-mail, though the update’s form did not tick e-mail again', async () => {
    const { ticket } = await hold('A02', asked);
    const res = await post(PATHS.update, tok.a, { tickets: [{ ticketId: ticket.ticketId, ticketStatus: 3, isSendEmail: false }] });
    expect(res.statusCode).toBe(200);
    await expectMails(ticket, ['booked-ticket', 'paid-ticket']);
  });

  it('online payment success: one online-payment e-mail', async () => {
    const { ticket } = await hold('A03', asked);
    expect(await payOnline(ticket)).toBe('paid');
    await expectMails(ticket, ['booked-ticket', 'online-payment']);
  });

  it('hold expired while an online payment was awaited: one online-payment-expired e-mail', async () => {
    const { tripId, ticket } = await hold('A04', asked);
    await createBill(t.app, tok.a, COMPANY, [ticket.ticketId]);
    await expireHolds(t.app, tripId, [ticket.ticketId]);
    await expectMails(ticket, ['booked-ticket', 'online-payment-expired']);
  });

  it('hold expired unpaid: one expired-ticket e-mail', async () => {
    const { tripId, ticket } = await hold('A05', asked);
    await expireHolds(t.app, tripId, [ticket.ticketId]);
    await expectMails(ticket, ['booked-ticket', 'expired-ticket']);
  });

  it('automatically cancelled: the late online payment found the released seat re-sold', async () => {
    const { tripId, ticket } = await hold('A06', asked);
    const bill = await createBill(t.app, tok.a, COMPANY, [ticket.ticketId]);
    await expireHolds(t.app, tripId, [ticket.ticketId]);
    await holdSeats(t.app, tok.b, tripId, ['A06'], 350_000);
    expect(await payOnline(ticket, bill)).toBe('refund_needed');
    await expectMails(ticket, ['booked-ticket', 'online-payment-expired', 'automatically-cancelled']);
  });
});

describe('ticket e-mails on events', () => {
  it('render the agency’s own template when it saved one, with the ticket’s values', async () => {
    const saved = await post(saveMailTemplateEndpoint.path, tok.a, { type: 'expired-ticket', value: '<p>Vé <strong>{ticketCode}</strong> của {fullName} hết hạn.</p>' });
    expect(saved.statusCode).toBe(200);
    const { tripId, ticket } = await hold('B01', true);
    await expireHolds(t.app, tripId, [ticket.ticketId]);
    const mails = await mailsOf(ticket.ticketId);
    expect(mails.map((m) => m.html).at(-1)).toBe(`<p>Vé <strong>${ticket.ticketCode}</strong> của Lê &lt;i&gt;Hoa&lt;/i&gt; hết hạn.</p>`);
    expect(mails.map((m) => m.html).at(-1)).not.toContain(SAMPLE_TICKET_VALUES.fullName);
  });

  it('send nothing to a ticket without an address, even when e-mail was asked for', async () => {
    const trip = await createTrip(t.app);
    const res = await post(PATHS.book, tok.a, { tripId: trip, informationsBySeats: [seatBooking('B02', { email: '', isSendEmail: true })] });
    const ticket = ticketsOf(res)[0]!;
    await expireHolds(t.app, trip, [ticket.ticketId]);
    expect(await mailsOf(ticket.ticketId)).toEqual([]);
  });

  it('send the paid-ticket e-mail once when the counter update ticks e-mail itself (the form’s message, not a second one)', async () => {
    const { ticket } = await hold('B03', true);
    await post(PATHS.update, tok.a, { tickets: [{ ticketId: ticket.ticketId, ticketStatus: 3, isSendEmail: true }] });
    expect(typesOf(ticket, await mailsOf(ticket.ticketId))).toEqual(['booked-ticket', 'paid-ticket']);
  });
});
