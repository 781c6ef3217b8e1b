import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bankQrBillEndpoint, MSG, refundListEndpoint, resolveRefundEndpoint, sendQrEndpoint, walletQrEndpoint, type TRefundPayment } from '@busdesk/api-contract';
import { parseVietQrPayload } from '../src/payments/vietqr';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, messageOf, PATHS, poster, seatBooking } from '../test-support/sales-booking-fixtures';
import { createBill, deliver, eventOf, expireHolds, holdSeats, paymentOf, processed, requestBill, ticketStates, webhookSecret } from '../test-support/payments-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tok: Record<'a' | 'b' | 'other', string> = { a: '', b: '', other: '' };
const COMPANY = 'c-minhphat';

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  // A = Bến xe Miền Đông; B = its sub-agency selling the same routes; other = an unrelated agency.
  tok.a = await login(t.app, 'admin', 'admin123');
  tok.b = await login(t.app, 'quaymoi', 'quaymoi123');
  tok.other = await login(t.app, 'admin2', 'admin123');
});
afterAll(() => t.close());

const errorOf = (res: { json(): unknown }) => (res.json() as { message: string; results: { error?: { message: string } } | null });
const refunds = async (token: string, includeResolved = false) =>
  (await t.app.inject({ method: 'GET', url: `${refundListEndpoint.path}${includeResolved ? '?includeResolved=true' : ''}`, headers: bearer(token) })).json().results
    .payments as TRefundPayment[];

describe('bank QR bill', () => {
  it('bills the agency’s held tickets of one company: VietQR of the company account, amount due, bill number as purpose', async () => {
    const tripId = await createTrip(t.app);
    const tickets = await holdSeats(t.app, tok.a, tripId, ['A01', 'A02']);
    // The seeds' form: ids joined by a dash (UUIDs keep their own dashes).
    const res = await requestBill(t.app, tok.a, COMPANY, tickets.map((x) => x.ticketId).join('-'));
    expect(res.statusCode).toBe(200);
    const bill = res.json().results;
    expect(bill).toMatchObject({ type: 'MB_QR', amount: 700_000, bankBin: '970422', accountNumber: '0631002345678', accountName: 'CONG TY CP MINH PHAT LIMOUSINE' });
    expect(bill.ticketIds.sort()).toEqual(tickets.map((x) => x.ticketId).sort());
    expect(bill.billNumber).toMatch(/^BD[0-9A-Z]{14}$/);
    expect(bill.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(parseVietQrPayload(bill.payload)).toMatchObject({ crcValid: true, bankBin: '970422', accountNumber: '0631002345678', amount: 700_000, purpose: bill.billNumber });
    const [row] = await t.app.database.rows<{ total_money: number; partner_id: string; company_id: string; trans_status: number; ticket_infos: string }>(
      sql`select total_money, partner_id, company_id, trans_status, ticket_infos from bank_qr_transactions where bill_number = ${bill.billNumber}`,
    );
    expect(row).toMatchObject({ total_money: 70_000_000, partner_id: 'p-bxmd', company_id: COMPANY, trans_status: 1 });
    expect(JSON.parse(row!.ticket_infos).map((i: { ticketId: string }) => i.ticketId).sort()).toEqual(bill.ticketIds.sort());
    const state = await t.app.inject({ method: 'GET', url: `${bankQrBillEndpoint.path}?billNumber=${bill.billNumber}`, headers: bearer(tok.a) });
    expect(state.json().results).toMatchObject({ billNumber: bill.billNumber, transStatus: 1, amount: 700_000, paidAt: null });
  });

  it('refuses another company’s id, a mixed selection, paid tickets and a company without a receiving account', async () => {
    const tripId = await createTrip(t.app);
    const [held] = await holdSeats(t.app, tok.a, tripId, ['A03']);
    const wrongCompany = await requestBill(t.app, tok.a, 'c-hungthinh', [held!.ticketId]);
    expect([wrongCompany.statusCode, errorOf(wrongCompany).message]).toEqual([400, MSG.payments.oneCompanyOnly]);
    expect(errorOf(wrongCompany).results?.error?.message).toBe(MSG.payments.oneCompanyOnly);

    const otherTrip = await createTrip(t.app, { routeId: 'r-mdong-nhatrang' });
    const booked = await post(PATHS.book, tok.a, {
      tripId: otherTrip,
      informationsBySeats: [seatBooking('A01', { pointUp: { id: 'pt-mdong', pointType: 0 }, pointDown: { id: 'pt-nhatrang', pointType: 0 } })],
    });
    expect(booked.statusCode).toBe(200);
    const mixed = await requestBill(t.app, tok.a, COMPANY, [held!.ticketId, booked.json().results.tickets[0].ticketId]);
    expect([mixed.statusCode, messageOf(mixed)]).toEqual([400, MSG.payments.oneCompanyOnly]);

    const paid = await holdSeats(t.app, tok.a, tripId, ['A04'], 350_000);
    const paidBill = await requestBill(t.app, tok.a, COMPANY, [paid[0]!.ticketId]);
    expect([paidBill.statusCode, messageOf(paidBill)]).toEqual([400, MSG.payments.ticketsNotPayable]);

    const vungtau = await createTrip(t.app, { routeId: 'r-mdong-vungtau' });
    const vt = await post(PATHS.book, tok.a, { tripId: vungtau, informationsBySeats: [seatBooking('A01', { pointDown: { id: 'pt-vungtau', pointType: 0 } })] });
    expect(vt.statusCode).toBe(200);
    await t.app.database.rows(sql`delete from company_payment_configs where company_id = 'c-saonam'`);
    const unconfigured = await requestBill(t.app, tok.a, 'c-saonam', [vt.json().results.tickets[0].ticketId]);
    expect([unconfigured.statusCode, messageOf(unconfigured)]).toEqual([400, MSG.payments.bankNotConfigured]);
  });
});

describe('wallet QR', () => {
  it('makes a MoMo order for a configured company and answers the seeds’ text for one without a wallet', async () => {
    const tripId = await createTrip(t.app);
    const [held] = await holdSeats(t.app, tok.a, tripId, ['A05']);
    const res = await post(walletQrEndpoint.path, tok.a, { ticketIds: held!.ticketId, companyId: COMPANY, packageName: 'vn.busdesk.partner' });
    expect(res.statusCode).toBe(200);
    const { momo } = res.json().results;
    expect(momo).toMatchObject({ amount: 350_000 });
    expect(momo.orderId).toMatch(/^MM[0-9A-Z]{14}$/);
    expect(momo.qrImage).toMatch(/^data:image\/png;base64,/);
    const [order] = await t.app.database.rows<{ status: number; partner_id: string; ticket_ids: string[] }>(sql`select status, partner_id, ticket_ids from wallet_orders where order_id = ${momo.orderId}`);
    expect(order).toEqual({ status: 1, partner_id: 'p-bxmd', ticket_ids: [held!.ticketId] });

    // A paid wallet order marks the tickets paid like a bank bill does.
    const body = { ...paymentOf({ billNumber: momo.orderId, amount: 350_000 }, COMPANY) };
    expect((await deliver(t.app, { provider: 'MOMO_QR', body, secret: await webhookSecret(t.app, COMPANY) })).statusCode).toBe(200);
    await processed(t.app);
    expect((await eventOf(t.app, body.transactionId))[0]?.outcome).toBe('paid');
    expect((await ticketStates(t.app, [held!.ticketId]))[0]).toMatchObject({ ticket_status: 3, payment_type: 1 });

    const donghai = await createTrip(t.app, { routeId: 'r-mtay-cantho' });
    const dh = await post(PATHS.book, tok.a, {
      tripId: donghai,
      informationsBySeats: [seatBooking('A01', { pointUp: { id: 'pt-mtay', pointType: 0 }, pointDown: { id: 'pt-cantho', pointType: 0 } })],
    });
    expect(dh.statusCode).toBe(200);
    const none = await post(walletQrEndpoint.path, tok.a, { ticketIds: dh.json().results.tickets[0].ticketId, companyId: 'c-donghai', packageName: 'x' });
    expect([none.statusCode, messageOf(none), errorOf(none).results?.error?.message]).toEqual([400, MSG.sales.momoNotConfigured, MSG.sales.momoNotConfigured]);
  });
});

describe('send the QR to a customer', () => {
  it('needs a phone and a name, sends by SMS or ZNS and records the send with its cost', async () => {
    const tripId = await createTrip(t.app);
    const [held] = await holdSeats(t.app, tok.a, tripId, ['A06']);
    const bill = await createBill(t.app, tok.a, COMPANY, [held!.ticketId]);
    const noPhone = await post(sendQrEndpoint.path, tok.a, { billNumber: bill.billNumber, willSendZNS: false, customerName: 'An', customerPhone: '' });
    expect([noPhone.statusCode, messageOf(noPhone)]).toEqual([400, MSG.sales.qrPhoneRequired]);
    const noName = await post(sendQrEndpoint.path, tok.a, { billNumber: bill.billNumber, willSendZNS: false, customerName: ' ', customerPhone: '0901234567' });
    expect([noName.statusCode, messageOf(noName)]).toEqual([400, MSG.sales.qrNameRequired]);

    const sms = await post(sendQrEndpoint.path, tok.a, { billNumber: bill.billNumber, willSendZNS: false, customerName: 'Nguyễn Văn An', customerPhone: '+84 901 234 567' });
    expect(sms.json().results).toEqual({ type: 'SMS', phoneNumber: '0901234567' });
    const [record] = await t.app.database.rows<{ content: string; price: number; is_success: boolean; delivery: string }>(
      sql`select content, price, is_success, delivery from sms_records where ticket_id = ${held!.ticketId}`,
    );
    // issue 10 §7: the local SMS driver records the message without delivering it (never counted as sent).
    expect([record!.is_success, record!.delivery]).toEqual([false, 'local']);
    expect(record!.price).toBeGreaterThan(0);
    expect(record!.content).toContain(bill.billNumber);
    expect(record!.content).toContain('0631002345678');

    const zns = await post(sendQrEndpoint.path, tok.a, { billNumber: bill.billNumber, willSendZNS: true, customerName: 'Nguyễn Văn An', customerPhone: '0901234567' });
    expect(zns.json().results).toEqual({ type: 'ZNS', phoneNumber: '0901234567' });
    const [z] = await t.app.database.rows<{ zns_type: number; phone_number: string }>(sql`select zns_type, phone_number from zns_records where ticket_id = ${held!.ticketId}`);
    expect(z).toEqual({ zns_type: 10, phone_number: '84901234567' });
  });
});

describe('late transfers', () => {
  it('the hold expired but the seats are still free: the tickets come back and are paid (late_paid)', async () => {
    const tripId = await createTrip(t.app);
    const tickets = await holdSeats(t.app, tok.a, tripId, ['B01', 'B02']);
    const ids = tickets.map((x) => x.ticketId);
    const bill = await createBill(t.app, tok.a, COMPANY, ids);
    await expireHolds(t.app, tripId, ids);
    for (const s of await ticketStates(t.app, ids)) expect(s.released_at).not.toBeNull();
    const body = paymentOf(bill, COMPANY);
    await deliver(t.app, { body, secret: await webhookSecret(t.app, COMPANY) });
    await processed(t.app);
    expect((await eventOf(t.app, body.transactionId))[0]?.outcome).toBe('late_paid');
    for (const s of await ticketStates(t.app, ids)) expect(s).toMatchObject({ ticket_status: 3, released_at: null, paid_money: 350_000 });
  });

  it('the seat was sold meanwhile: recorded as needing a refund, shown to the agency only, resolvable once', async () => {
    const tripId = await createTrip(t.app);
    const [mine] = await holdSeats(t.app, tok.a, tripId, ['B03']);
    const bill = await createBill(t.app, tok.a, COMPANY, [mine!.ticketId]);
    await expireHolds(t.app, tripId, [mine!.ticketId]);
    // The sub-agency sells the freed seat.
    await holdSeats(t.app, tok.b, tripId, ['B03'], 350_000);
    const body = paymentOf(bill, COMPANY);
    await deliver(t.app, { body, secret: await webhookSecret(t.app, COMPANY) });
    await processed(t.app);
    expect((await eventOf(t.app, body.transactionId))[0]).toMatchObject({ outcome: 'refund_needed', partner_id: 'p-bxmd' });
    expect((await ticketStates(t.app, [mine!.ticketId]))[0]).toMatchObject({ ticket_status: 2, paid_money: 0 });
    const [bRow] = await t.app.database.rows<{ trans_status: number }>(sql`select trans_status from bank_qr_transactions where bill_number = ${bill.billNumber}`);
    expect(bRow!.trans_status).toBe(1);

    const listed = (await refunds(tok.a)).find((p) => p.transactionId === body.transactionId);
    expect(listed).toMatchObject({ outcome: 'refund_needed', amount: 350_000, billNumber: bill.billNumber, seatIds: ['B03'], tripId, companyName: 'Nhà xe Minh Phát Limousine', resolvedAt: null });
    expect((await refunds(tok.b)).some((p) => p.transactionId === body.transactionId)).toBe(false);
    expect((await refunds(tok.other)).some((p) => p.transactionId === body.transactionId)).toBe(false);

    const foreign = await post(resolveRefundEndpoint.path, tok.b, { id: listed!.id });
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([404, MSG.payments.refundNotFound]);
    const resolved = await post(resolveRefundEndpoint.path, tok.a, { id: listed!.id, note: 'Đã hoàn tiền cho khách' });
    expect(resolved.json().results.payment).toMatchObject({ resolvedBy: 'Nguyễn Văn Quản' });
    expect(resolved.json().results.payment.resolvedAt).toBeGreaterThan(0);
    expect((await refunds(tok.a)).some((p) => p.id === listed!.id)).toBe(false);
    expect((await refunds(tok.a, true)).find((p) => p.id === listed!.id)?.note).toContain('Đã hoàn tiền cho khách');
  });
});

describe('tenancy', () => {
  it('another agency cannot bill, read, send or see A’s tickets, bills and refunds', async () => {
    const tripId = await createTrip(t.app);
    const [mine] = await holdSeats(t.app, tok.a, tripId, ['A10']);
    const bill = await createBill(t.app, tok.a, COMPANY, [mine!.ticketId]);
    for (const token of [tok.b, tok.other]) {
      const res = await requestBill(t.app, token, COMPANY, [mine!.ticketId]);
      expect(res.statusCode).toBe(404);
      const wallet = await post(walletQrEndpoint.path, token, { ticketIds: mine!.ticketId, companyId: COMPANY });
      expect(wallet.statusCode).toBe(404);
      const read = await t.app.inject({ method: 'GET', url: `${bankQrBillEndpoint.path}?billNumber=${bill.billNumber}`, headers: bearer(token) });
      expect(read.statusCode).toBe(404);
      const send = await post(sendQrEndpoint.path, token, { billNumber: bill.billNumber, willSendZNS: false, customerName: 'X', customerPhone: '0901234567' });
      expect(send.statusCode).toBe(404);
    }
    // And the other way: A cannot bill B's ticket.
    const [theirs] = await holdSeats(t.app, tok.b, tripId, ['A11']);
    expect((await requestBill(t.app, tok.a, COMPANY, [theirs!.ticketId])).statusCode).toBe(404);
    expect((await requestBill(t.app, tok.b, COMPANY, [theirs!.ticketId])).statusCode).toBe(200);
    // Without a session nothing answers.
    expect((await t.app.inject({ method: 'POST', url: sendQrEndpoint.path, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: refundListEndpoint.path })).statusCode).toBe(401);
  });
});
