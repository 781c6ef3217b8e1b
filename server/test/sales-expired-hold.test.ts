// An expired hold with a deposit (issue 11 item 13, ADR 0047): a held ticket whose overTime passed with money paid.
// The seat stays the passenger's, the ticket reads 'Hết hạn giữ chỗ', and it can only be settled: the balance
// collected in full (cash or QR) or the ticket cancelled with its refund. Each path of the server is checked here,
// and the shared table of the rule (api-contract test-support) is run through the endpoints.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MSG,
  printTicketsEndpoint,
  type TCancelDetailsResponse,
  type TTicket,
  type TViewTripResponse,
} from '@busdesk/api-contract';
import { holdCaseTicket, TICKET_HOLD_CASES } from '@busdesk/api-contract/test-support';
import { tickets as ticketsTable } from '../src/db/schema/index';
import { createBill, deliver, holdSeats, paymentOf, processed, requestBill, ticketStates, webhookSecret } from '../test-support/payments-fixtures';
import { createTrip, HOUR, messageOf, PATHS, poster, seatBooking } from '../test-support/sales-booking-fixtures';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { OPS_PATHS, resultsOf } from '../test-support/trip-ops-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tok = { admin: '', quaymoi: '' };
const COMPANY = 'c-minhphat';
const PRICE = 350_000;
const DEPOSIT = 100_000;

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  tok.admin = await login(t.app, 'admin', 'admin123');
  tok.quaymoi = await login(t.app, 'quaymoi', 'quaymoi123');
});
afterAll(() => t.close());

/** A 350.000 đ hold with a 100.000 đ deposit on a fresh trip, its hold time then passed a minute ago. */
async function expiredDeposit(seatId = 'A01', trip: { startsIn?: number } = {}): Promise<{ tripId: string; ticket: TTicket }> {
  const tripId = await createTrip(t.app, trip);
  const [ticket] = await holdSeats(t.app, tok.admin, tripId, [seatId], DEPOSIT);
  await t.app.database.rows(sql`update tickets set over_time = ${Date.now() - 60_000} where id = ${ticket!.ticketId}`);
  return { tripId, ticket: ticket! };
}

const view = async (token: string, tripId: string) => resultsOf<TViewTripResponse>(await post('/api/partner/trip/view-by-id', token, { tripId }));
const update = (ticket: Record<string, unknown>) => post(PATHS.update, tok.admin, { tickets: [ticket] });
const print = (ticketIds: string[]) => post(printTicketsEndpoint.path, tok.admin, { ticketIds });

describe('an expired hold with a deposit keeps its seat', () => {
  it('is not released by the sweeper, is listed to its agency and stays taken for everyone else', async () => {
    const { tripId, ticket } = await expiredDeposit();
    await t.app.bookings.releaseExpiredHolds(Date.now());
    expect((await ticketStates(t.app, [ticket.ticketId]))[0]).toMatchObject({ ticket_status: 2, paid_money: DEPOSIT, released_at: null });

    const own = await view(tok.admin, tripId);
    expect(own.tickets.find((x) => x.ticketId === ticket.ticketId)).toMatchObject({ ticketStatus: 2, paidMoney: DEPOSIT });
    // Another agency sees the seat taken and can neither lock nor book it.
    expect((await view(tok.quaymoi, tripId)).otherSeats).toContainEqual({ seatId: 'A01', ticketStatus: 2 });
    const lock = await post('/api/partner/trip/lock-seat', tok.quaymoi, { tripId, seatIds: ['A01'] });
    expect(lock.statusCode).toBe(409);
    const book = await post(PATHS.book, tok.quaymoi, { tripId, informationsBySeats: [seatBooking('A01')] });
    expect(book.statusCode).toBe(409);
    // The negative control: a zero-paid hold past its time frees its seat for the same agency.
    const [zero] = await holdSeats(t.app, tok.admin, tripId, ['A02']);
    await t.app.database.rows(sql`update tickets set over_time = ${Date.now() - 60_000} where id = ${zero!.ticketId}`);
    expect((await post(PATHS.book, tok.quaymoi, { tripId, informationsBySeats: [seatBooking('A02')] })).statusCode).toBe(200);
  });
});

describe('an expired hold with a deposit is only settled', () => {
  it('refuses an edit and another partial payment with the rule’s message, and writes nothing', async () => {
    const { ticket } = await expiredDeposit();
    const rename = await update({ ticketId: ticket.ticketId, fullName: 'Tên Mới' });
    expect([rename.statusCode, messageOf(rename)]).toEqual([400, MSG.sales.holdExpiredPayOrCancel]);
    const topUp = await update({ ticketId: ticket.ticketId, paidMoney: 200_000 });
    expect([topUp.statusCode, messageOf(topUp)]).toEqual([400, MSG.sales.holdExpiredPayOrCancel]);
    const payAndRename = await update({ ticketId: ticket.ticketId, ticketStatus: 3, fullName: 'Tên Mới' });
    expect([payAndRename.statusCode, messageOf(payAndRename)]).toEqual([400, MSG.sales.holdExpiredPayOrCancel]);
    expect((await ticketStates(t.app, [ticket.ticketId]))[0]).toMatchObject({ ticket_status: 2, paid_money: DEPOSIT });
  });

  it('takes the balance in cash (pay in full): the ticket is paid', async () => {
    const { ticket } = await expiredDeposit();
    const res = await update({ ticketId: ticket.ticketId, ticketStatus: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ticketStates(t.app, [ticket.ticketId]))[0]).toMatchObject({ ticket_status: 3, paid_money: PRICE });
  });

  it('bills the balance by bank QR (the seeds’ dash-joined ids), and the bank’s payment makes it paid', async () => {
    const { ticket } = await expiredDeposit();
    const bill = await createBill(t.app, tok.admin, COMPANY, [ticket.ticketId]);
    expect(bill.amount).toBe(PRICE - DEPOSIT);
    const paid = await deliver(t.app, { body: paymentOf(bill, COMPANY), secret: await webhookSecret(t.app, COMPANY) });
    expect(paid.statusCode).toBe(200);
    await processed(t.app);
    expect((await ticketStates(t.app, [ticket.ticketId]))[0]).toMatchObject({ ticket_status: 3, paid_money: PRICE, over_time: null });
  });

  it('refuses to print it until it is paid, then prints it', async () => {
    const { ticket } = await expiredDeposit();
    const refused = await print([ticket.ticketId]);
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, MSG.messaging.holdExpiredNotPrintable]);
    const [count] = await t.app.database.rows<{ n: number }>(sql`select number_of_print as n from tickets where id = ${ticket.ticketId}`);
    expect(count!.n).toBe(0);
    expect((await update({ ticketId: ticket.ticketId, ticketStatus: 3 })).statusCode).toBe(200);
    expect((await print([ticket.ticketId])).statusCode).toBe(200);
  });

  it('cancels it, refunding the deposit less the cancel fee', async () => {
    // 10 h before departure: the fee is 10 % of the price (rules/money.ts cancelFee), 35.000 đ of the 100.000 đ paid.
    const { ticket } = await expiredDeposit('A01', { startsIn: 10 * HOUR });
    const details = await post(PATHS.cancelDetails, tok.admin, { ticketIds: [ticket.ticketId] });
    expect(details.statusCode).toBe(200);
    expect(resultsOf<TCancelDetailsResponse>(details)).toMatchObject({ totalPaid: DEPOSIT, totalFee: 35_000, refund: 65_000 });
    const cancel = await post(PATHS.cancel, tok.admin, { ticketIds: [ticket.ticketId], isRefunded: true });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await ticketStates(t.app, [ticket.ticketId]))[0]).toMatchObject({ ticket_status: 0 });
  });

  it('is listed in the trip contract as ‘Hết hạn giữ chỗ’, and as paid once paid', async () => {
    const { tripId, ticket } = await expiredDeposit();
    const contract = async () => resultsOf<{ html: string }>(await t.app.inject({ method: 'GET', url: `${OPS_PATHS.contract}?tripId=${tripId}`, headers: { authorization: `Bearer ${tok.admin}` } })).html;
    expect(await contract()).toContain('Hết hạn giữ chỗ');
    await update({ ticketId: ticket.ticketId, ticketStatus: 3 });
    const after = await contract();
    expect(after).not.toContain('Hết hạn giữ chỗ');
    expect(after).toContain('Đã thanh toán');
  });
});

describe('the hold rule’s table, through the endpoints', () => {
  // Each case's ticket is laid down on its own seat of one trip; the calls are the form's and the tools'.
  it.each(TICKET_HOLD_CASES.map((c, i) => ({ ...c, seatId: `A${String(i + 1).padStart(2, '0')}` })))('$name', async (c) => {
    const tripId = await createTrip(t.app);
    // Dash-free, as the seeds' dash-joined QR call needs (the seed's own ids are).
    const ticketId = `tkrule${process.pid}${c.seatId}${Date.now()}`;
    const fields = holdCaseTicket(c, Date.now());
    const [trip] = await t.app.database.rows<{ start_date: number; route_id: string }>(sql`select start_date, route_id from trips where id = ${tripId}`);
    await t.app.database.db.insert(ticketsTable).values({
      id: ticketId, ticketCode: ticketId, tripId, companyId: COMPANY, routeId: trip!.route_id, startDate: trip!.start_date, seatId: c.seatId,
      ticketStatus: fields.ticketStatus, overTime: fields.overTime, paidMoney: fields.paidMoney, agencyPrice: fields.agencyPrice,
      originalTicketPrice: fields.agencyPrice, partnerId: 'p-bxmd', fullName: 'Nguyễn Văn An', phoneNumber: '0901234567',
    });
    // What the server answers must agree with what the rule lets the form offer.
    const edit = await update({ ticketId, note: 'Ghi chú mới' });
    expect(edit.statusCode === 200, `update: ${edit.body}`).toBe(c.allowed.includes('update'));
    const qr = await requestBill(t.app, tok.admin, COMPANY, [ticketId]);
    expect(qr.statusCode === 200, `QR: ${qr.body}`).toBe(c.allowed.includes('payByQr'));
    const printed = await print([ticketId]);
    expect(printed.statusCode === 200, `print: ${printed.body}`).toBe(c.allowed.includes('print'));
    const cancelDetails = await post(PATHS.cancelDetails, tok.admin, { ticketIds: [ticketId] });
    expect(cancelDetails.statusCode === 200, `cancel: ${cancelDetails.body}`).toBe(c.allowed.includes('cancel'));
  });
});
