import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, searchTripsEndpoint } from '@busdesk/api-contract';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, messageOf, PATHS, poster, seatBooking } from '../test-support/sales-booking-fixtures';
import { OPS_PATHS, resultsOf, tripDate } from '../test-support/trip-ops-fixtures';

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
});
afterAll(() => t.close());

const lock = (tripId: string, lockType: 0 | 1, who = 'admin') => post(OPS_PATHS.lock, tokens[who]!, { tripId, lockType });
const book = (tripId: string, seatId: string, who = 'admin') => post(PATHS.book, tokens[who]!, { tripId, informationsBySeats: [seatBooking(seatId)] });
const storedLocks = async (tripId: string) => {
  const [row] = await t.app.database.rows<{ partner_locks: Array<{ partnerId: string; lockType: number }> | string }>(
    sql`select partner_locks from trips where id = ${tripId}`,
  );
  const locks = typeof row!.partner_locks === 'string' ? JSON.parse(row!.partner_locks) : row!.partner_locks;
  return (locks as Array<{ partnerId: string; lockType: number }>).map((l) => ({ partnerId: l.partnerId, lockType: l.lockType }));
};

describe('lock and unlock a trip for the agency', () => {
  it('locking refuses the agency’s bookings with the seed message; unlocking lets them through again', async () => {
    const tripId = await createTrip(t.app);
    const locked = await lock(tripId, 1);
    expect(locked.statusCode).toBe(200);
    expect(resultsOf(locked)).toEqual({ tripId, partnerLocks: [{ partnerId: 'p-bxmd', lockType: 1 }] });
    const refused = await book(tripId, 'A01');
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, MSG.sales.tripLocked]);
    // Another user of the same agency is refused too: the lock is the agency's, not the clerk's.
    const staffRefused = await book(tripId, 'A02', 'staff');
    expect(messageOf(staffRefused)).toBe(MSG.sales.tripLocked);

    const unlocked = await lock(tripId, 0);
    expect(resultsOf(unlocked)).toEqual({ tripId, partnerLocks: [{ partnerId: 'p-bxmd', lockType: 0 }] });
    expect((await book(tripId, 'A01')).statusCode).toBe(200);
  });

  it('a lock is the agency’s own: another agency selling the route still books, and each keeps its own entry', async () => {
    const tripId = await createTrip(t.app);
    await lock(tripId, 1);
    expect((await book(tripId, 'A03', 'quaymoi')).statusCode).toBe(200);
    await lock(tripId, 1, 'quaymoi');
    await lock(tripId, 0);
    expect(await storedLocks(tripId)).toEqual([
      { partnerId: 'p-bxmd-moi', lockType: 1 },
      { partnerId: 'p-bxmd', lockType: 0 },
    ]);
    expect(messageOf(await book(tripId, 'A04', 'quaymoi'))).toBe(MSG.sales.tripLocked);
    expect((await book(tripId, 'A04')).statusCode).toBe(200);
  });

  it('two agencies locking at the same moment both keep their entries', async () => {
    const tripId = await createTrip(t.app);
    const [a, b] = await Promise.all([lock(tripId, 1), lock(tripId, 1, 'quaymoi')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await storedLocks(tripId)).sort((x, y) => x.partnerId.localeCompare(y.partnerId))).toEqual([
      { partnerId: 'p-bxmd', lockType: 1 },
      { partnerId: 'p-bxmd-moi', lockType: 1 },
    ]);
  });

  it('the trip list shows each agency only its own lock entry', async () => {
    const tripId = await createTrip(t.app);
    await lock(tripId, 1, 'quaymoi');
    const { startDate } = await tripDate(t.app, tripId);
    const cardOf = async (who: string) => {
      const res = await post(searchTripsEndpoint.path, tokens[who]!, { date: startDate, routeIds: ['r-mdong-dalat'], count: 100 });
      return (resultsOf<{ trips: Array<{ tripId: string; partnerLocks: unknown[] }> }>(res)).trips.find((x) => x.tripId === tripId);
    };
    expect((await cardOf('admin'))?.partnerLocks).toEqual([]);
    expect((await cardOf('quaymoi'))?.partnerLocks).toEqual([{ partnerId: 'p-bxmd-moi', lockType: 1 }]);
  });

  it('a trip off the agency’s routes is not found, both ways, and nothing is written', async () => {
    const bxmdTrip = await createTrip(t.app);
    const foreign = await lock(bxmdTrip, 1, 'admin2');
    expect(foreign.statusCode).toBe(404);
    expect(await storedLocks(bxmdTrip)).toEqual([]);
    const saoVietTrip = await createTrip(t.app, { routeId: 'r-giapbat-vinh' });
    expect((await lock(saoVietTrip, 1)).statusCode).toBe(404);
    expect(await storedLocks(saoVietTrip)).toEqual([]);
    expect((await lock(saoVietTrip, 1, 'admin2')).statusCode).toBe(200);
  });

  it('refuses a lock type other than 0 or 1', async () => {
    const tripId = await createTrip(t.app);
    const res = await post(OPS_PATHS.lock, tokens.admin!, { tripId, lockType: 2 });
    expect(res.statusCode).toBe(400);
  });
});
