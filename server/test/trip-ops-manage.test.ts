import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@busdesk/api-contract';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, HOUR, messageOf, poster } from '../test-support/sales-booking-fixtures';
import { insertTickets, OPS_PATHS, resultsOf } from '../test-support/trip-ops-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  tokens.admin = await login(t.app, 'admin', 'admin123');
  tokens.staff = await login(t.app, 'staff', 'staff123');
  tokens.quaymoi = await login(t.app, 'quaymoi', 'quaymoi123');
  tokens.admin2 = await login(t.app, 'admin2', 'admin123');
  // A second saonam vehicle and staff who are not active drivers, so the validation has something to refuse.
  await t.app.database.rows(sql`
    insert into company_users (id, company_id, name, user_type, user_status, is_active) values
      ('d-saonam-off', 'c-saonam', 'Tài xế nghỉ việc', 2, 1, false),
      ('u-saonam-office', 'c-saonam', 'Nhân viên văn phòng', 1, 1, true)`);
  await t.app.database.rows(sql`
    insert into vehicles (id, company_id, number_plate, vehicle_type, seat_count, is_active) values
      ('v-saonam-test', 'c-saonam', '72B-999.99', 'Limousine 9 chỗ', 9, true),
      ('v-saonam-old', 'c-saonam', '72B-000.01', 'Limousine 9 chỗ', 9, false)`);
});
afterAll(() => t.close());

const manage = (body: object, who = 'admin') => post(OPS_PATHS.manage, tokens[who]!, body);
const tripRow = async (tripId: string) =>
  (await t.app.database.rows<{ driver_ids: string[]; vehicle_id: string | null }>(sql`select driver_ids, vehicle_id from trips where id = ${tripId}`))[0]!;

// r-mdong-vungtau is c-saonam's, which p-bxmd marked 'not using the app'; r-mdong-dalat is c-minhphat's, on the app.
const saonamTrip = (o: Parameters<typeof createTrip>[1] = {}) => createTrip(t.app, { routeId: 'r-mdong-vungtau', ...o });

describe('company users and vehicles for the trip update', () => {
  it('lists the company’s drivers (types and statuses of the seed’s defaults) and its active vehicles', async () => {
    const users = resultsOf<{ result: Array<{ id: string; userType: number }> }>(await post(OPS_PATHS.users, tokens.admin!, { companyId: 'c-saonam', page: 0, listUserType: [2], userStatus: [1, 3, 4], count: 1000 }));
    expect(users.result.map((u) => u.id).sort()).toEqual(['d-saonam-1', 'd-saonam-2', 'd-saonam-off']);
    const vehicles = resultsOf<{ vehicles: Array<{ id: string; isActive: boolean }> }>(await post(OPS_PATHS.vehicles, tokens.admin!, { companyId: 'c-saonam', page: 0, count: 1000, isGetAll: false }));
    expect(vehicles.vehicles.map((v) => v.id)).toContain('v-saonam-test');
    expect(vehicles.vehicles.every((v) => v.isActive)).toBe(true);
  });

  it('a company that authorised another agency only is not found, both ways', async () => {
    expect((await post(OPS_PATHS.users, tokens.admin2!, { companyId: 'c-saonam' })).statusCode).toBe(404);
    expect((await post(OPS_PATHS.vehicles, tokens.admin2!, { companyId: 'c-minhphat' })).statusCode).toBe(404);
    expect((await post(OPS_PATHS.users, tokens.admin!, { companyId: 'c-hoabinh' })).statusCode).toBe(404);
    expect((await post(OPS_PATHS.users, tokens.admin2!, { companyId: 'c-hoabinh' })).statusCode).toBe(200);
  });
});

describe('trip update (drivers and vehicle)', () => {
  it('sets the company’s drivers and vehicle; names come from the company’s users, not the request', async () => {
    const tripId = await saonamTrip();
    const res = await manage({ tripId, drivers: [{ userId: 'd-saonam-2', fullName: 'Tên bịa' }, { userId: 'd-saonam-1', fullName: '' }], vehicle: { id: 'v-saonam-test' } });
    expect(res.statusCode).toBe(200);
    const body = resultsOf<{ driverIds: string[]; driverNames: string[]; vehicleId: string; numberPlate: string }>(res);
    expect(body).toMatchObject({ tripId, driverIds: ['d-saonam-2', 'd-saonam-1'], vehicleId: 'v-saonam-test', numberPlate: '72B-999.99', isPartnerSettled: false });
    expect(body.driverNames).toHaveLength(2);
    expect(body.driverNames).not.toContain('Tên bịa');
    expect(await tripRow(tripId)).toEqual({ driver_ids: ['d-saonam-2', 'd-saonam-1'], vehicle_id: 'v-saonam-test' });
    // Leaving a field out keeps it; an empty driver list and a null vehicle clear them.
    await manage({ tripId, drivers: [{ userId: 'd-saonam-1', fullName: 'x' }] });
    expect(await tripRow(tripId)).toEqual({ driver_ids: ['d-saonam-1'], vehicle_id: 'v-saonam-test' });
    await manage({ tripId, drivers: [], vehicle: null });
    expect(await tripRow(tripId)).toEqual({ driver_ids: [], vehicle_id: null });
  });

  it('refuses drivers and vehicles that are not the company’s active ones, changing nothing', async () => {
    const tripId = await saonamTrip();
    const before = await tripRow(tripId);
    for (const userId of ['d-minhphat-1', 'd-saonam-off', 'u-saonam-office', 'nobody']) {
      const res = await manage({ tripId, drivers: [{ userId, fullName: 'x' }], vehicle: { id: 'v-saonam-test' } });
      expect([res.statusCode, messageOf(res)]).toEqual([400, MSG.tripOps.driverInvalid]);
    }
    for (const id of ['v-saonam-old', 'v-minhphat-limousine22-1', 'nothing']) {
      const res = await manage({ tripId, vehicle: { id } });
      expect([res.statusCode, messageOf(res)]).toEqual([400, MSG.tripOps.vehicleInvalid]);
    }
    expect(await tripRow(tripId)).toEqual(before);
  });

  it('refuses a vehicle with fewer seats than the trip has tickets sold; the trip keeps its own vehicle for a driver change', async () => {
    const tripId = await saonamTrip();
    const sold = (from: number, count: number, status?: number) =>
      insertTickets(t.app, tripId, Array.from({ length: count }, (_, i) => ({ seatId: `A${from + i}`, price: 200_000, partnerId: 'p-bxmd', ...(status === undefined ? {} : { status }) })));
    await sold(1, 10);
    const before = await tripRow(tripId);
    const refused = await manage({ tripId, drivers: [{ userId: 'd-saonam-1', fullName: 'x' }], vehicle: { id: 'v-saonam-test' } });
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, MSG.tripOps.vehicleTooSmall(9, 10)]);
    expect(messageOf(refused)).toBe('Xe chỉ có 9 chỗ, ít hơn 10 vé đã bán của chuyến');
    expect(await tripRow(tripId)).toEqual(before);

    // Control: the same vehicle fits 9 tickets; a cancelled ticket frees its seat.
    await t.app.database.rows(sql`update tickets set ticket_status = 0 where trip_id = ${tripId} and seat_id = 'A10'`);
    expect((await manage({ tripId, vehicle: { id: 'v-saonam-test' } })).statusCode).toBe(200);
    expect((await tripRow(tripId)).vehicle_id).toBe('v-saonam-test');

    // Sold beyond the vehicle afterwards: the trip's own vehicle is not checked again, so its drivers can change.
    await sold(11, 3);
    const drivers = await manage({ tripId, drivers: [{ userId: 'd-saonam-2', fullName: 'x' }], vehicle: { id: 'v-saonam-test' } });
    expect(drivers.statusCode).toBe(200);
    expect(await tripRow(tripId)).toEqual({ driver_ids: ['d-saonam-2'], vehicle_id: 'v-saonam-test' });
  });

  it('refuses a company the agency marked as using the app (the seed offers the edit only for the others)', async () => {
    const tripId = await createTrip(t.app, { routeId: 'r-mdong-dalat' });
    const res = await manage({ tripId, drivers: [{ userId: 'd-minhphat-1', fullName: 'x' }] });
    expect([res.statusCode, messageOf(res)]).toEqual([403, MSG.tripOps.tripNotManageable]);
  });

  it('a trip off the agency’s routes is not found, both ways', async () => {
    const tripId = await saonamTrip();
    expect((await manage({ tripId, vehicle: { id: 'v-saonam-test' } }, 'admin2')).statusCode).toBe(404);
    const saoViet = await createTrip(t.app, { routeId: 'r-giapbat-vinh' });
    expect((await manage({ tripId: saoViet, vehicle: null })).statusCode).toBe(404);
  });

  it('refuses an empty request', async () => {
    const tripId = await saonamTrip();
    const res = await manage({ tripId });
    expect([res.statusCode, messageOf(res)]).toEqual([400, MSG.tripOps.nothingToUpdate]);
  });
});

describe('settlement', () => {
  const settledRow = async (tripId: string, partnerId: string) =>
    (await t.app.database.rows<{ is_partner_settled: boolean; settled_by: string | null }>(
      sql`select is_partner_settled, settled_by from trip_partner_settlements where trip_id = ${tripId} and partner_id = ${partnerId}`,
    ))[0];

  it('settles a departed trip once, for the agency only; a second settle is refused', async () => {
    const tripId = await createTrip(t.app, { startsIn: -HOUR, tripStatus: 2 });
    const res = await manage({ tripId, isPartnerSettled: true });
    expect(res.statusCode).toBe(200);
    expect(resultsOf<{ isPartnerSettled: boolean }>(res).isPartnerSettled).toBe(true);
    expect(await settledRow(tripId, 'p-bxmd')).toEqual({ is_partner_settled: true, settled_by: 'u-admin' });
    const again = await manage({ tripId, isPartnerSettled: true }, 'staff');
    expect([again.statusCode, messageOf(again)]).toEqual([409, MSG.tripOps.alreadySettled]);
    // Another agency selling the route has its own settlement.
    expect(await settledRow(tripId, 'p-bxmd-moi')).toBeUndefined();
    expect((await manage({ tripId, isPartnerSettled: true }, 'quaymoi')).statusCode).toBe(200);
  });

  it('two clerks settling at once: one succeeds, the other is told it is settled', async () => {
    const tripId = await createTrip(t.app, { startsIn: -HOUR, tripStatus: 3 });
    const results = await Promise.all([manage({ tripId, isPartnerSettled: true }), manage({ tripId, isPartnerSettled: true }, 'staff')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a trip that has not departed, and refuses un-settling', async () => {
    const future = await createTrip(t.app);
    const early = await manage({ tripId: future, isPartnerSettled: true });
    expect([early.statusCode, messageOf(early)]).toEqual([400, MSG.tripOps.settleNotDeparted]);
    expect(await settledRow(future, 'p-bxmd')).toBeUndefined();
    // Departure time passed while the company has not moved the status: departed by the seed's rule.
    const late = await createTrip(t.app, { startsIn: -10 * 60_000, tripStatus: 1 });
    expect((await manage({ tripId: late, isPartnerSettled: true })).statusCode).toBe(200);
    const undo = await manage({ tripId: late, isPartnerSettled: false });
    expect([undo.statusCode, messageOf(undo)]).toEqual([400, MSG.tripOps.unsettleNotAllowed]);
    expect(await settledRow(late, 'p-bxmd')).toMatchObject({ is_partner_settled: true });
  });

  it('another agency cannot settle a trip off its routes', async () => {
    const tripId = await createTrip(t.app, { startsIn: -HOUR, tripStatus: 2 });
    expect((await manage({ tripId, isPartnerSettled: true }, 'admin2')).statusCode).toBe(404);
    expect(await settledRow(tripId, 'p-saoviet')).toBeUndefined();
  });
});
