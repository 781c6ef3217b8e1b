import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type TSearchTripsRequest, type TTripCard } from '@busdesk/api-contract';
import { tickets } from '../src/db/schema/index';
import { vnDate } from '../src/db/seed/seed-sales';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const DAY = 86_400_000;
const tomorrow = vnDate(Date.now() + DAY);
const dayAfter = vnDate(Date.now() + 2 * DAY);

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, password] of [['admin', 'admin123'], ['staff', 'staff123'], ['newstaff', 'newstaff123'], ['admin2', 'admin123'], ['quaymoi', 'quaymoi123']]) {
    tokens[who!] = await login(t.app, who!, password!);
  }
});
afterAll(() => t.close());

const post = (who: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload });
const results = <T>(res: { statusCode: number; body: string; json(): unknown }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: T }).results;
};
const trips = async (who: string, body: TSearchTripsRequest) =>
  results<{ trips: TTripCard[]; nextPageToken: string | null }>(await post(who, '/api/partner/search/trips', body));
const exec = (q: ReturnType<typeof sql>) => t.app.database.rows(q);

const ADMIN_COMPANIES = ['c-donghai', 'c-hungthinh', 'c-minhphat', 'c-saonam'];

describe('search lookups are limited to the authorised routes', () => {
  it('companies: those of the routes the user sells, with the company-use flag; found without diacritics', async () => {
    const mine = results<{ companies: Array<{ id: string; isNotUsingAv: boolean }> }>(await post('admin', '/api/partner/search/company', {}));
    expect(mine.companies.map((c) => c.id).sort()).toEqual(ADMIN_COMPANIES);
    expect(mine.companies.find((c) => c.id === 'c-saonam')?.isNotUsingAv).toBe(true);
    expect(mine.companies.find((c) => c.id === 'c-minhphat')?.isNotUsingAv).toBe(false);
    const other = results<{ companies: Array<{ id: string }> }>(await post('admin2', '/api/partner/search/company', {}));
    expect(other.companies.map((c) => c.id).sort()).toEqual(['c-hoabinh', 'c-tanviet']);
    const found = results<{ companies: Array<{ id: string }> }>(await post('admin', '/api/partner/search/company', { searchKey: 'minh phat' }));
    expect(found.companies.map((c) => c.id)).toEqual(['c-minhphat']);
    expect(results<{ companies: unknown[] }>(await post('newstaff', '/api/partner/search/company', {})).companies).toEqual([]);
  });

  it('companies carry the phone and the asking agency’s own debt limit and debt (000 §2.12), never another agency’s', async () => {
    type Company = { id: string; companyPhoneNumber: string | null; debtLimit: number | null; currentDebt: number | null };
    const link = async (partnerId: string) =>
      (await exec(sql`select debt_limit, current_debt from partner_companies where partner_id = ${partnerId} and company_id = 'c-minhphat'`))[0] as {
        debt_limit: number;
        current_debt: number;
      };
    const [phone] = (await exec(sql`select phone from companies where id = 'c-minhphat'`)) as Array<{ phone: string }>;
    const mine = results<{ companies: Company[] }>(await post('admin', '/api/partner/search/company', {})).companies.find((c) => c.id === 'c-minhphat');
    const own = await link('p-bxmd');
    expect(mine).toMatchObject({ companyPhoneNumber: phone!.phone, debtLimit: Number(own.debt_limit), currentDebt: Number(own.current_debt) });
    expect(phone!.phone).toBeTruthy();
    // quaymoi sells the same company's routes with a link of its own: it gets its own figures.
    const theirs = results<{ companies: Company[] }>(await post('quaymoi', '/api/partner/search/company', {})).companies.find((c) => c.id === 'c-minhphat');
    const other = await link('p-bxmd-moi');
    expect(Number(other.debt_limit)).not.toBe(Number(own.debt_limit));
    expect(theirs).toMatchObject({ debtLimit: Number(other.debt_limit), currentDebt: Number(other.current_debt) });
    // The phone is a search key too.
    const byPhone = results<{ companies: Company[] }>(await post('admin', '/api/partner/search/company', { searchKey: phone!.phone }));
    expect(byPhone.companies.map((c) => c.id)).toEqual(['c-minhphat']);
  });

  it('points: stops of authorised routes only, with the routes that stop there; count caps the list', async () => {
    const all = results<{ points: Array<{ id: string; routeIds: string[]; provinceName: string | null }> }>(await post('admin', '/api/partner/search/points', {}));
    const ids = all.points.map((p) => p.id);
    expect(ids).toContain('pt-baoloc');
    expect(ids).not.toContain('pt-giapbat');
    // A station no authorised route stops at is not offered.
    expect(ids).not.toContain('pt-mdongmoi');
    expect(all.points.find((p) => p.id === 'pt-baoloc')).toMatchObject({ routeIds: ['r-mdong-dalat'], provinceName: 'Lâm Đồng' });
    const key = results<{ points: Array<{ id: string }> }>(await post('admin', '/api/partner/search/points', { searchKey: 'bao loc' }));
    expect(key.points.map((p) => p.id)).toEqual(['pt-baoloc']);
    const capped = results<{ points: unknown[] }>(await post('admin', '/api/partner/search/points', { count: 2 }));
    expect(capped.points).toHaveLength(2);
    const north = results<{ points: Array<{ id: string }> }>(await post('admin2', '/api/partner/search/points', {}));
    expect(north.points.map((p) => p.id)).not.toContain('pt-mdong');
  });

  it('provinces: those with a stop on an authorised route; a former name finds its new province', async () => {
    const all = results<{ provinces: Array<{ id: string }> }>(await post('admin', '/api/partner/search/province', {}));
    const ids = all.provinces.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['pv-hcm', 'pv-lamdong', 'pv-khanhhoa', 'pv-cantho']));
    expect(ids).not.toContain('pv-hanoi');
    const former = results<{ provinces: Array<{ id: string; name: string }> }>(await post('admin', '/api/partner/search/province', { searchKey: 'vung tau' }));
    expect(former.provinces).toEqual([{ id: 'pv-hcm', name: 'TP. Hồ Chí Minh' }]);
    const merged = results<{ provinces: Array<{ id: string }> }>(await post('admin', '/api/partner/search/province', { searchKey: 'Bình Thuận' }));
    expect(merged.provinces.map((p) => p.id)).toEqual(['pv-lamdong']);
  });

  it("routes: the user's own routeIds within the partner's authorisation, stops in order", async () => {
    const admin = results<{ routes: Array<{ id: string; pointIds: string[]; companyName: string }> }>(
      await t.app.inject({ method: 'GET', url: '/api/partner/search/route', headers: bearer(tokens.admin!) }),
    );
    expect(admin.routes).toHaveLength(7);
    expect(admin.routes.find((r) => r.id === 'r-mdong-dalat')).toMatchObject({ pointIds: ['pt-mdong', 'pt-baoloc', 'pt-dalat'], companyName: 'Nhà xe Minh Phát Limousine' });
    const staff = results<{ routes: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/partner/search/route', headers: bearer(tokens.staff!) }));
    expect(staff.routes).toHaveLength(4);
    const none = results<{ routes: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/partner/search/route', headers: bearer(tokens.newstaff!) }));
    expect(none.routes).toEqual([]);
  });
});

describe('trip search', () => {
  it('needs a point, a province, a company or a route', async () => {
    const res = await post('admin', '/api/partner/search/trips', { date: tomorrow });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.sales.searchCriteriaRequired);
  });

  it("returns only the day's trips on authorised routes, ordered by departure", async () => {
    const { trips: list } = await trips('admin', { date: tomorrow, companyIds: ADMIN_COMPANIES });
    expect(list.length).toBe(17);
    expect(list.every((x) => x.startDate === tomorrow)).toBe(true);
    expect(list.map((x) => x.startTime)).toEqual([...list.map((x) => x.startTime)].sort((a, b) => a - b));
    const staff = await trips('staff', { date: tomorrow, companyIds: ADMIN_COMPANIES });
    const staffRoutes = new Set(staff.trips.map((x) => x.routeId));
    expect([...staffRoutes].sort()).toEqual(['r-mdong-dalat', 'r-mdong-nhatrang', 'r-mdong-vungtau', 'r-mtay-cantho']);
  });

  it("another agency finds none of p-bxmd's trips, whatever ids it sends", async () => {
    const res = await trips('admin2', { date: tomorrow, companyIds: ['c-minhphat'], routeIds: ['r-mdong-dalat'] });
    expect(res.trips).toEqual([]);
    const byPoint = await trips('admin2', { date: tomorrow, startPoint: 'pt-mdong' });
    expect(byPoint.trips).toEqual([]);
    expect((await trips('newstaff', { date: tomorrow, routeIds: ['r-mdong-dalat'] })).trips).toEqual([]);
  });

  it('pages with a keyset token: each page continues the last without overlap or gap', async () => {
    const whole = await trips('admin', { date: tomorrow, companyIds: ADMIN_COMPANIES, count: 40 });
    expect(whole.nextPageToken).toBeNull();
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page: { trips: TTripCard[]; nextPageToken: string | null } = await trips('admin', { date: tomorrow, companyIds: ADMIN_COMPANIES, count: 5, nextPageToken: token });
      expect(page.trips.length).toBeLessThanOrEqual(5);
      seen.push(...page.trips.map((x) => x.tripId));
      token = page.nextPageToken;
      pages++;
    } while (token && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toEqual(whole.trips.map((x) => x.tripId));
    const bad = await post('admin', '/api/partner/search/trips', { date: tomorrow, companyIds: ADMIN_COMPANIES, nextPageToken: 'not-a-token' });
    expect(bad.statusCode).toBe(400);
  });

  it('a trip added between pages still appears once, in its place', async () => {
    const first = await trips('admin', { date: dayAfter, routeIds: ['r-mdong-dalat', 'r-mdong-nhatrang'], count: 2 });
    const last = first.trips[1]!;
    await exec(sql`insert into trips (id, company_id, route_id, start_time, start_date, trip_status, seat_map, total_seat)
      values ('t-test-late', 'c-minhphat', 'r-mdong-dalat', ${last.startTime + 60_000}, ${dayAfter}, 0, '[]'::jsonb, 0)`);
    const second = await trips('admin', { date: dayAfter, routeIds: ['r-mdong-dalat', 'r-mdong-nhatrang'], count: 2, nextPageToken: first.nextPageToken });
    expect(second.trips[0]?.tripId).toBe('t-test-late');
    expect(second.trips.map((x) => x.tripId)).not.toContain(last.tripId);
  });

  it('by points: the route stops at the pick-up before the drop-off; either alone works', async () => {
    const routes = async (body: Partial<TSearchTripsRequest>) => [...new Set((await trips('admin', { date: tomorrow, ...body })).trips.map((x) => x.routeId))].sort();
    expect(await routes({ startPoint: 'pt-baoloc' })).toEqual(['r-mdong-dalat']);
    expect(await routes({ endPoint: 'pt-baoloc' })).toEqual(['r-mdong-dalat']);
    expect(await routes({ startPoint: 'pt-dalat' })).toEqual([]);
    expect(await routes({ startPoint: 'pt-nhatrang', endPoint: 'pt-quynhon' })).toEqual(['r-mdong-quynhon']);
    expect(await routes({ startPoint: 'pt-nhatrang', endPoint: 'pt-mdong' })).toEqual([]);
    expect(await routes({ endPoint: 'pt-cantho' })).toEqual(['r-mtay-camau', 'r-mtay-cantho']);
  });

  it('by provinces: a stop in each province, up before down', async () => {
    const routes = async (body: Partial<TSearchTripsRequest>) => [...new Set((await trips('admin', { date: tomorrow, type: 1, ...body })).trips.map((x) => x.routeId))].sort();
    expect(await routes({ provinceUp: 'pv-hcm', provinceDown: 'pv-khanhhoa' })).toEqual(['r-mdong-nhatrang', 'r-mdong-quynhon']);
    // Vũng Tàu's station is in TP. Hồ Chí Minh since the merger: the only route that ends in the province.
    expect(await routes({ provinceDown: 'pv-hcm' })).toEqual(['r-mdong-vungtau']);
    expect(await routes({ provinceUp: 'pv-khanhhoa', provinceDown: 'pv-hcm' })).toEqual([]);
  });

  it('company use: using / not using the app, from the partner-company link', async () => {
    const notUsing = await trips('admin', { date: tomorrow, companyIds: ADMIN_COMPANIES, companyUse: 'notUsing' });
    expect(notUsing.trips.length).toBeGreaterThan(0);
    expect(notUsing.trips.every((x) => x.companyId === 'c-saonam' && x.isNotUsingAv)).toBe(true);
    const using = await trips('admin', { date: tomorrow, companyIds: ADMIN_COMPANIES, companyUse: 'using' });
    expect(using.trips.length + notUsing.trips.length).toBe(17);
    expect(using.trips.some((x) => x.companyId === 'c-saonam')).toBe(false);
  });

  it('hideTripOvertime drops departed trips (status 2+ or departure passed); the driver switch needs both', async () => {
    const { trips: list } = await trips('admin', { date: tomorrow, routeIds: ['r-mtay-cantho'] });
    const [a, b, c] = list as [TTripCard, TTripCard, TTripCard];
    await exec(sql`update trips set start_time_reality = null, trip_status = 1, start_time = ${Date.now() - 3_600_000} where id = ${a.tripId}`);
    await exec(sql`update trips set trip_status = 2 where id = ${b.tripId}`);
    await exec(sql`update trips set vehicle_id = null where id = ${c.tripId}`);
    const shown = await trips('admin', { date: tomorrow, routeIds: ['r-mtay-cantho'] });
    expect(shown.trips.map((x) => x.tripId).sort()).toEqual([a.tripId, b.tripId, c.tripId].sort());
    const hidden = await trips('admin', { date: tomorrow, routeIds: ['r-mtay-cantho'], hideTripOvertime: true });
    expect(hidden.trips.map((x) => x.tripId)).toEqual([c.tripId]);
    const equipped = await trips('admin', { date: tomorrow, routeIds: ['r-mtay-cantho'], showTripHasDriversAndVehicle: true });
    expect(equipped.trips.map((x) => x.tripId)).not.toContain(c.tripId);
    expect(equipped.trips.every((x) => x.vehicleId && x.driverIds.length > 0)).toBe(true);
  });
});

describe('trip cards', () => {
  const dalat = async (who: string) => (await trips(who, { date: dayAfter, routeIds: ['r-mdong-dalat'] })).trips;

  it('totalBookedSeat counts active tickets: not cancelled, released or an expired zero-paid hold', async () => {
    const [trip] = await dalat('admin');
    const before = trip!.totalBookedSeat;
    const taken = new Set((await t.app.database.rows<{ seat_id: string }>(sql`select seat_id from tickets where trip_id = ${trip!.tripId} and ticket_status <> 0 and released_at is null`)).map((r) => r.seat_id));
    const free = ['A01', 'A02', 'A03', 'A04', 'A05', 'A06', 'A07', 'A08', 'A09', 'A10', 'A11', 'B01', 'B02', 'B03', 'B04', 'B05', 'B06'].filter((s) => !taken.has(s));
    const base = { tripId: trip!.tripId, companyId: trip!.companyId, routeId: trip!.routeId, startDate: trip!.startDate, partnerId: 'p-bxmd' };
    await t.app.database.db.insert(tickets).values([
      { ...base, id: 'tk-test-active', ticketCode: 'TST1', seatId: free[0]!, ticketStatus: 3, paidMoney: 350_000 },
      { ...base, id: 'tk-test-cancel', ticketCode: 'TST2', seatId: free[1]!, ticketStatus: 0 },
      { ...base, id: 'tk-test-expired', ticketCode: 'TST3', seatId: free[2]!, ticketStatus: 2, paidMoney: 0, overTime: Date.now() - 60_000 },
      { ...base, id: 'tk-test-deposit', ticketCode: 'TST4', seatId: free[3]!, ticketStatus: 2, paidMoney: 100_000, overTime: Date.now() - 60_000 },
    ]);
    const [after] = await dalat('admin');
    expect(after!.totalBookedSeat).toBe(before + 2);
  });

  it("partnerLocks carries only the session partner's own entry; isPartnerSettled is per partner", async () => {
    const [trip] = await dalat('admin');
    await exec(sql`update trips set partner_locks = ${JSON.stringify([{ partnerId: 'p-bxmd', lockType: 1 }, { partnerId: 'p-bxmd-moi', lockType: 0 }])}::jsonb where id = ${trip!.tripId}`);
    await exec(sql`insert into trip_partner_settlements (trip_id, partner_id, is_partner_settled) values (${trip!.tripId}, 'p-bxmd-moi', true)`);
    const [asAdmin] = await dalat('admin');
    const [asQuay] = await dalat('quaymoi');
    expect(asAdmin!.partnerLocks).toEqual([{ partnerId: 'p-bxmd', lockType: 1 }]);
    expect(asQuay!.partnerLocks).toEqual([{ partnerId: 'p-bxmd-moi', lockType: 0 }]);
    expect(asAdmin!.isPartnerSettled).toBe(false);
    expect(asQuay!.isPartnerSettled).toBe(true);
  });

  it("driverNames are the company users' names, in the trip's driver order; a trip without vehicle says so", async () => {
    const [trip] = await dalat('admin');
    await exec(sql`update trips set driver_ids = array['d-minhphat-2', 'd-minhphat-1'] where id = ${trip!.tripId}`);
    const names = await t.app.database.rows<{ id: string; name: string }>(sql`select id, name from company_users where id in ('d-minhphat-1', 'd-minhphat-2')`);
    const nameOf = (id: string) => names.find((n) => n.id === id)!.name;
    const [card] = await dalat('admin');
    expect(card!.driverNames).toEqual([nameOf('d-minhphat-2'), nameOf('d-minhphat-1')]);
    expect(card!.pointOfRouteIds).toBe('pt-mdong,pt-baoloc,pt-dalat');
    expect(card).toMatchObject({ companyName: 'Nhà xe Minh Phát Limousine', routeName: 'Bến xe Miền Đông - Đà Lạt', price: 350_000 });
  });
});
