import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { saleTypeLines, tripSaleSummary, type TReportSaleResponse, type TSettlementTrip, type TTripSaleReportResponse, type TTripSaleTotals } from '@busdesk/api-contract';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, HOUR, poster } from '../test-support/sales-booking-fixtures';
import { insertTickets, OPS_PATHS, resultsOf, tripDate } from '../test-support/trip-ops-fixtures';

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

const settle = (tripId: string, who = 'admin') => post(OPS_PATHS.manage, tokens[who]!, { tripId, isPartnerSettled: true });
const listTrips = async (body: object, who = 'admin') => resultsOf<{ trips: TSettlementTrip[] }>(await post(OPS_PATHS.trips, tokens[who]!, body)).trips;
const totalsOf = async (tripIds: string[], who = 'admin') => resultsOf<TReportSaleResponse>(await post(OPS_PATHS.totals, tokens[who]!, { tripIds }));

/** A departed trip with a known mix of the agency's sold tickets, other sellers' tickets and unsold ones. */
async function departedTripWithSales(routeId = 'r-mdong-dalat') {
  const tripId = await createTrip(t.app, { routeId, startsIn: -2 * HOUR, tripStatus: 2 });
  await insertTickets(t.app, tripId, [
    // counter, cash (3 at the counter, 2 to the assistant) → cashDelegate
    { seatId: 'A01', partnerId: 'p-bxmd', paymentType: 3, price: 350_000, commission: 17_500 },
    { seatId: 'A02', partnerId: 'p-bxmd', paymentType: 2, price: 250_000, commission: 12_500, status: 5 },
    // counter, transfer / bank QR → onlineDelegate
    { seatId: 'A03', partnerId: 'p-bxmd', paymentType: 6, price: 350_000, commission: 17_500, status: 4 },
    { seatId: 'A04', partnerId: 'p-bxmd', paymentType: 24, price: 350_000, commission: 17_500 },
    // the agency's online channel → onlinePartner; the company's online channel for the agency → onlineCompany
    { seatId: 'A05', partnerId: 'p-bxmd', saleChannel: 2, paymentType: 1, price: 350_000, commission: 17_500 },
    { seatId: 'A06', partnerId: 'p-bxmd', saleChannel: 1, paymentType: 1, price: 300_000, commission: 9_000 },
    // not counted: a hold, a cancelled ticket, another agency's and the company's own sales
    { seatId: 'A07', partnerId: 'p-bxmd', status: 2, price: 350_000 },
    { seatId: 'A08', partnerId: 'p-bxmd', status: 0, price: 350_000, commission: 17_500 },
    { seatId: 'A09', partnerId: 'p-bxmd-moi', paymentType: 3, price: 350_000, commission: 17_500 },
    { seatId: 'A10', partnerId: null, saleChannel: 1, paymentType: 1, price: 350_000 },
  ]);
  return tripId;
}

const EXPECTED_BXMD: TTripSaleTotals = {
  onlineCompanyTotal: 1,
  onlineCompanyRevenue: 300_000,
  onlineCompanyCommission: 9_000,
  onlinePartnerTotal: 1,
  onlinePartnerRevenue: 350_000,
  onlinePartnerCommission: 17_500,
  cashDelegateTotal: 2,
  cashDelegateRevenue: 600_000,
  onlineDelegateTotal: 2,
  onlineDelegateRevenue: 700_000,
  onlineDelegateCommission: 35_000,
};

describe('sales settlement report', () => {
  it('lists only the trips the agency settled, with their totals by sale type', async () => {
    const settled = await departedTripWithSales();
    const unsettled = await departedTripWithSales();
    expect((await settle(settled)).statusCode).toBe(200);
    const { startDate } = await tripDate(t.app, settled);
    const trips = await listTrips({ date: startDate, companyId: 'c-minhphat', page: 0, count: 100 });
    const ids = trips.map((x) => x.tripId);
    expect(ids).toContain(settled);
    expect(ids).not.toContain(unsettled);
    expect(trips.every((x) => x.isPartnerSettled)).toBe(true);
    const row = trips.find((x) => x.tripId === settled)!;
    expect(row).toMatchObject({ routeName: 'Bến xe Miền Đông - Đà Lạt', companyName: expect.any(String), date: startDate });
    expect(row.pointOfRouteNames.split(' - ')).toHaveLength(3);

    const totals = await totalsOf([settled, unsettled]);
    expect(Object.keys(totals)).toEqual([settled]);
    expect(totals[settled]).toEqual(EXPECTED_BXMD);
  });

  it('every totals figure equals the sum of its sale-type lines; payable is revenue minus commission', async () => {
    const tripId = await departedTripWithSales();
    await settle(tripId);
    const report = resultsOf<TTripSaleReportResponse>(await post(OPS_PATHS.saleReport, tokens.admin!, { tripId }));
    const lines = saleTypeLines(report.totals);
    expect(lines.map((l) => [l.saleType, l.total, l.revenue, l.commission, l.payable])).toEqual([
      ['onlineCompany', 1, 300_000, 9_000, 291_000],
      ['onlinePartner', 1, 350_000, 17_500, 332_500],
      ['cashDelegate', 2, 600_000, 0, 600_000],
      ['onlineDelegate', 2, 700_000, 35_000, 665_000],
    ]);
    expect(tripSaleSummary(report.totals)).toEqual({ tickets: 6, sales: 1_950_000, commission: 61_500, payable: 1_888_500 });
    expect(Object.values(report.totals).every(Number.isInteger)).toBe(true);
  });

  it('filters by routes and plate; routes outside the agency’s authorisation add nothing', async () => {
    const tripId = await departedTripWithSales();
    await settle(tripId);
    const { startDate } = await tripDate(t.app, tripId);
    const [plate] = await t.app.database.rows<{ number_plate: string }>(sql`select v.number_plate from trips t join vehicles v on v.id = t.vehicle_id where t.id = ${tripId}`);
    const byPlate = await listTrips({ date: startDate, companyId: 'c-minhphat', numberPlate: plate!.number_plate });
    expect(byPlate.map((x) => x.tripId)).toContain(tripId);
    expect(byPlate.every((x) => x.numberPlate === plate!.number_plate)).toBe(true);
    expect(await listTrips({ date: startDate, companyId: 'c-minhphat', numberPlate: '00X-000.00' })).toEqual([]);
    const otherRoute = await listTrips({ date: startDate, companyId: 'c-minhphat', routeIds: ['r-mdong-quynhon'] });
    expect(otherRoute.map((x) => x.tripId)).not.toContain(tripId);
    expect(await listTrips({ date: startDate, companyId: 'c-hoabinh', routeIds: ['r-giapbat-vinh'] })).toEqual([]);
  });

  it('each agency sees only its own settlement and its own tickets, both ways', async () => {
    const tripId = await departedTripWithSales();
    await settle(tripId);
    const { startDate } = await tripDate(t.app, tripId);
    // p-bxmd-moi sells the same route but has not settled it: no row, no totals.
    expect((await listTrips({ date: startDate, companyId: 'c-minhphat' }, 'quaymoi')).map((x) => x.tripId)).not.toContain(tripId);
    expect(await totalsOf([tripId], 'quaymoi')).toEqual({});
    await settle(tripId, 'quaymoi');
    const theirs = (await totalsOf([tripId], 'quaymoi'))[tripId]!;
    expect(tripSaleSummary(theirs)).toEqual({ tickets: 1, sales: 350_000, commission: 0, payable: 350_000 });
    // An agency off the route sees nothing of it, and p-bxmd sees nothing of a p-saoviet trip.
    expect(await totalsOf([tripId], 'admin2')).toEqual({});
    expect((await post(OPS_PATHS.saleReport, tokens.admin2!, { tripId })).statusCode).toBe(404);
    const saoViet = await departedTripWithSales('r-giapbat-vinh');
    await settle(saoViet, 'admin2');
    expect(await totalsOf([saoViet])).toEqual({});
    expect((await post(OPS_PATHS.saleReport, tokens.admin!, { tripId: saoViet })).statusCode).toBe(404);
  });
});

describe('trip contract page', () => {
  it('is a complete HTML page with the company, vehicle, route and only the agency’s passengers, escaped', async () => {
    const tripId = await createTrip(t.app, { routeId: 'r-mdong-vungtau' });
    await t.app.database.rows(sql`update trips set driver_ids = array['d-saonam-1']::text[] where id = ${tripId}`);
    await insertTickets(t.app, tripId, [
      { seatId: 'A01', partnerId: 'p-bxmd', price: 180_000, fullName: '<b>Lê Văn Tám</b>' },
      { seatId: 'A02', partnerId: 'p-bxmd-moi', price: 180_000, fullName: 'Khách của đại lý khác' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `${OPS_PATHS.contract}?tripId=${tripId}`, headers: bearer(tokens.admin!) });
    expect(res.statusCode).toBe(200);
    const { html, title } = resultsOf<{ html: string; title: string }>(res);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(title).toContain('Bến xe Miền Đông - Vũng Tàu');
    expect(html).toContain('&lt;b&gt;Lê Văn Tám&lt;/b&gt;');
    expect(html).not.toContain('<b>Lê Văn Tám');
    expect(html).not.toContain('Khách của đại lý khác');
    const [driver] = await t.app.database.rows<{ name: string }>(sql`select name from company_users where id = 'd-saonam-1'`);
    expect(html).toContain(driver!.name);
    expect(html).toContain('180.000 đ');
    const foreign = await t.app.inject({ method: 'GET', url: `${OPS_PATHS.contract}?tripId=${tripId}`, headers: bearer(tokens.admin2!) });
    expect(foreign.statusCode).toBe(404);
  });
});
