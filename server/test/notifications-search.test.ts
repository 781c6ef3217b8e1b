import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TICKET_SEARCH_LIMIT, ticketSearchEndpoint, type TFoundTicket } from '@busdesk/api-contract';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, DAY, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  tokens.admin = await login(t.app, 'admin', 'admin123');
  tokens.quaymoi = await login(t.app, 'quaymoi', 'quaymoi123');
  tokens.admin2 = await login(t.app, 'admin2', 'admin123');
});
afterAll(() => t.close());

async function search(token: string, keyword: string): Promise<TFoundTicket[]> {
  const res = await post(ticketSearchEndpoint.path, token, { keyword });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { tickets: TFoundTicket[] } }).results.tickets;
}
async function book(token: string, tripId: string, seats: Array<Parameters<typeof seatBooking>>) {
  const res = await post(PATHS.book, token, { tripId, informationsBySeats: seats.map((args) => seatBooking(...args)) });
  expect(res.statusCode, res.body).toBe(200);
  return ticketsOf(res);
}

describe('quick search', () => {
  it('finds by phone in any typed form, passenger or orderer, newest departure first', async () => {
    const soon = await createTrip(t.app, { startsIn: 1 * DAY });
    const later = await createTrip(t.app, { startsIn: 3 * DAY });
    const [a] = await book(tokens.admin!, soon, [['A01', { phoneNumber: '0987001122', paidMoney: 350_000 }]]);
    const [b] = await book(tokens.admin!, later, [['A01', { phoneNumber: '0987001122', paidMoney: 350_000 }]]);
    const [c] = await book(tokens.admin!, later, [['A02', { phoneNumber: '0911000111', orderer: 'Trần Văn Đặt', ordererPhoneNumber: '0987001122', paidMoney: 350_000 }]]);
    for (const typed of ['0987001122', '0987 001', '+84987001122', '84987001122']) {
      const found = await search(tokens.admin!, typed);
      expect(found.map((x) => x.ticketId), typed).toEqual([b!.ticketId, c!.ticketId, a!.ticketId]);
    }
    const [first] = await search(tokens.admin!, '0987001122');
    expect(first).toMatchObject({ tripId: later, seatId: 'A01', ticketStatus: 3, routeName: expect.any(String), companyName: expect.any(String), pointUpName: expect.any(String) });
    expect(first?.startTime).toBeGreaterThan(Date.now() + 2 * DAY);
    // The quick search's 'Người đặt': the orderer when the ticket names one, else who sold it (issue 11).
    const byOrderer = (await search(tokens.admin!, '0911000111'))[0];
    expect(byOrderer).toMatchObject({ orderer: 'Trần Văn Đặt', ordererPhoneNumber: '0987001122', sellerName: 'Nguyễn Văn Quản' });
    expect(first).toMatchObject({ orderer: null, sellerName: 'Nguyễn Văn Quản' });
  });

  it('finds by name without regard to case or diacritics, also when the name was stored decomposed', async () => {
    const tripId = await createTrip(t.app);
    const [x, y] = await book(tokens.admin!, tripId, [
      ['A01', { fullName: 'Đặng Thị Ánh Tuyết', phoneNumber: '0933000001', paidMoney: 350_000 }],
      ['A02', { fullName: 'Phạm Thị Ngọc Diệp'.normalize('NFD'), phoneNumber: '0933000002', paidMoney: 350_000 }],
    ]);
    for (const typed of ['dang thi anh tuyet', 'ĐẶNG THỊ ÁNH', 'Anh Tuy', 'đặng']) {
      expect((await search(tokens.admin!, typed)).map((r) => r.ticketId), typed).toContain(x!.ticketId);
    }
    expect((await search(tokens.admin!, 'ngoc diep')).map((r) => r.ticketId)).toContain(y!.ticketId);
    expect((await search(tokens.admin!, 'Ngọc Diệp')).map((r) => r.ticketId)).toContain(y!.ticketId);
    // A wildcard typed by the user is a letter.
    expect(await search(tokens.admin!, 'd%g')).toEqual([]);
  });

  it('finds the tickets a bank QR bill paid by its bill number, and by ticket code', async () => {
    const [bill] = await t.app.database.rows<{ bill_number: string; ticket_infos: string }>(sql`
      select b.bill_number, b.ticket_infos from bank_qr_transactions b
      where b.partner_id = 'p-bxmd' and exists (
        select 1 from tickets k where b.ticket_infos like '%' || k.id || '%' and k.partner_id = 'p-bxmd' and k.route_id = 'r-mdong-dalat')
      order by b.bill_number limit 1`);
    expect(bill).toBeDefined();
    const paidIds = (JSON.parse(bill!.ticket_infos) as Array<{ ticketId: string }>).map((i) => i.ticketId);
    const found = await search(tokens.admin!, bill!.bill_number);
    expect(found.map((r) => r.ticketId)).toEqual(expect.arrayContaining(paidIds));
    expect(found.length).toBe(paidIds.length);
    expect((await search(tokens.admin!, bill!.bill_number.toLowerCase())).length).toBe(paidIds.length);
    // Another agency typing the same bill number finds nothing.
    expect(await search(tokens.admin2!, bill!.bill_number)).toEqual([]);

    const tripId = await createTrip(t.app);
    const [tk] = await book(tokens.admin!, tripId, [['A05', { paidMoney: 350_000 }]]);
    expect((await search(tokens.admin!, tk!.ticketCode)).map((r) => r.ticketId)).toEqual([tk!.ticketId]);
  });

  it('keeps cancelled tickets with their status, so the dialog can say so', async () => {
    const tripId = await createTrip(t.app);
    const [tk] = await book(tokens.admin!, tripId, [['A03', { fullName: 'Quách Văn Hủy', phoneNumber: '0944000333', paidMoney: 350_000 }]]);
    const cancel = await post(PATHS.cancel, tokens.admin!, { ticketIds: [tk!.ticketId] });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const found = await search(tokens.admin!, 'quach van huy');
    expect(found.map((r) => [r.ticketId, r.ticketStatus])).toEqual([[tk!.ticketId, 0]]);
  });

  it('answers only with the agency’s own tickets, both ways, and a bounded list', async () => {
    const tripId = await createTrip(t.app);
    const [mine] = await book(tokens.admin!, tripId, [['A07', { fullName: 'Kha Thị Riêng', phoneNumber: '0955000777', paidMoney: 350_000 }]]);
    const [child] = await book(tokens.quaymoi!, tripId, [['A08', { fullName: 'Kha Thị Riêng', phoneNumber: '0955000777', paidMoney: 350_000 }]]);
    expect((await search(tokens.admin!, '0955000777')).map((r) => r.ticketId)).toEqual([mine!.ticketId]);
    expect((await search(tokens.quaymoi!, 'kha thi rieng')).map((r) => r.ticketId)).toEqual([child!.ticketId]);
    expect(await search(tokens.admin2!, '0955000777')).toEqual([]);
    expect(await search(tokens.admin2!, 'kha thi rieng')).toEqual([]);
    const many = await search(tokens.admin!, 'nguyen');
    expect(many.length).toBeGreaterThan(0);
    expect(many.length).toBeLessThanOrEqual(TICKET_SEARCH_LIMIT);
    const starts = many.map((r) => r.startTime ?? 0);
    expect([...starts].sort((p, q) => q - p)).toEqual(starts);
  });

  it('refuses an empty keyword', async () => {
    const res = await post(ticketSearchEndpoint.path, tokens.admin!, { keyword: '   ' });
    expect(res.statusCode).toBe(400);
  });
});
