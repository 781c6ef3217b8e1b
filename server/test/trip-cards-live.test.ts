import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { searchTripsEndpoint, topics, type TBookedSeatsEvent, type TSearchTripsResponse } from '@busdesk/api-contract';
import { listenTo, waitFor, type Received } from '../test-support/realtime-listener';
import { bearer, type TestApp } from '../test-support/test-app';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

// The trip cards of the search list follow each listed trip's booked count live (ADR 0046): every change that
// takes or frees a seat is followed by a `booked-seats` event on trip/{id}/seats with the count the search would
// answer now, whoever sold the seat.

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'quaymoi', 'admin2']));
});
afterAll(() => stopLoopbackApp(t));

const countsOf = (received: readonly Received[], tripId: string): TBookedSeatsEvent[] =>
  received.flatMap((m) => (m.event.type === 'booked-seats' && m.event.tripId === tripId ? [m.event] : []));

/** What a screen keeps: the count read last by the database clock, whatever order the events arrived in. */
const latestCount = (received: readonly Received[], tripId: string): number | undefined =>
  countsOf(received, tripId).reduce<TBookedSeatsEvent | undefined>((best, e) => (!best || e.countedAt > best.countedAt ? e : best), undefined)
    ?.totalBookedSeat;

/** The card's count as the search answers it to `token`'s agency. */
async function searchedCount(token: string, tripId: string): Promise<number> {
  return (await searched(token, tripId)).totalBookedSeat;
}

/** The trip's card in the search answer to `token`'s agency, with the answer's countedAt. */
async function searched(token: string, tripId: string): Promise<{ totalBookedSeat: number; countedAt: number | undefined }> {
  const [row] = await t.app.database.rows<{ start_date: number; route_id: string }>(sql`select start_date, route_id from trips where id = ${tripId}`);
  const res = await t.app.inject({
    method: 'POST',
    url: searchTripsEndpoint.path,
    headers: bearer(token),
    payload: { date: Number(row!.start_date), routeIds: [row!.route_id], count: 100 },
  });
  expect(res.statusCode).toBe(200);
  const trip = (res.json() as { results: TSearchTripsResponse }).results.trips.find((c) => c.tripId === tripId);
  if (!trip) throw new Error(`trip ${tripId} not in the search`);
  return { totalBookedSeat: trip.totalBookedSeat, countedAt: (res.json() as { results: TSearchTripsResponse }).results.countedAt };
}

describe('live booked counts of the trip cards', () => {
  it('two agencies booking at once: both lists end on the count the search answers, without any passenger data', async () => {
    const tripId = await createTrip(t.app);
    const mine = await listenTo(url, tokens.admin!, [topics.tripSeats(tripId)]);
    const theirs = await listenTo(url, tokens.quaymoi!, [topics.tripSeats(tripId)]);
    expect(mine.allGranted && theirs.allGranted).toBe(true);
    const before = await searchedCount(tokens.admin!, tripId);

    // Six bookings, three per agency, all in flight together.
    const answers = await Promise.all([
      ...['A01', 'A02', 'A03'].map((seatId) => post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking(seatId, { fullName: 'Khách Bí Mật' })] })),
      ...['B01', 'B02', 'B03'].map((seatId) => post(PATHS.book, tokens.quaymoi!, { tripId, informationsBySeats: [seatBooking(seatId)] })),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);

    const expected = before + 6;
    await waitFor(() => latestCount(mine.received, tripId) === expected && latestCount(theirs.received, tripId) === expected);
    expect(latestCount(mine.received, tripId)).toBe(expected);
    expect(latestCount(theirs.received, tripId)).toBe(expected);
    expect(await searchedCount(tokens.admin!, tripId)).toBe(expected);
    const answer = await searched(tokens.quaymoi!, tripId);
    expect(answer.totalBookedSeat).toBe(expected);
    // The search's count is on the same clock: read after every event's, so a screen keeps it over theirs.
    expect(answer.countedAt).toBeGreaterThan(Math.max(...countsOf(theirs.received, tripId).map((e) => e.countedAt)));
    // Only seats were taken, so a later read never counts fewer: the clock orders the counts as the commits.
    const ordered = countsOf(mine.received, tripId).sort((a, b) => a.countedAt - b.countedAt).map((e) => e.totalBookedSeat);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    // The count carries nothing but the count: no passenger, no agency.
    const raw = mine.received.concat(theirs.received).filter((m) => m.event.type === 'booked-seats').map((m) => JSON.parse(m.raw) as object);
    for (const event of raw) expect(Object.keys(event).sort()).toEqual(['countedAt', 'totalBookedSeat', 'tripId', 'type']);
    expect(theirs.received.some((m) => m.raw.includes('Khách Bí Mật'))).toBe(false);
  });

  it('a late subscriber gets the kept count; a cancel and a released expired hold lower it; a seat pick publishes none', async () => {
    const tripId = await createTrip(t.app);
    const [held, kept] = ticketsOf(await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A04'), seatBooking('A05')] }));
    const booked = await searchedCount(tokens.admin!, tripId);
    await t.app.changes.dispatcher.idle();
    // Subscribed after the booking (and after its events went out): the broker hands over the count it kept for the trip (retained).
    const listener = await listenTo(url, tokens.quaymoi!, [topics.tripSeats(tripId)]);
    await waitFor(() => latestCount(listener.received, tripId) !== undefined);
    expect(latestCount(listener.received, tripId)).toBe(booked);

    expect((await post(PATHS.cancel, tokens.admin!, { ticketIds: [held!.ticketId] })).statusCode).toBe(200);
    await waitFor(() => latestCount(listener.received, tripId) === booked - 1);
    expect(latestCount(listener.received, tripId)).toBe(booked - 1);

    await t.app.database.rows(sql`update tickets set over_time = ${Date.now() - 1000} where id = ${kept!.ticketId}`);
    expect(await t.app.bookings.releaseExpiredHolds(Date.now())).toBeGreaterThanOrEqual(1);
    await waitFor(() => latestCount(listener.received, tripId) === booked - 2);
    expect(latestCount(listener.received, tripId)).toBe(booked - 2);
    expect(await searchedCount(tokens.quaymoi!, tripId)).toBe(booked - 2);

    // Picking a seat (a real-time seat lock) changes no count: no booked-seats event for it.
    const events = countsOf(listener.received, tripId).length;
    const locked = await t.app.inject({ method: 'POST', url: '/api/partner/trip/lock-seat', headers: bearer(tokens.admin!), payload: { tripId, seatIds: ['A06'] } });
    expect(locked.statusCode).toBe(200);
    await t.app.changes.dispatcher.idle();
    expect(countsOf(listener.received, tripId)).toHaveLength(events);
  });

  it("a trip's count reaches only agencies selling its route: the subscription of another agency is refused", async () => {
    const tripId = await createTrip(t.app);
    const outsider = await listenTo(url, tokens.admin2!, [topics.tripSeats(tripId)]);
    const seller = await listenTo(url, tokens.quaymoi!, [topics.tripSeats(tripId)]);
    // Negative control: the same topic is granted to an agency selling the route.
    expect(seller.granted).toEqual([0]);
    expect(outsider.granted).toEqual([128]);
    expect((await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A07')] })).statusCode).toBe(200);
    await waitFor(() => countsOf(seller.received, tripId).length > 0);
    expect(countsOf(seller.received, tripId).length).toBeGreaterThan(0);
    expect(outsider.received).toHaveLength(0);
  });

  it("a list of 100 cards subscribes in one go: the broker checks the session and the trips' routes in a few queries", async () => {
    const trips = await t.app.database.rows<{ id: string }>(sql`
      select t.id from trips t where t.route_id in (select route_id from partner_routes where partner_id = 'p-bxmd') order by t.id limit 100`);
    expect(trips).toHaveLength(100);
    const client = await mqtt.connectAsync(url, { protocolVersion: 4, username: 'busdesk', password: tokens.admin!, reconnectPeriod: 0, connectTimeout: 5000 });
    try {
      const resolves = vi.spyOn(t.app.repos.sessions, 'resolve');
      const routeChecks = vi.spyOn(t.app.repos.trips, 'visibleOf');
      const started = performance.now();
      // One SUBSCRIBE per topic, sent together, as the realtime client does for a new list.
      const granted = await Promise.all(trips.map((trip) => client.subscribeAsync(topics.tripSeats(trip.id), { qos: 0 })));
      const ms = performance.now() - started;
      expect(granted.flat().map((g) => g.qos)).toEqual(trips.map(() => 0));
      console.log(`100 subscriptions in ${ms.toFixed(0)} ms: ${resolves.mock.calls.length} session reads, ${routeChecks.mock.calls.length} route checks`);
      expect(resolves.mock.calls.length).toBeLessThanOrEqual(5);
      expect(routeChecks.mock.calls.length).toBeLessThanOrEqual(5);
      // Control: subscriptions sent one after another are checked one by one, so the spies do see every check.
      resolves.mockClear();
      for (const trip of trips.slice(0, 5)) await client.unsubscribeAsync(topics.tripSeats(trip.id));
      for (const trip of trips.slice(0, 5)) await client.subscribeAsync(topics.tripSeats(trip.id), { qos: 0 });
      expect(resolves.mock.calls.length).toBe(5);
    } finally {
      vi.restoreAllMocks();
      await client.endAsync(true);
    }
  });
});
