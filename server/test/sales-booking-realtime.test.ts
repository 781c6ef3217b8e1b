import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { topics } from '@busdesk/api-contract';
import { listenTo, waitFor, type Received } from '../test-support/realtime-listener';
import { type TestApp } from '../test-support/test-app';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { createTrip, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'quaymoi']));
});
afterAll(() => stopLoopbackApp(t));

/** Subscribed to every topic (granted, or the test fails); the events arrive into the returned array. */
async function listen(token: string, topicList: string[]): Promise<Received[]> {
  const listener = await listenTo(url, token, topicList);
  expect(listener.granted).toEqual(topicList.map(() => 0));
  return listener.received;
}

describe('live updates of the booking lifecycle', () => {
  it('a booking reaches the seller on its agency topic and every agency on the trip topic, without the passenger', async () => {
    const tripId = await createTrip(t.app);
    const mine = await listen(tokens.admin!, [topics.partnerTickets('p-bxmd'), topics.tripSeats(tripId)]);
    const other = await listen(tokens.quaymoi!, [topics.partnerTickets('p-bxmd-moi'), topics.tripSeats(tripId)]);
    const res = await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A01', { fullName: 'Hành Khách Bí Mật', paidMoney: 350_000 })] });
    expect(res.statusCode).toBe(200);
    const [ticket] = ticketsOf(res);

    await waitFor(() => mine.length >= 2 && other.length >= 1);
    const changed = mine.find((m) => m.event.type === 'changed-tickets');
    expect(changed?.topic).toBe('partner/p-bxmd/tickets');
    expect(changed?.event).toMatchObject({ tripId, tickets: [{ ticketId: ticket!.ticketId, seatId: 'A01', ticketStatus: 3, fullName: 'Hành Khách Bí Mật' }] });
    // The full ticket travels, nested fields included, so the screen can draw it without a refetch.
    expect(changed?.event.type === 'changed-tickets' && changed.event.tickets[0]?.pointUp).toMatchObject({ id: 'pt-mdong', pointType: 0 });
    const seats = { type: 'seat-status', tripId, seats: [{ seatId: 'A01', ticketStatus: 3, partnerId: 'p-bxmd' }] };
    expect(mine.find((m) => m.topic === `trip/${tripId}/seats`)?.event).toEqual(seats);
    expect(other.find((m) => m.topic === `trip/${tripId}/seats`)?.event).toEqual(seats);
    // The other agency learns the seat is taken, never who took it.
    expect(other.some((m) => m.event.type === 'changed-tickets')).toBe(false);
    expect(other.some((m) => m.raw.includes('Hành Khách Bí Mật'))).toBe(false);
  });

  it('a cancel publishes status 0; an expired hold released by the sweeper leaves every map', async () => {
    const tripId = await createTrip(t.app);
    const [held] = ticketsOf(await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A02'), seatBooking('A03')] }));
    // The booking's own events go out after its response: let them go before listening, so only the cancel's arrive.
    await t.app.changes.dispatcher.idle();
    const mine = await listen(tokens.admin!, [topics.partnerTickets('p-bxmd'), topics.tripSeats(tripId)]);
    const other = await listen(tokens.quaymoi!, [topics.tripSeats(tripId)]);

    const cancelled = await post(PATHS.cancel, tokens.admin!, { ticketIds: [held!.ticketId] });
    expect(cancelled.statusCode).toBe(200);
    // The trip topic also carries the trip's booked count (retained, so it arrives first on subscribing): the seat
    // state is the seat-status event.
    await waitFor(() => mine.length >= 2 && other.some((m) => m.event.type === 'seat-status'));
    expect(mine.find((m) => m.event.type === 'changed-tickets')?.event).toMatchObject({ tickets: [{ ticketId: held!.ticketId, ticketStatus: 0 }] });
    expect(other.find((m) => m.event.type === 'seat-status')?.event).toEqual({ type: 'seat-status', tripId, seats: [{ seatId: 'A02', ticketStatus: 0, partnerId: null }] });

    mine.length = 0;
    other.length = 0;
    const [rest] = await t.app.database.rows<{ id: string }>(sql`select id from tickets where trip_id = ${tripId} and seat_id = 'A03'`);
    await t.app.database.rows(sql`update tickets set over_time = ${Date.now() - 1000} where id = ${rest!.id}`);
    expect(await t.app.bookings.releaseExpiredHolds(Date.now())).toBeGreaterThanOrEqual(1);
    // The sweep releases every expired hold of the database (the seed has some on other trips): look at this trip.
    const ofTrip = (m: Received) => 'tripId' in m.event && m.event.tripId === tripId;
    await waitFor(() => mine.some((m) => m.event.type === 'removed-tickets' && ofTrip(m)) && other.length >= 1);
    expect(mine.find((m) => m.event.type === 'removed-tickets' && ofTrip(m))?.event).toEqual({ type: 'removed-tickets', tripId, ticketIds: [rest!.id] });
    expect(other.find((m) => m.event.type === 'seat-status')?.event).toEqual({ type: 'seat-status', tripId, seats: [{ seatId: 'A03', ticketStatus: 0, partnerId: null }] });
  });
});
