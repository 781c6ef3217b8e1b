import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { changePasswordEndpoint, lockSeatEndpoint, topics } from '@busdesk/api-contract';
import type { BusdeskApp } from '../src/app';
import { closeListeners, listenTo, waitFor } from '../test-support/realtime-listener';
import { startRedisServer, type RedisServer } from '../test-support/redis-server';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';
import { login } from '../test-support/test-app';
import { startTwoInstances, type TwoInstances } from '../test-support/two-instances';

// Two instances on one database sharing one Redis (docs/adr/0096): what one does, the other's clients see.
let redis: RedisServer;
let pair: TwoInstances;

beforeAll(async () => {
  redis = await startRedisServer();
  pair = await startTwoInstances({ REDIS_URL: redis.url });
});
afterAll(async () => {
  await closeListeners();
  await pair?.close();
  await redis?.stop();
});

/** A marker published on `app` itself: once a client has it, whatever `app` was told to deliver before has arrived. */
async function markerThrough(app: BusdeskApp, partnerId: string, marker: string) {
  await app.realtime.publish(topics.partnerTickets(partnerId), { type: 'partner-companies-changed', companyIds: [marker] });
}
const hasMarker = (received: Array<{ event: { type: string } & Record<string, unknown> }>, marker: string) =>
  received.some((r) => r.event.type === 'partner-companies-changed' && (r.event.companyIds as string[]).includes(marker));

async function bookOn(app: BusdeskApp, token: string, tripId: string, seatId: string) {
  const res = await poster(app)(PATHS.book, token, { tripId, informationsBySeats: [seatBooking(seatId, { paidMoney: 350_000 })] });
  expect(res.statusCode).toBe(200);
  return ticketsOf(res)[0]!;
}

describe('two instances sharing Redis', () => {
  it('a booking made on A reaches the agency and trip topics of a client connected to B', async () => {
    const tripId = await createTrip(pair.a);
    const token = await login(pair.b, 'admin', 'admin123');
    const onB = await listenTo(pair.mqttB, token, [topics.partnerTickets('p-bxmd'), topics.tripSeats(tripId)]);
    expect(onB.allGranted).toBe(true);
    const ticket = await bookOn(pair.a, await login(pair.a, 'admin', 'admin123'), tripId, 'A01');
    await waitFor(() => onB.received.some((r) => r.event.type === 'changed-tickets') && onB.received.some((r) => r.event.type === 'seat-status'), 10_000);
    const changed = onB.received.find((r) => r.event.type === 'changed-tickets');
    expect(changed?.event).toMatchObject({ tripId, tickets: [{ ticketId: ticket.ticketId, seatId: 'A01' }] });
    expect(onB.received.find((r) => r.event.type === 'seat-status')?.event).toEqual({ type: 'seat-status', tripId, seats: [{ seatId: 'A01', ticketStatus: 3, partnerId: 'p-bxmd' }] });
  });

  it("a client subscribing on B gets the trip's seat locks and booked count taken on A, read from the database", async () => {
    const tripId = await createTrip(pair.a);
    const token = await login(pair.a, 'admin', 'admin123');
    await bookOn(pair.a, token, tripId, 'A02');
    const locked = await poster(pair.a)(lockSeatEndpoint.path, token, { tripId, seatIds: ['A05', 'A06'] });
    expect(locked.statusCode).toBe(200);
    await pair.a.changes.dispatcher.idle();
    const onB = await listenTo(pair.mqttB, await login(pair.b, 'admin', 'admin123'), [topics.tripLockSeat(tripId), topics.tripSeats(tripId)]);
    await waitFor(() => onB.received.length >= 2, 10_000);
    const locks = onB.received.find((r) => r.event.type === 'lock-seat');
    expect(locks?.event.type === 'lock-seat' && locks.event.records.flatMap((r) => r.listSeatId).sort()).toEqual(['A05', 'A06']);
    expect(onB.received.find((r) => r.event.type === 'booked-seats')?.event).toMatchObject({ type: 'booked-seats', tripId, totalBookedSeat: 1 });
  });

  it("a password changed on A closes the user's other connections on B", async () => {
    const keep = await login(pair.a, 'newstaff', 'newstaff123');
    const other = await login(pair.b, 'newstaff', 'newstaff123');
    const client = await mqtt.connectAsync(pair.mqttB, { protocolVersion: 4, username: 'busdesk', password: other, reconnectPeriod: 0, connectTimeout: 5000 });
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    const res = await poster(pair.a)(changePasswordEndpoint.path, keep, { password: 'newstaff456' });
    expect(res.statusCode).toBe(200);
    await closed;
    expect(client.connected).toBe(false);
  });

  it('login failures on both instances count together: the account is refused on each after 10', async () => {
    const attempt = (app: BusdeskApp, password: string, ip: string) =>
      app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'staff', password }, remoteAddress: ip });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? pair.a : pair.b, `wrong${i}`, `10.3.0.${i}`)).statusCode).toBe(401);
    expect((await attempt(pair.a, 'staff123', '10.3.1.1')).statusCode).toBe(429);
    expect((await attempt(pair.b, 'staff123', '10.3.1.2')).statusCode).toBe(429);
  });

  it('after a Redis restart each instance closes its clients (they reconnect and refetch) and events flow again', async () => {
    const tripId = await createTrip(pair.a);
    const token = await login(pair.a, 'admin', 'admin123');
    const client = await mqtt.connectAsync(pair.mqttA, { protocolVersion: 4, username: 'busdesk', password: token, reconnectPeriod: 0, connectTimeout: 5000 });
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    await redis.restart();
    // The server ends the connection once its subscriber connection is back: the client's cue to refetch.
    await closed;
    await waitFor(() => pair.a.redis?.status === 'ready' && pair.b.realtime.isUp() && pair.a.realtime.isUp(), 10_000);
    const ready = await pair.b.inject({ method: 'GET', url: '/ready' });
    expect(ready.json().results).toMatchObject({ db: 'up', broker: 'up', redis: 'up', draining: false });
    const again = await listenTo(pair.mqttA, token, [topics.tripSeats(tripId)]);
    await bookOn(pair.b, await login(pair.b, 'admin', 'admin123'), tripId, 'A03');
    await waitFor(() => again.received.some((r) => r.event.type === 'seat-status'), 10_000);
    expect(again.received.find((r) => r.event.type === 'seat-status')?.event).toMatchObject({ tripId, seats: [{ seatId: 'A03' }] });
  });
});

describe('the negative controls: two instances without Redis', () => {
  let alone: TwoInstances;
  beforeAll(async () => {
    alone = await startTwoInstances();
  });
  afterAll(() => alone?.close());

  it("keep a booking on A from B's clients, and count login failures apart", async () => {
    const tripId = await createTrip(alone.a);
    const onB = await listenTo(alone.mqttB, await login(alone.b, 'admin', 'admin123'), [topics.partnerTickets('p-bxmd')]);
    await bookOn(alone.a, await login(alone.a, 'admin', 'admin123'), tripId, 'A01');
    await alone.a.changes.dispatcher.idle();
    await markerThrough(alone.b, 'p-bxmd', 'after-booking');
    await waitFor(() => hasMarker(onB.received as never, 'after-booking'), 10_000);
    expect(hasMarker(onB.received as never, 'after-booking')).toBe(true);
    expect(onB.received.some((r) => r.event.type === 'changed-tickets')).toBe(false);

    const attempt = (app: BusdeskApp, password: string) => app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username: 'staff', password }, remoteAddress: '10.4.0.1' });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? alone.a : alone.b, `wrong${i}`)).statusCode).toBe(401);
    // Five failures each: neither instance alone reached ten.
    expect((await attempt(alone.a, 'staff123')).statusCode).toBe(200);
  });
});
