import { MSG, TOP_POINTS_SHOWN } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, fixturePoints, fixtureTickets, fixtureTrip, ticketFixture } from '../../test-support/trip-detail-fixtures';
import { moneySummary, pointsSummary, seatSummary, visibleTickets } from './trip-summaries';

const upAt = (index: number) => ({ id: fixturePoints[index]!.pointId, name: fixturePoints[index]!.name, pointType: 0 });

describe('pointsSummary', () => {
  it('shows the five busiest pick-up points and groups the rest as “Các điểm còn lại”', () => {
    // 7 points with 7, 6, 5, 4, 3, 2, 1 tickets.
    const tickets = fixturePoints.slice(0, 7).flatMap((_, i) =>
      Array.from({ length: 7 - i }, (_x, k) => ticketFixture({ ticketId: `t${i}-${k}`, pointUp: upAt(i) })),
    );
    const rows = pointsSummary(tickets, fixturePoints);
    expect(rows).toHaveLength(TOP_POINTS_SHOWN + 1);
    expect(rows.slice(0, 5).map((r) => [r.name, r.count])).toEqual(fixturePoints.slice(0, 5).map((p, i) => [p.name, 7 - i]));
    expect(rows[5]).toEqual({ pointId: '', name: MSG.sales.otherPoints, count: 3 });
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(tickets.length);
  });

  it('ranks by count, not by route order, and has no rest row when five points or fewer are used', () => {
    const tickets = [
      ticketFixture({ ticketId: 'a', pointUp: upAt(0) }),
      ticketFixture({ ticketId: 'b', pointUp: upAt(3) }),
      ticketFixture({ ticketId: 'c', pointUp: upAt(3) }),
    ];
    expect(pointsSummary(tickets, fixturePoints)).toEqual([
      { pointId: fixturePoints[3]!.pointId, name: fixturePoints[3]!.name, count: 2 },
      { pointId: fixturePoints[0]!.pointId, name: fixturePoints[0]!.name, count: 1 },
    ]);
  });

  it('counts tickets without a pick-up point in the rest, so the counts still add up', () => {
    const rows = pointsSummary([ticketFixture({ ticketId: 'a', pointUp: null }), ticketFixture({ ticketId: 'b' })], fixturePoints);
    expect(rows.map((r) => r.count)).toEqual([1, 1]);
    expect(rows[1]?.name).toBe(MSG.sales.otherPoints);
  });
});

describe('moneySummary', () => {
  it('totals equal the sums of the rows, in integer đồng', () => {
    const summary = moneySummary(fixtureTickets, FIXTURE_NOW);
    expect(summary.total).toBe(fixtureTickets.reduce((n, t) => n + t.agencyPrice, 0));
    expect(summary.paid).toBe(fixtureTickets.reduce((n, t) => n + t.paidMoney, 0));
    expect(summary).toEqual({ count: 5, total: 1_200_000, paid: 540_000, remaining: 660_000, expiredHolds: 0 });
    expect(moneySummary([], FIXTURE_NOW)).toEqual({ count: 0, total: 0, paid: 0, remaining: 0, expiredHolds: 0 });
  });

  it('counts the expired holds with a deposit among the agency’s tickets (to be paid in full or cancelled)', () => {
    const expired = ticketFixture({ ticketId: 'x', ticketStatus: 2, overTime: FIXTURE_NOW - 1, paidMoney: 50_000 });
    const live = ticketFixture({ ticketId: 'y', ticketStatus: 2, overTime: FIXTURE_NOW + 60_000, paidMoney: 50_000 });
    expect(moneySummary([expired, live], FIXTURE_NOW)).toMatchObject({ count: 2, expiredHolds: 1 });
  });
});

describe('visibleTickets', () => {
  it('hides an unpaid hold past its time but keeps one with a deposit', () => {
    const expired = ticketFixture({ ticketId: 'x', overTime: FIXTURE_NOW - 1, paidMoney: 0 });
    const deposit = ticketFixture({ ticketId: 'y', overTime: FIXTURE_NOW - 1, paidMoney: 50_000 });
    const live = ticketFixture({ ticketId: 'z', overTime: FIXTURE_NOW + 60_000 });
    expect(visibleTickets([expired, deposit, live], FIXTURE_NOW).map((t) => t.ticketId)).toEqual(['y', 'z']);
  });
});

describe('seatSummary', () => {
  it('counts sellable seats by state: own and other agencies, company-locked seats are not free', () => {
    const summary = seatSummary({
      seats: fixtureTrip.seatMap,
      companyLockedSeatIds: ['B17'],
      tickets: fixtureTickets,
      otherSeats: [
        { seatId: 'A07', ticketStatus: 2 },
        { seatId: 'A08', ticketStatus: 3 },
      ],
      selectedSeatIds: ['A10', 'A11'],
      selectedTickets: [fixtureTickets[2]!, fixtureTickets[3]!],
    });
    // 34 beds; the driver cell does not count. Own: 3 held (A01, A04, A05), 2 paid (A02, B01); others 1 + 1.
    expect(summary).toEqual({ total: 34, booked: 4, paid: 3, free: 34 - 4 - 3 - 1, selected: 4 });
  });
});
