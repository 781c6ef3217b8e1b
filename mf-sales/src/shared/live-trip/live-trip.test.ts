import { topics, type TRealtimeEvent } from '@busdesk/api-contract';
import { bus, callEndpoint } from '@busdesk/shared-kit';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalSalesServer, type LocalSalesServer } from '../../test-support/local-sales-server';
import { FIXTURE_PARTNER_ID, FIXTURE_USER_ID, fixtureTrip, ticketFixture, viewTripFixture } from '../../test-support/trip-detail-fixtures';
import { LiveTrip, TICKET_RECHECK_MS, type LiveTripClients } from './live-trip';

const VIEW = '/partner/trip/view-by-id';
const TICKETS = '/partner/trip/tickets';
const tripId = fixtureTrip.tripId;

/** The realtime client's subscribeTopic, minus the broker: a test publishes straight to the screen's handlers. */
function topicHub() {
  const handlers = new Map<string, Set<(event: TRealtimeEvent) => void>>();
  return {
    subscribe(topic: string, handler: (event: TRealtimeEvent) => void) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => void set.delete(handler);
    },
    publish(topic: string, event: TRealtimeEvent) {
      for (const handler of handlers.get(topic) ?? []) handler(event);
    },
    count: (topic: string) => handlers.get(topic)?.size ?? 0,
  };
}

let server: LocalSalesServer;
let hub: ReturnType<typeof topicHub>;
let store: LiveTrip;

/** The portal's clients (shared-kit's callEndpoint and bus), with the trip's topics from the hub instead of a broker. */
const clients = (): LiveTripClients => ({
  call: callEndpoint,
  realtime: { subscribeTopic: hub.subscribe, tickets$: bus.tickets$, reconnected$: bus.reconnected$ },
});
const viewer = { userId: FIXTURE_USER_ID, partnerId: FIXTURE_PARTNER_ID };

async function ready() {
  await vi.waitFor(() => expect(store.getSnapshot().status).toBe('ready'));
  const data = store.getSnapshot().data;
  if (!data) throw new Error('not loaded');
  return data;
}
const tickets = () => store.getSnapshot().data?.tickets ?? [];

/** Holds the trip's answer back until the returned release: events published meanwhile arrive during the load. */
function holdViewAnswer(): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.on(VIEW, async () => {
    await gate;
    return { results: viewTripFixture() };
  });
  return () => release();
}

beforeEach(async () => {
  server = await startLocalSalesServer();
  server.on(VIEW, () => ({ results: viewTripFixture() }));
  hub = topicHub();
  store = new LiveTrip(tripId, viewer, clients());
});

afterEach(async () => {
  store.stop();
  await server.close();
});

describe('LiveTrip on the portal’s clients', () => {
  it('loads the trip by id and computes the server clock offset', async () => {
    store.start();
    const data = await ready();
    expect(server.callsTo(VIEW)[0]?.body).toEqual({ tripId });
    expect(data.tickets.map((t) => t.seatId)).toEqual(['A01', 'A02', 'A04', 'A05', 'B01']);
    // The fixture's server clock is in the past of this machine's: the offset is negative and large.
    expect(data.serverOffset).toBeLessThan(0);
  });

  it('shows the server message when the first load fails', async () => {
    server.on(VIEW, () => ({ code: 404, message: 'Không tìm thấy dữ liệu' }));
    store.start();
    await vi.waitFor(() => expect(store.getSnapshot()).toEqual({ status: 'error', error: 'Không tìm thấy dữ liệu' }));
  });

  it('changed-tickets inserts, replaces, and removes at status 0; other trips are ignored', async () => {
    store.start();
    await ready();
    bus.tickets$.next({ type: 'changed-tickets', tripId, tickets: [ticketFixture({ ticketId: 'tk-new', seatId: 'A09' })] });
    expect(tickets().some((t) => t.ticketId === 'tk-new' && t.seatId === 'A09')).toBe(true);

    bus.tickets$.next({ type: 'changed-tickets', tripId, tickets: [ticketFixture({ ticketId: 'tk-1', ticketStatus: 3, paidMoney: 280_000 })] });
    expect(tickets().find((t) => t.ticketId === 'tk-1')?.ticketStatus).toBe(3);
    expect(tickets().filter((t) => t.ticketId === 'tk-1')).toHaveLength(1);

    bus.tickets$.next({ type: 'changed-tickets', tripId, tickets: [{ ticketId: 'tk-2', tripId, ticketStatus: 0 }] });
    expect(tickets().some((t) => t.ticketId === 'tk-2')).toBe(false);

    bus.tickets$.next({ type: 'changed-tickets', tripId: 'another-trip', tickets: [ticketFixture({ ticketId: 'tk-x', tripId: 'another-trip' })] });
    expect(tickets().some((t) => t.ticketId === 'tk-x')).toBe(false);
  });

  it('removed-tickets removes only this trip’s tickets', async () => {
    store.start();
    await ready();
    bus.tickets$.next({ type: 'removed-tickets', tripId: 'another-trip', ticketIds: ['tk-1'] });
    expect(tickets().some((t) => t.ticketId === 'tk-1')).toBe(true);
    bus.tickets$.next({ type: 'removed-tickets', tripId, ticketIds: ['tk-1', 'tk-3'] });
    expect(tickets().map((t) => t.ticketId)).toEqual(['tk-2', 'tk-4', 'tk-5']);
  });

  it('a partial ticket in changed-tickets is applied by refetching the trip’s tickets', async () => {
    store.start();
    await ready();
    server.on(TICKETS, () => ({ results: { tickets: [ticketFixture({ ticketId: 'tk-9', seatId: 'B09' })], otherSeats: [] } }));
    bus.tickets$.next({ type: 'changed-tickets', tripId, tickets: [{ ticketId: 'tk-9', tripId, ticketStatus: 2, seatId: 'B09' }] });
    await vi.waitFor(() => expect(tickets().map((t) => t.ticketId)).toEqual(['tk-9']), { timeout: TICKET_RECHECK_MS + 2_000 });
    expect(server.callsTo(TICKETS)[0]?.query.get('id')).toBe(tripId);
  });

  it('seat-status of another agency updates the occupied seats; status 0 frees the seat', async () => {
    store.start();
    await ready();
    hub.publish(topics.tripSeats(tripId), {
      type: 'seat-status',
      tripId,
      seats: [
        { seatId: 'A12', ticketStatus: 2, partnerId: 'p-bxmd-moi' },
        { seatId: 'A07', ticketStatus: 0, partnerId: 'p-bxmd-moi' },
      ],
    });
    const others = store.getSnapshot().data?.otherSeats ?? [];
    expect(others).toContainEqual({ seatId: 'A12', ticketStatus: 2 });
    expect(others.some((s) => s.seatId === 'A07')).toBe(false);
    expect(server.callsTo(TICKETS)).toHaveLength(0);
  });

  it('seat-status of the own agency without a matching ticket refetches the tickets', async () => {
    store.start();
    await ready();
    server.on(TICKETS, () => ({
      results: { tickets: [...viewTripFixture().tickets, ticketFixture({ ticketId: 'tk-7', seatId: 'A13' })], otherSeats: [] },
    }));
    // Matches what we have: no refetch.
    hub.publish(topics.tripSeats(tripId), { type: 'seat-status', tripId, seats: [{ seatId: 'A01', ticketStatus: 2, partnerId: FIXTURE_PARTNER_ID }] });
    // A seat sold by a colleague whose ticket event we did not get.
    hub.publish(topics.tripSeats(tripId), { type: 'seat-status', tripId, seats: [{ seatId: 'A13', ticketStatus: 2, partnerId: FIXTURE_PARTNER_ID }] });
    await vi.waitFor(() => expect(tickets().some((t) => t.ticketId === 'tk-7')).toBe(true), { timeout: TICKET_RECHECK_MS + 2_000 });
    expect(server.callsTo(TICKETS)).toHaveLength(1);
  });

  it('does not refetch when the own ticket event arrives just after the seat-status', async () => {
    store.start();
    await ready();
    server.on(TICKETS, () => ({ results: { tickets: [], otherSeats: [] } }));
    hub.publish(topics.tripSeats(tripId), { type: 'seat-status', tripId, seats: [{ seatId: 'A14', ticketStatus: 2, partnerId: FIXTURE_PARTNER_ID }] });
    bus.tickets$.next({ type: 'changed-tickets', tripId, tickets: [ticketFixture({ ticketId: 'tk-14', seatId: 'A14' })] });
    await new Promise((resolve) => setTimeout(resolve, TICKET_RECHECK_MS + 200));
    expect(server.callsTo(TICKETS)).toHaveLength(0);
    expect(tickets().some((t) => t.ticketId === 'tk-14')).toBe(true);
  });

  it('lock-seat replaces the trip’s real-time seat locks', async () => {
    store.start();
    await ready();
    const records = [{ listSeatId: ['B02', 'B03'], userId: 'u-2', partnerId: 'p-bxmd-moi', expiresAt: 1 }];
    hub.publish(topics.tripLockSeat(tripId), { type: 'lock-seat', tripId, records });
    expect(store.getSnapshot().data?.seatLocks).toEqual(records);
    hub.publish(topics.tripLockSeat(tripId), { type: 'lock-seat', tripId, records: [] });
    expect(store.getSnapshot().data?.seatLocks).toEqual([]);
  });

  it('refetches the open trip after a reconnect', async () => {
    store.start();
    await ready();
    server.on(VIEW, () => ({ results: viewTripFixture({ tickets: [ticketFixture({ ticketId: 'tk-after', seatId: 'B10' })] }) }));
    bus.reconnected$.next();
    await vi.waitFor(() => expect(tickets().map((t) => t.ticketId)).toEqual(['tk-after']));
    expect(server.callsTo(VIEW)).toHaveLength(2);
  });

  it('re-reads the open trip when the agency changes it elsewhere (trip-changed); another trip’s change is ignored', async () => {
    store.start();
    await ready();
    server.on(VIEW, () => ({ results: viewTripFixture({ trip: { ...fixtureTrip, numberPlate: '79B-555.66' } }) }));
    bus.tickets$.next({ type: 'trip-changed', tripId: 'another-trip', trip: { numberPlate: '99X-000.00' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.callsTo(VIEW)).toHaveLength(1);
    expect(store.getSnapshot().data?.trip.numberPlate).toBe(fixtureTrip.numberPlate);
    bus.tickets$.next({ type: 'trip-changed', tripId, trip: { numberPlate: '79B-555.66' } });
    await vi.waitFor(() => expect(store.getSnapshot().data?.trip.numberPlate).toBe('79B-555.66'));
    expect(server.callsTo(VIEW)).toHaveLength(2);
  });

  it('replays events that arrive while the trip is loading', async () => {
    const release = holdViewAnswer();
    store.start();
    await vi.waitFor(() => expect(server.callsTo(VIEW)).toHaveLength(1));
    bus.tickets$.next({ type: 'removed-tickets', tripId, ticketIds: ['tk-1'] });
    release();
    await ready();
    expect(tickets().some((t) => t.ticketId === 'tk-1')).toBe(false);
  });

  it('stop() unsubscribes from the trip topics and ignores later events', async () => {
    store.start();
    await ready();
    expect(hub.count(topics.tripSeats(tripId))).toBe(1);
    expect(hub.count(topics.tripLockSeat(tripId))).toBe(1);
    store.stop();
    expect(hub.count(topics.tripSeats(tripId))).toBe(0);
    expect(hub.count(topics.tripLockSeat(tripId))).toBe(0);
    bus.tickets$.next({ type: 'removed-tickets', tripId, ticketIds: ['tk-1'] });
    expect(tickets().some((t) => t.ticketId === 'tk-1')).toBe(true);
  });

  it('mergeTickets applies the booking form’s answer', async () => {
    store.start();
    await ready();
    store.mergeTickets([ticketFixture({ ticketId: 'tk-1', ticketStatus: 0 }), ticketFixture({ ticketId: 'tk-b', seatId: 'A14' })]);
    expect(tickets().some((t) => t.ticketId === 'tk-1')).toBe(false);
    expect(tickets().some((t) => t.ticketId === 'tk-b')).toBe(true);
  });
});

describe('LiveTrip on a widget’s clients: no ticket events, the viewer asked of the server', () => {
  const widgetClients = (reconnected: Subject<void>): LiveTripClients => ({
    call: callEndpoint,
    realtime: { subscribeTopic: hub.subscribe, reconnected$: reconnected },
  });

  it('asks who is viewing with every load and reads an own seat change back from the trip’s tickets', async () => {
    const whoIsViewing = vi.fn(async () => viewer);
    const reconnected = new Subject<void>();
    store = new LiveTrip(tripId, whoIsViewing, widgetClients(reconnected));
    store.start();
    await ready();
    expect(store.getSnapshot().viewer).toEqual(viewer);
    server.on(TICKETS, () => ({
      results: { tickets: [...viewTripFixture().tickets, ticketFixture({ ticketId: 'tk-7', seatId: 'A13' })], otherSeats: [] },
    }));
    hub.publish(topics.tripSeats(tripId), { type: 'seat-status', tripId, seats: [{ seatId: 'A13', ticketStatus: 2, partnerId: FIXTURE_PARTNER_ID }] });
    await vi.waitFor(() => expect(tickets().some((t) => t.ticketId === 'tk-7')).toBe(true), { timeout: TICKET_RECHECK_MS + 2_000 });
    expect(server.callsTo(TICKETS)).toHaveLength(1);
    reconnected.next();
    await vi.waitFor(() => expect(server.callsTo(VIEW)).toHaveLength(2));
    await vi.waitFor(() => expect(whoIsViewing).toHaveBeenCalledTimes(2));
  });

  it('keeps a seat lock published while the trip was loading (the retained message beats the answer)', async () => {
    const release = holdViewAnswer();
    store = new LiveTrip(tripId, async () => viewer, widgetClients(new Subject<void>()));
    store.start();
    await vi.waitFor(() => expect(server.callsTo(VIEW)).toHaveLength(1));
    const records = [{ listSeatId: ['B02'], userId: 'u-2', partnerId: 'p-bxmd-moi', expiresAt: Date.now() + 60_000 }];
    hub.publish(topics.tripLockSeat(tripId), { type: 'lock-seat', tripId, records });
    release();
    await ready();
    expect(store.getSnapshot().data?.seatLocks).toEqual(records);
  });
});
