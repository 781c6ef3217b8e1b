import type { TBookedSeatsEvent } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { tripFixture } from '../../test-support/search-fixtures';
import { BookedCountLedger, patchTripCard } from './live-trip-cards';

const count = (tripId: string, totalBookedSeat: number, countedAt: number): TBookedSeatsEvent => ({ type: 'booked-seats', tripId, totalBookedSeat, countedAt });

describe('BookedCountLedger', () => {
  it('keeps the count read last, whatever order the counts arrive in', () => {
    const ledger = new BookedCountLedger();
    const [card] = ledger.answer([tripFixture(0, { totalBookedSeat: 3 })], 1000);
    expect(card!.totalBookedSeat).toBe(3);
    // Two agencies' bookings: 5 was read after 4, and arrives first.
    expect(ledger.hear(count('t-0', 5, 1200))).toBe(true);
    expect(ledger.hear(count('t-0', 4, 1100))).toBe(false);
    // A count read before the search's own (the one the broker kept for the trip) changes nothing either.
    const fresh = new BookedCountLedger();
    fresh.answer([tripFixture(0, { totalBookedSeat: 3 })], 1000);
    expect(fresh.hear(count('t-0', 2, 900))).toBe(false);
    expect(fresh.hear(count('t-0', 3, 1000))).toBe(false);
    // Control: a later one is taken.
    expect(fresh.hear(count('t-0', 6, 1001))).toBe(true);
  });

  it('a search answer read before a count already heard keeps the heard count; read after it, its own', () => {
    const ledger = new BookedCountLedger();
    ledger.answer([tripFixture(0, { totalBookedSeat: 1 }), tripFixture(1, { totalBookedSeat: 1 })], 1000);
    ledger.hear(count('t-0', 7, 2000));
    ledger.hear(count('t-1', 7, 2000));
    // The next answer was read at 1500 for t-0's purposes (the event is newer) …
    const [older] = ledger.answer([tripFixture(0, { totalBookedSeat: 6 })], 1500);
    expect(older!.totalBookedSeat).toBe(7);
    // … and at 2500 for t-1's (the answer is newer).
    const [newer] = ledger.answer([tripFixture(1, { totalBookedSeat: 8 })], 2500);
    expect(newer!.totalBookedSeat).toBe(8);
    expect(ledger.hear(count('t-1', 7, 2000))).toBe(false);
  });

  it('an answer without a clock (a fixture) is taken as it is, and any live count replaces it', () => {
    const ledger = new BookedCountLedger();
    const [card] = ledger.answer([tripFixture(0, { totalBookedSeat: 2 })], undefined);
    expect(card!.totalBookedSeat).toBe(2);
    expect(ledger.hear(count('t-0', 3, 1))).toBe(true);
  });

  it('forgets trips that left the list', () => {
    const ledger = new BookedCountLedger();
    ledger.answer([tripFixture(0), tripFixture(1)], 1000);
    ledger.hear(count('t-0', 9, 5000));
    ledger.keepOnly(new Set(['t-1']));
    // t-0 comes back in a search read at 2000: nothing newer is known any more, so the answer stands.
    const [card] = ledger.answer([tripFixture(0, { totalBookedSeat: 4 })], 2000);
    expect(card!.totalBookedSeat).toBe(4);
  });
});

describe('patchTripCard', () => {
  it('patches the one trip and leaves the list as it is when the trip is not listed', () => {
    const trips = [tripFixture(0), tripFixture(1)];
    const patched = patchTripCard(trips, 't-1', { numberPlate: '51B-000.01' });
    expect(patched[1]!.numberPlate).toBe('51B-000.01');
    expect(patched[0]).toBe(trips[0]);
    expect(patchTripCard(trips, 't-9', { numberPlate: 'x' })).toBe(trips);
  });
});
