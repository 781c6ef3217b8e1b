import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TViewTripResponse } from '@busdesk/api-contract';
import { tickets } from '../src/db/schema/index';
import { vnDate } from '../src/db/seed/seed-sales';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const DAY = 86_400_000;
const tomorrow = vnDate(Date.now() + DAY);
/** The first departure of tomorrow on the Đà Lạt route, sold by p-bxmd and its child p-bxmd-moi. */
const tripId = `t-mdong-dalat-${tomorrow}-1`;

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, password] of [['admin', 'admin123'], ['newstaff', 'newstaff123'], ['admin2', 'admin123'], ['quaymoi', 'quaymoi123']]) {
    tokens[who!] = await login(t.app, who!, password!);
  }
});
afterAll(() => t.close());

const post = (who: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload });
const get = (who: string, url: string, query: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!), query });
const view = async (who: string, id = tripId): Promise<TViewTripResponse> => {
  const res = await post(who, '/api/partner/trip/view-by-id', { tripId: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as TViewTripResponse;
};

async function freeSeats(id: string): Promise<string[]> {
  const taken = new Set((await t.app.database.rows<{ seat_id: string }>(sql`select seat_id from tickets where trip_id = ${id} and ticket_status <> 0 and released_at is null`)).map((r) => r.seat_id));
  const [trip] = await t.app.database.rows<{ seat_map: Array<{ seatId: string; seatType: number }>; lock_seat: Array<{ seatId: string }> }>(sql`select seat_map, lock_seat from trips where id = ${id}`);
  const locked = new Set(trip!.lock_seat.map((l) => l.seatId));
  return trip!.seat_map.filter((s) => (s.seatType === 3 || s.seatType === 4) && !taken.has(s.seatId) && !locked.has(s.seatId)).map((s) => s.seatId);
}

const base = { tripId, companyId: 'c-minhphat', routeId: 'r-mdong-dalat', startDate: tomorrow };

describe('the opened trip', () => {
  it('has the seat map, the company locks, the short route name and the stops with their planned times', async () => {
    const { trip, points, serverTime } = await view('admin');
    expect(trip.tripId).toBe(tripId);
    expect(trip.routeNameShort).toBe('SG-ĐL');
    expect(trip.seatMap.filter((s) => s.seatType === 4)).toHaveLength(22);
    // The driver's cell: seat type 2 (api-contract SeatType.DRIVER), drawn but never sellable.
    expect(trip.seatMap.find((s) => s.seatId === 'TX')).toMatchObject({ seatType: 2 });
    const [row] = await t.app.database.rows<{ lock_seat: Array<{ seatId: string }> }>(sql`select lock_seat from trips where id = ${tripId}`);
    expect(trip.lockSeat.map((l) => l.seatId)).toEqual(row!.lock_seat.map((l) => l.seatId));
    expect(points.map((p) => p.pointId)).toEqual(['pt-mdong', 'pt-baoloc', 'pt-dalat']);
    expect(points.map((p) => p.timePlan - trip.startTime)).toEqual([0, 240 * 60_000, 420 * 60_000]);
    expect(points.map((p) => p.priceFromStart)).toEqual([0, 250_000, 350_000]);
    expect(points[0]!.listTransshipmentPoint.map((x) => x.id)).toEqual(expect.arrayContaining(['ts-q1', 'ts-thuduc']));
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(5_000);
  });

  it("tickets are the agency's own; every other occupied seat is seat and status only", async () => {
    const [seatA, seatB] = await freeSeats(tripId);
    await t.app.database.db.insert(tickets).values([
      { ...base, id: 'tk-t-quay', ticketCode: 'TQ1', seatId: seatA!, ticketStatus: 3, paidMoney: 350_000, fullName: 'Khách Riêng Của Quầy Mới', phoneNumber: '0999000111', partnerId: 'p-bxmd-moi' },
      { ...base, id: 'tk-t-company', ticketCode: 'TC1', seatId: seatB!, ticketStatus: 7, fullName: 'Khách Của Nhà Xe', phoneNumber: '0999000222', partnerId: null },
    ]);
    const res = await post('admin', '/api/partner/trip/view-by-id', { tripId });
    const body = res.json().results as TViewTripResponse;
    expect(body.tickets.length).toBeGreaterThan(0);
    expect(body.tickets.every((x) => x.partnerId === 'p-bxmd' && x.ticketStatus !== 0)).toBe(true);
    expect(body.otherSeats).toEqual(expect.arrayContaining([{ seatId: seatA, ticketStatus: 3 }, { seatId: seatB, ticketStatus: 7 }]));
    expect(Object.keys(body.otherSeats[0]!).sort()).toEqual(['seatId', 'ticketStatus']);
    expect(res.body).not.toContain('Khách Riêng Của Quầy Mới');
    expect(res.body).not.toContain('0999000222');
    const own = new Set(body.tickets.map((x) => x.seatId));
    expect(body.otherSeats.some((o) => own.has(o.seatId))).toBe(false);
    // Every occupied seat is in exactly one of the two lists, and the card's count agrees.
    expect(body.tickets.length + body.otherSeats.length).toBe(body.trip.totalBookedSeat);
    // The child agency sees its own ticket in full and p-bxmd's as seats only.
    const quay = await view('quaymoi');
    expect(quay.tickets.map((x) => x.ticketId)).toContain('tk-t-quay');
    expect(quay.tickets.every((x) => x.partnerId === 'p-bxmd-moi')).toBe(true);
    expect(quay.otherSeats.map((o) => o.seatId)).toEqual(expect.arrayContaining([...own]));
  });

  it('an expired hold with nothing paid is released and gone; one with a deposit stays', async () => {
    const [seatA, seatB] = await freeSeats(tripId);
    const past = Date.now() - 60_000;
    await t.app.database.db.insert(tickets).values([
      { ...base, id: 'tk-t-expired', ticketCode: 'TE1', seatId: seatA!, ticketStatus: 2, paidMoney: 0, overTime: past, partnerId: 'p-bxmd' },
      { ...base, id: 'tk-t-deposit', ticketCode: 'TE2', seatId: seatB!, ticketStatus: 2, paidMoney: 100_000, overTime: past, partnerId: 'p-bxmd' },
    ]);
    const body = await view('admin');
    const ids = body.tickets.map((x) => x.ticketId);
    expect(ids).not.toContain('tk-t-expired');
    expect(ids).toContain('tk-t-deposit');
    expect(body.otherSeats.map((o) => o.seatId)).not.toContain(seatA);
    const [row] = await t.app.database.rows<{ released_at: number | null }>(sql`select released_at from tickets where id = 'tk-t-expired'`);
    expect(row!.released_at).not.toBeNull();
  });

  it('trip tickets (GET) answer the same lists as the view', async () => {
    const viewed = await view('admin');
    const res = await get('admin', '/api/partner/trip/tickets', { id: tripId });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual({ tickets: viewed.tickets, otherSeats: viewed.otherSeats });
  });

  it("another agency's trip, an unknown trip and a user without routes all answer 404 with nothing of the trip", async () => {
    for (const [who, id] of [['admin2', tripId], ['newstaff', tripId], ['admin', 'no-such-trip'], ['admin', `t-giapbat-vinh-${tomorrow}-1`]] as const) {
      const res = await post(who, '/api/partner/trip/view-by-id', { tripId: id });
      expect(res.statusCode, `${who} ${id}`).toBe(404);
      expect(res.body).not.toContain('Đà Lạt');
      const list = await get(who, '/api/partner/trip/tickets', { id });
      expect(list.statusCode, `${who} ${id} tickets`).toBe(404);
    }
  });
});

describe('surcharges and customers', () => {
  it('surcharges of an authorising company; any other company is 404', async () => {
    const mine = await get('admin', '/api/surcharge_category/getList', { companyId: 'c-minhphat' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results.surchargeCategories).toEqual(
      expect.arrayContaining([{ id: 'sc-minhphat-3', name: 'Giảm giá trẻ em', price: 50_000, mode: -1 }]),
    );
    expect(mine.json().results.surchargeCategories).toHaveLength(3);
    // Rejected and pending links, and another agency's company, are not authorisations.
    for (const companyId of ['c-hoabinh', 'c-tanviet', 'nope']) expect((await get('admin', '/api/surcharge_category/getList', { companyId })).statusCode).toBe(404);
    expect((await get('admin2', '/api/surcharge_category/getList', { companyId: 'c-minhphat' })).statusCode).toBe(404);
    expect((await get('admin2', '/api/surcharge_category/getList', { companyId: 'c-hoabinh' })).statusCode).toBe(200);
  });

  it("customer search: the agency's own customers by phone prefix, distinct, newest first, five at most", async () => {
    const [seatA, seatB, seatC] = await freeSeats(tripId);
    const now = Date.now();
    await t.app.database.db.insert(tickets).values([
      { ...base, id: 'tk-c-old', ticketCode: 'TCU1', seatId: seatA!, ticketStatus: 3, fullName: 'Nguyễn Thị Cũ', phoneNumber: '0912777001', partnerId: 'p-bxmd', createdDate: now - 50_000 },
      { ...base, id: 'tk-c-new', ticketCode: 'TCU2', seatId: seatB!, ticketStatus: 3, fullName: 'Nguyễn Thị Cũ Đổi Tên', email: 'cu@example.vn', phoneNumber: '0912777001', partnerId: 'p-bxmd', createdDate: now - 10_000 },
      { ...base, id: 'tk-c-other', ticketCode: 'TCU3', seatId: seatC!, ticketStatus: 3, fullName: 'Khách Quầy Mới', phoneNumber: '0912777002', partnerId: 'p-bxmd-moi', createdDate: now - 5_000 },
    ]);
    const res = await post('admin', '/api/partner/search/customer', { phoneNumber: '+84 912 777' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().results.result as Array<{ companyCustomer: { fullName: string; phoneNumber: string; email: string | null }; tickets: Array<{ ticketId: string }> }>;
    expect(result.map((r) => r.companyCustomer.phoneNumber)).toEqual(['0912777001']);
    expect(result[0]!.companyCustomer).toEqual({ fullName: 'Nguyễn Thị Cũ Đổi Tên', phoneNumber: '0912777001', email: 'cu@example.vn' });
    expect(result[0]!.tickets.map((x) => x.ticketId)).toEqual(['tk-c-new', 'tk-c-old']);
    expect(res.body).not.toContain('Khách Quầy Mới');

    const many = (await post('admin', '/api/partner/search/customer', { phoneNumber: '09' })).json().results.result as typeof result;
    expect(many).toHaveLength(5);
    const phones = many.map((m) => m.companyCustomer.phoneNumber);
    expect(new Set(phones).size).toBe(5);
    expect(phones.every((p) => p.startsWith('09'))).toBe(true);
    expect(phones[0]).toBe('0912777001');
    const latest = many.map((m) => m.tickets[0] as unknown as { createdDate: number }).map((x) => x.createdDate);
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
    expect(many.every((m) => m.tickets.every((x) => (x as unknown as { partnerId: string }).partnerId === 'p-bxmd'))).toBe(true);

    const other = (await post('admin2', '/api/partner/search/customer', { phoneNumber: '0912777001' })).json().results.result;
    expect(other).toEqual([]);
  });
});
