import { MSG } from '@busdesk/api-contract';
import { BusdeskProviders } from '@busdesk/shared-kit';
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEAT_REFUSAL } from '../../../shared/seat-map/labels';
import type { SeatContext } from '../../../shared/seat-map/seat-rules';
import { lockSeats } from '../api/lock-seats';
import { startLocalSalesServer, type LocalSalesServer } from '../../../test-support/local-sales-server';
import { FIXTURE_NOW, FIXTURE_PARTNER_ID, FIXTURE_USER_ID, fixtureTickets, fixtureTrip } from '../../../test-support/trip-detail-fixtures';
import { useSeatSelection } from './use-seat-selection';

const LOCK = '/partner/trip/lock-seat';
let server: LocalSalesServer;
/** Seats another user holds on the server right now. */
let heldElsewhere: Set<string>;

const ctx = (overrides: Partial<SeatContext> = {}): SeatContext => ({
  seats: fixtureTrip.seatMap,
  companyLockedSeatIds: ['B17'],
  tickets: fixtureTickets,
  otherSeats: [{ seatId: 'A07', ticketStatus: 2 }],
  seatLocks: [],
  currentUserId: FIXTURE_USER_ID,
  currentPartnerId: FIXTURE_PARTNER_ID,
  routePointIds: [],
  now: FIXTURE_NOW,
  ...overrides,
});
const sent = () => server.callsTo(LOCK).map((c) => (c.body as { seatIds: string[] }).seatIds);
const wrapper = ({ children }: { children: ReactNode }) => <BusdeskProviders>{children}</BusdeskProviders>;

function setup(initial: SeatContext = ctx()) {
  return renderHook(({ context }) => useSeatSelection(fixtureTrip.tripId, context, lockSeats), {
    initialProps: { context: initial },
    wrapper,
  });
}

beforeEach(async () => {
  server = await startLocalSalesServer();
  heldElsewhere = new Set();
  server.on(LOCK, (call) => {
    const { seatIds } = call.body as { seatIds: string[] };
    const taken = seatIds.filter((id) => heldElsewhere.has(id));
    if (taken.length > 0) return { code: 409, message: MSG.server.seatConflict(taken.join(', ')) };
    return { results: { records: [], expiresAt: seatIds.length ? FIXTURE_NOW + 600_000 : null, serverTime: FIXTURE_NOW } };
  });
});

afterEach(async () => {
  cleanup();
  await server.close();
});

describe('useSeatSelection', () => {
  it('locks the free seats picked, replaces the lock on each change and releases on deselect', async () => {
    const { result } = setup();
    act(() => result.current.activateSeat('A10'));
    await vi.waitFor(() => expect(result.current.hold?.expiresAt).toBe(FIXTURE_NOW + 600_000));
    act(() => result.current.activateSeat('A11'));
    await vi.waitFor(() => expect(sent()).toEqual([['A10'], ['A10', 'A11']]));
    act(() => result.current.activateSeat('A10'));
    act(() => result.current.activateSeat('A11'));
    await vi.waitFor(() => expect(sent().at(-1)).toEqual([]));
    expect(result.current.hold).toBeNull();
  });

  it('selecting an existing group releases the free seats and does not lock sold seats', async () => {
    const { result } = setup();
    act(() => result.current.activateSeat('A10'));
    await vi.waitFor(() => expect(sent()).toEqual([['A10']]));
    act(() => result.current.activateSeat('A04'));
    expect(result.current.selection).toEqual({ seatIds: ['A04', 'A05'], ticketIds: ['tk-3', 'tk-4'] });
    expect(result.current.selectedTickets.map((t) => t.ticketId)).toEqual(['tk-3', 'tk-4']);
    expect(await screen.findByText(MSG.sales.groupTickets(2))).toBeTruthy();
    await vi.waitFor(() => expect(sent()).toEqual([['A10'], []]));
  });

  it('on 409 drops the refused seat from the selection and shows the server’s message', async () => {
    heldElsewhere.add('A12');
    const { result } = setup();
    act(() => result.current.activateSeat('A11'));
    act(() => result.current.activateSeat('A12'));
    expect(await screen.findByText('Ghế A12 đã có người đặt')).toBeTruthy();
    await vi.waitFor(() => expect(result.current.selection.seatIds).toEqual(['A11']));
    // The refused call changed nothing on the server, which still holds A11 from the first call: no call needed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent()).toEqual([['A11'], ['A11', 'A12']]);
    expect(result.current.hold).not.toBeNull();
  });

  it('refuses another agency’s seat without calling the server', async () => {
    const { result } = setup();
    act(() => result.current.activateSeat('A07'));
    expect(result.current.selection.seatIds).toEqual([]);
    expect(sent()).toEqual([]);
  });

  it('takes over the user’s own unexpired lock after a reload, with the server’s deadline and no new call', async () => {
    const own = { listSeatId: ['B02', 'B03'], userId: FIXTURE_USER_ID, partnerId: FIXTURE_PARTNER_ID, expiresAt: FIXTURE_NOW + 120_000 };
    const { result } = setup(ctx({ seatLocks: [own] }));
    await vi.waitFor(() => expect(result.current.selection.seatIds).toEqual(['B02', 'B03']));
    expect(result.current.hold?.expiresAt).toBe(FIXTURE_NOW + 120_000);
    expect(sent()).toEqual([]);
  });

  it('drops a picked seat another agency just sold, and says so', async () => {
    const { result, rerender } = setup();
    act(() => result.current.activateSeat('A13'));
    rerender({ context: ctx({ otherSeats: [{ seatId: 'A13', ticketStatus: 3 }] }) });
    await vi.waitFor(() => expect(result.current.selection.seatIds).toEqual([]));
    expect(await screen.findByText(SEAT_REFUSAL.otherAgency('A13'))).toBeTruthy();
  });

  it('selectTicket selects a ticket’s group and refuses a ticket not on the trip', () => {
    const { result } = setup();
    let found = false;
    act(() => {
      found = result.current.selectTicket('tk-2');
    });
    expect(found).toBe(true);
    expect(result.current.selection).toEqual({ seatIds: ['A02'], ticketIds: ['tk-2'] });
    expect(result.current.selectTicket('nope')).toBe(false);
  });

  it('releases the lock when the trip closes', async () => {
    const { result, unmount } = setup();
    act(() => result.current.activateSeat('A10'));
    await vi.waitFor(() => expect(sent()).toEqual([['A10']]));
    unmount();
    await vi.waitFor(() => expect(sent()).toEqual([['A10'], []]));
  });
});
