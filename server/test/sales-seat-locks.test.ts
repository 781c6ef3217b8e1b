import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { decodeRealtimeEvent, MSG, SEAT_LOCK_MS, topics, type TLockSeatEvent, type TSeatLockRecord, type TViewTripResponse } from '@busdesk/api-contract';
import { tickets } from '../src/db/schema/index';
import { vnDate } from '../src/db/seed/seed-sales';
import { buildApp } from '../src/app';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let mqttUrl: string;
const tokens: Record<string, string> = {};
const clients: MqttClient[] = [];
const DAY = 86_400_000;
const tomorrow = vnDate(Date.now() + DAY);
/** Tomorrow's second Đà Lạt departure: sold by p-bxmd (admin, staff) and p-bxmd-moi (quaymoi). */
const tripId = `t-mdong-dalat-${tomorrow}-2`;
let clock = Date.now();
let free: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  mqttUrl = `ws://127.0.0.1:${address.port}/mqtt`;
  // The seat-lock clock is the app's own: the tests move it instead of waiting ten minutes.
  t.app.seatLocks.now = () => clock;
  for (const [who, password] of [['admin', 'admin123'], ['staff', 'staff123'], ['newstaff', 'newstaff123'], ['admin2', 'admin123'], ['quaymoi', 'quaymoi123']]) {
    tokens[who!] = await login(t.app, who!, password!);
  }
  const taken = new Set((await t.app.database.rows<{ seat_id: string }>(sql`select seat_id from tickets where trip_id = ${tripId} and ticket_status <> 0 and released_at is null`)).map((r) => r.seat_id));
  const [trip] = await t.app.database.rows<{ seat_map: Array<{ seatId: string; seatType: number }>; lock_seat: Array<{ seatId: string }> }>(sql`select seat_map, lock_seat from trips where id = ${tripId}`);
  const locked = new Set(trip!.lock_seat.map((l) => l.seatId));
  free = trip!.seat_map.filter((s) => s.seatType === 4 && !taken.has(s.seatId) && !locked.has(s.seatId)).map((s) => s.seatId);
  expect(free.length).toBeGreaterThanOrEqual(8);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await t.close();
});
beforeEach(async () => {
  // Each test starts with no locks on the trip and the clock at "now".
  clock = Date.now();
  await t.app.database.rows(sql`delete from seat_locks`);
});

const lock = (who: string, seatIds: string[], id = tripId) =>
  t.app.inject({ method: 'POST', url: '/api/partner/trip/lock-seat', headers: bearer(tokens[who]!), payload: { tripId: id, seatIds } });
const view = async (who: string): Promise<TViewTripResponse> => (await t.app.inject({ method: 'POST', url: '/api/partner/trip/view-by-id', headers: bearer(tokens[who]!), payload: { tripId } })).json().results;
const recordOf = (records: TSeatLockRecord[], userId: string) => records.filter((r) => r.userId === userId);

async function connect(who: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(mqttUrl, { protocolVersion: 4, username: 'busdesk', password: tokens[who]!, reconnectPeriod: 0, connectTimeout: 5000 });
  clients.push(client);
  return client;
}
async function trySubscribe(client: MqttClient, topic: string): Promise<boolean> {
  try {
    return (await client.subscribeAsync(topic, { qos: 0 })).every((g) => g.qos !== 128);
  } catch {
    return false;
  }
}
/** Collects the lock-seat events a client receives, and waits for one that satisfies a condition. */
function lockEvents(client: MqttClient) {
  const events: TLockSeatEvent[] = [];
  client.on('message', (_topic, payload) => {
    const e = decodeRealtimeEvent(payload);
    if (e?.type === 'lock-seat') events.push(e);
  });
  return {
    events,
    async waitFor(ok: (e: TLockSeatEvent) => boolean, timeoutMs = 3_000): Promise<TLockSeatEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(ok);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching lock-seat event; got ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

describe('real-time seat locks', () => {
  it('a lock lasts ten minutes from the call, and a reload shows the same deadline', async () => {
    const res = await lock('admin', [free[0]!, free[1]!]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().results;
    expect(body.expiresAt).toBe(clock + SEAT_LOCK_MS);
    expect(body.serverTime).toBe(clock);
    expect(body.records).toEqual([{ listSeatId: [free[0], free[1]], userId: 'u-admin', partnerId: 'p-bxmd', expiresAt: clock + SEAT_LOCK_MS }]);
    const deadline = body.expiresAt as number;
    clock += 90_000;
    const reloaded = await view('admin');
    expect(recordOf(reloaded.seatLocks, 'u-admin')).toEqual([{ listSeatId: [free[0], free[1]], userId: 'u-admin', partnerId: 'p-bxmd', expiresAt: deadline }]);
    expect(reloaded.serverTime).toBe(clock);
    // Another agency selling the trip sees the lock too (it cannot pick those seats).
    expect(recordOf((await view('quaymoi')).seatLocks, 'u-admin')).toHaveLength(1);
  });

  it("seats another user holds are refused with 409 naming them, from the same agency or another", async () => {
    expect((await lock('admin', [free[0]!, free[1]!])).statusCode).toBe(200);
    const staff = await lock('staff', [free[1]!, free[2]!]);
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toBe(MSG.server.seatConflict(free[1]!));
    expect(staff.json().results.seatIds).toEqual([free[1]]);
    const quay = await lock('quaymoi', [free[0]!]);
    expect(quay.statusCode).toBe(409);
    const records = await t.app.repos.seatLocks.active(tripId, clock);
    expect(records.map((r) => r.userId)).toEqual(['u-admin']);
  });

  it("each call replaces the user's seats (one record per user) and restarts the ten minutes; an empty list releases", async () => {
    await lock('admin', [free[0]!, free[1]!]);
    clock += 60_000;
    const replaced = (await lock('admin', [free[1]!, free[2]!])).json().results;
    expect(recordOf(replaced.records, 'u-admin')).toEqual([{ listSeatId: [free[1], free[2]], userId: 'u-admin', partnerId: 'p-bxmd', expiresAt: clock + SEAT_LOCK_MS }]);
    expect((await lock('staff', [free[0]!])).statusCode).toBe(200);
    const released = await lock('admin', []);
    expect(released.statusCode).toBe(200);
    expect(released.json().results.expiresAt).toBeNull();
    expect(recordOf(released.json().results.records, 'u-admin')).toEqual([]);
    expect((await lock('staff', [free[0]!, free[1]!, free[2]!])).statusCode).toBe(200);
  });

  it('company-locked and sold seats are refused with 409; seats that are not for sale with 400', async () => {
    const [sold] = await t.app.database.rows<{ seat_id: string }>(sql`select seat_id from tickets t where trip_id = ${tripId} and ticket_status <> 0 and released_at is null limit 1`);
    await t.app.database.rows(sql`update trips set lock_seat = lock_seat || ${JSON.stringify([{ seatId: free[7], note: 'Nhà xe giữ' }])}::jsonb where id = ${tripId}`);
    const companyLocked = await lock('admin', [free[7]!]);
    expect(companyLocked.statusCode).toBe(409);
    expect(companyLocked.json().message).toBe(MSG.server.seatConflict(free[7]!));
    const taken = await lock('admin', [free[0]!, sold!.seat_id]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().results.seatIds).toEqual([sold!.seat_id]);
    expect((await lock('admin', ['TX'])).statusCode).toBe(400);
    expect((await lock('admin', ['Z99'])).statusCode).toBe(400);
    expect(await t.app.repos.seatLocks.active(tripId, clock)).toEqual([]);
  });

  it('a zero-paid hold past its deadline no longer blocks the seat', async () => {
    await t.app.database.db.insert(tickets).values({
      id: 'tk-lock-expired', ticketCode: 'TLE', tripId, companyId: 'c-minhphat', routeId: 'r-mdong-dalat', startDate: tomorrow,
      seatId: free[6]!, ticketStatus: 2, paidMoney: 0, overTime: clock - 1_000, partnerId: 'p-bxmd-moi',
    });
    expect((await lock('admin', [free[6]!])).statusCode).toBe(200);
  });

  it('a lock expires ten minutes after the last call: the seat is free for others and the record gone', async () => {
    await lock('admin', [free[3]!]);
    clock += SEAT_LOCK_MS - 1;
    expect((await lock('staff', [free[3]!])).statusCode).toBe(409);
    clock += 2;
    expect(recordOf((await view('admin')).seatLocks, 'u-admin')).toEqual([]);
    expect((await lock('staff', [free[3]!])).statusCode).toBe(200);
  });

  it('two users racing for one seat: exactly one gets it', async () => {
    const results = await Promise.all([lock('admin', [free[4]!]), lock('quaymoi', [free[4]!]), lock('staff', [free[4]!])]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await t.app.repos.seatLocks.active(tripId, clock)).flatMap((r) => r.listSeatId)).toEqual([free[4]]);
  });

  it('sold seats leave every lock; an emptied lock is deleted', async () => {
    await lock('admin', [free[0]!, free[1]!]);
    await lock('staff', [free[2]!]);
    await t.app.repos.seatLocks.dropSeats(tripId, [free[1]!, free[2]!]);
    expect(await t.app.repos.seatLocks.active(tripId, clock)).toEqual([{ listSeatId: [free[0]], userId: 'u-admin', partnerId: 'p-bxmd', expiresAt: clock + SEAT_LOCK_MS }]);
    expect(await t.app.database.rows(sql`select 1 from seat_locks where user_id = 'u-staff'`)).toEqual([]);
  });

  it("a trip the user does not sell answers 404, and nothing is locked", async () => {
    expect((await lock('admin2', [free[0]!])).statusCode).toBe(404);
    expect((await lock('newstaff', [free[0]!])).statusCode).toBe(404);
    expect((await lock('admin', ['A01'], `t-giapbat-vinh-${tomorrow}-1`)).statusCode).toBe(404);
    expect(await t.app.database.rows(sql`select 1 from seat_locks`)).toEqual([]);
  });
});

describe('trip/{id}/lockSeat over MQTT', () => {
  it('a late subscriber gets the retained list; each change is published; an expired lock is swept from it', async () => {
    await lock('admin', [free[5]!]);
    const watcher = await connect('quaymoi');
    const seen = lockEvents(watcher);
    expect(await trySubscribe(watcher, topics.tripLockSeat(tripId))).toBe(true);
    const retained = await seen.waitFor((e) => e.records.some((r) => r.userId === 'u-admin'));
    expect(retained).toMatchObject({ type: 'lock-seat', tripId, records: [{ listSeatId: [free[5]], userId: 'u-admin', partnerId: 'p-bxmd' }] });

    await lock('staff', [free[6]!]);
    await seen.waitFor((e) => e.records.some((r) => r.userId === 'u-staff'));
    await lock('admin', []);
    await seen.waitFor((e) => e.records.length === 1 && e.records[0]!.userId === 'u-staff');

    // Past the staff lock's deadline the interval sweep (every 5 s) republishes without it.
    clock += SEAT_LOCK_MS + 1;
    await seen.waitFor((e) => e.records.length === 0, 8_000);
    const late = await connect('admin');
    const lateSeen = lockEvents(late);
    expect(await trySubscribe(late, topics.tripLockSeat(tripId))).toBe(true);
    const state = await lateSeen.waitFor(() => true);
    expect(state.records).toEqual([]);
  });

  it('a restarted server republishes the locks still running', async () => {
    await lock('admin', [free[2]!]);
    // A second server on the same database stands for the restart (the broker and its retained store are new).
    const restarted = await buildApp({ database: t.app.database, env: { LOG_LEVEL: 'silent', PORTAL_DIR: '/nonexistent' } });
    try {
      await restarted.listen({ host: '127.0.0.1', port: 0 });
      const address = restarted.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const client = await mqtt.connectAsync(`ws://127.0.0.1:${address.port}/mqtt`, { protocolVersion: 4, username: 'busdesk', password: tokens.staff!, reconnectPeriod: 0, connectTimeout: 5000 });
      const seen = lockEvents(client);
      expect(await trySubscribe(client, topics.tripLockSeat(tripId))).toBe(true);
      const state = await seen.waitFor(() => true);
      expect(state.records).toEqual([{ listSeatId: [free[2]], userId: 'u-admin', partnerId: 'p-bxmd', expiresAt: clock + SEAT_LOCK_MS }]);
      await client.endAsync(true);
    } finally {
      await restarted.close();
    }
  });

  it('trip topics admit only partners that sell the route', async () => {
    const other = await connect('admin2');
    expect(await trySubscribe(other, topics.tripSeats(tripId))).toBe(false);
    expect(await trySubscribe(other, topics.tripLockSeat(tripId))).toBe(false);
    const seller = await connect('staff');
    expect(await trySubscribe(seller, topics.tripSeats(tripId))).toBe(true);
    const child = await connect('quaymoi');
    expect(await trySubscribe(child, topics.tripSeats(tripId))).toBe(true);
  });
});
