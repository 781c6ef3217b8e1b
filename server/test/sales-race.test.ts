import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@busdesk/api-contract';
import { createTestApp, login, type TestApp } from '../test-support/test-app';
import { activeTicketsOnSeat, createTrip, messageOf, PATHS, poster, seatBooking } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  tokens.admin = await login(t.app, 'admin', 'admin123');
  tokens.quaymoi = await login(t.app, 'quaymoi', 'quaymoi123');
});
afterAll(() => t.close());

/** DESIGN §5: the partial unique index is the seat guard, whatever the interleaving. */
describe('the seat guard under a race', () => {
  it('50 concurrent bookings of one seat by two agencies: exactly one wins, 49 get 409 naming the seat', async () => {
    const tripId = await createTrip(t.app);
    const racers = Array.from({ length: 50 }, (_, i) =>
      post(PATHS.book, i % 2 ? tokens.quaymoi! : tokens.admin!, { tripId, informationsBySeats: [seatBooking('A01', { fullName: `Khách ${i}` })] }),
    );
    const answers = await Promise.all(racers);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(messageOf(lost)).toBe(MSG.server.seatConflict('A01'));
      expect(lost.json().results.seatIds).toEqual(['A01']);
    }
    expect(await activeTicketsOnSeat(t.app, tripId, 'A01')).toHaveLength(1);
  });

  it('overlapping group bookings never split a group: each group is wholly in or wholly out', async () => {
    const tripId = await createTrip(t.app);
    // A ring of overlapping pairs in both orders: without one lock order this deadlocks on PostgreSQL.
    const ring = [
      ['A02', 'A03'],
      ['A03', 'A04'],
      ['A04', 'A05'],
      ['A05', 'A02'],
    ];
    const groups = [...ring, ...ring.map((pair) => [...pair].reverse())];
    const answers = await Promise.all(
      groups.flatMap((seats, g) =>
        [0, 1, 2].map((k) => post(PATHS.book, k % 2 ? tokens.quaymoi! : tokens.admin!, { tripId, informationsBySeats: seats.map((s) => seatBooking(s, { note: `nhóm ${g}` })) })),
      ),
    );
    const winners = answers.filter((a) => a.statusCode === 200);
    expect(answers.map((a) => a.statusCode).filter((c) => c !== 200 && c !== 409)).toEqual([]);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    const booked = winners.flatMap((w) => (w.json().results.tickets as Array<{ seatId: string }>).map((x) => x.seatId));
    expect(new Set(booked).size).toBe(booked.length);
    for (const seat of ['A02', 'A03', 'A04', 'A05']) {
      expect((await activeTicketsOnSeat(t.app, tripId, seat)).length).toBe(booked.includes(seat) ? 1 : 0);
    }
  });
});
