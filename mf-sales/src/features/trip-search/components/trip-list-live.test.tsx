import { topics, type TRealtimeEvent, type TTripCard } from '@busdesk/api-contract';
import { bus, BusdeskProviders, type BusTicketEvent } from '@busdesk/shared-kit';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LABELS as L } from '../labels';
import { salesUserFixture, tripFixture, tripsFixture } from '../../../test-support/search-fixtures';
import { startSearchTestServer, type SearchTestServer } from '../../../test-support/search-test-server';
import { tripSearchApi } from '../trip-search-services';
import type { TripListRealtime } from '../hooks/use-live-trip-cards';
import { TripSearchPanel } from './trip-search-panel';

configure({ asyncUtilTimeout: 8_000 });

let server: SearchTestServer;
beforeAll(async () => {
  server = await startSearchTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  server.requests.length = 0;
  bus.session$.next({ status: 'anonymous' });
});

/** The page's realtime connection played by the test: who is subscribed to what, and events pushed in. */
function realtimeHub() {
  const handlers = new Map<string, Set<(event: TRealtimeEvent) => void>>();
  const realtime: TripListRealtime = {
    subscribeTopic(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    tickets$: new Subject<BusTicketEvent>(),
    reconnected$: new Subject<void>(),
  };
  return {
    realtime,
    subscribed: () => [...handlers.keys()].sort(),
    publish: (topic: string, event: TRealtimeEvent) => act(() => handlers.get(topic)?.forEach((handler) => handler(event))),
    reconnect: () => act(() => (realtime.reconnected$ as Subject<void>).next()),
    ticketEvent: (event: BusTicketEvent) => act(() => (realtime.tickets$ as Subject<BusTicketEvent>).next(event)),
  };
}

function setup(hub: ReturnType<typeof realtimeHub>) {
  bus.session$.next({ status: 'authenticated', user: salesUserFixture(), token: 'tok-1' });
  const view = render(
    <BusdeskProviders>
      <TripSearchPanel selectedTripId={null} onSelectTrip={() => undefined} services={{ ...tripSearchApi, realtime: hub.realtime }} />
    </BusdeskProviders>,
  );
  return { view, events: userEvent.setup() };
}

const cards = () => within(screen.getByRole('list', { name: L.tripList })).getAllByRole('button');
const tripRequests = () => server.requests.filter((r) => r.path === '/api/partner/search/trips').map((r) => r.body as Record<string, unknown>);

async function search(events: ReturnType<typeof userEvent.setup>) {
  await events.click(await screen.findByRole('combobox', { name: L.companies }));
  await events.click(await screen.findByRole('option', { name: /^Phương Trang/ }));
  await events.click(screen.getByRole('button', { name: L.getTrips }));
}

const answer = (trips: TTripCard[], countedAt = 1000) => ({ trips, nextPageToken: null, countedAt });

describe('live trip cards', { timeout: 90_000 }, () => {
  it("follows each listed trip's booked count on its own topic, keeping the count read last", async () => {
    server.trips = () => answer([tripFixture(0, { totalBookedSeat: 3, totalSeat: 40 }), tripFixture(1, { totalBookedSeat: 9, totalSeat: 40 })]);
    const hub = realtimeHub();
    const { events } = setup(hub);
    await search(events);
    await waitFor(() => expect(cards()).toHaveLength(2));
    // The subscriptions follow the cards' render in an effect (a loaded machine can paint the cards first).
    await waitFor(() => expect(hub.subscribed()).toEqual([topics.tripSeats('t-0'), topics.tripSeats('t-1')]));

    hub.publish(topics.tripSeats('t-0'), { type: 'booked-seats', tripId: 't-0', totalBookedSeat: 5, countedAt: 1200 });
    expect(cards()[0]!.textContent).toContain('5/40');
    // Read before the 5 (another instance's late answer): dropped.
    hub.publish(topics.tripSeats('t-0'), { type: 'booked-seats', tripId: 't-0', totalBookedSeat: 4, countedAt: 1100 });
    expect(cards()[0]!.textContent).toContain('5/40');
    // Other events on the topic (the seat map's) leave the card alone; so does the other trip's card.
    hub.publish(topics.tripSeats('t-0'), { type: 'seat-status', tripId: 't-0', seats: [{ seatId: 'A01', ticketStatus: 0, partnerId: null }] });
    expect(cards()[0]!.textContent).toContain('5/40');
    expect(cards()[1]!.textContent).toContain('9/40');
    expect(tripRequests()).toHaveLength(1);
  });

  it('drops a count read before the search answer (the one the broker kept for the trip)', async () => {
    server.trips = () => answer([tripFixture(0, { totalBookedSeat: 3, totalSeat: 40 })], 5000);
    const hub = realtimeHub();
    const { events } = setup(hub);
    await search(events);
    await waitFor(() => expect(cards()).toHaveLength(1));
    // The subscriptions follow the cards' render in an effect (a loaded machine can paint the cards first).
    await waitFor(() => expect(hub.subscribed()).toEqual([topics.tripSeats('t-0')]));
    hub.publish(topics.tripSeats('t-0'), { type: 'booked-seats', tripId: 't-0', totalBookedSeat: 1, countedAt: 4000 });
    expect(cards()[0]!.textContent).toContain('3/40');
    hub.publish(topics.tripSeats('t-0'), { type: 'booked-seats', tripId: 't-0', totalBookedSeat: 4, countedAt: 6000 });
    expect(cards()[0]!.textContent).toContain('4/40');
  });

  it('subscribes only the listed trips: a new list moves the subscriptions, leaving the page ends them', async () => {
    let page = 0;
    server.trips = () => answer(page++ === 0 ? tripsFixture(3) : tripsFixture(2, 2));
    const hub = realtimeHub();
    const { events, view } = setup(hub);
    await search(events);
    await waitFor(() => expect(cards()).toHaveLength(3));
    // The subscriptions follow the cards' render in an effect (a loaded machine can paint the cards first).
    await waitFor(() => expect(hub.subscribed()).toEqual(['t-0', 't-1', 't-2'].map((id) => topics.tripSeats(id))));
    await events.click(screen.getByRole('button', { name: L.getTrips }));
    await waitFor(() => expect(cards()[0]!.textContent).toContain(tripFixture(2).numberPlate!));
    // The subscriptions follow the cards' render in an effect (a loaded machine can paint the cards first).
    await waitFor(() => expect(hub.subscribed()).toEqual(['t-2', 't-3'].map((id) => topics.tripSeats(id))));
    view.unmount();
    expect(hub.subscribed()).toEqual([]);
  });

  it('reads the shown list again after a reconnect (events may have been missed), as long as it is', async () => {
    // Each answer counts the searches so far: the second one shows whether the list was read again.
    server.trips = () => answer(tripsFixture(2).map((t) => ({ ...t, totalBookedSeat: tripRequests().length })));
    const hub = realtimeHub();
    const { events } = setup(hub);
    await search(events);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]!.textContent).toContain('1/40');
    hub.reconnect();
    await waitFor(() => expect(cards()[0]!.textContent).toContain('2/40'));
    expect(tripRequests()).toHaveLength(2);
    expect(tripRequests()[1]).toMatchObject({ companyIds: ['c-phuongtrang'], count: 40, nextPageToken: null });
  });

  it('a re-read while a new search is on the way repeats the new search, so the list ends as the user asked', async () => {
    // The first connection comes up about a second after the page's paint (ADR 0114): a clerk can be searching again.
    let releaseSlow!: () => void;
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    let held = false;
    server.trips = (body) => {
      const both = (body.companyIds as string[]).length === 2;
      if (!both) return answer(tripsFixture(2));
      if (held) return answer(tripsFixture(3));
      held = true;
      return slow.then(() => answer(tripsFixture(3)));
    };
    const hub = realtimeHub();
    const { events } = setup(hub);
    await search(events);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await events.click(screen.getByRole('combobox', { name: L.companies }));
    await events.click(await screen.findByRole('option', { name: /^Thành Bưởi/ }));
    await events.click(screen.getByRole('button', { name: L.getTrips }));
    await waitFor(() => expect(tripRequests()).toHaveLength(2));
    hub.reconnect();
    await waitFor(() => expect(tripRequests()).toHaveLength(3));
    expect(tripRequests()[2]).toMatchObject({ companyIds: ['c-phuongtrang', 'c-thanhbuoi'] });
    await waitFor(() => expect(cards()).toHaveLength(3));
    // The held answer comes last and changes nothing: one more re-read after it still shows the same list.
    releaseSlow();
    hub.reconnect();
    await waitFor(() => expect(tripRequests()).toHaveLength(4));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: L.searching })).toBeNull());
    expect(cards()).toHaveLength(3);
  });

  it("a change of the agency's companies (approval) reads the list and the company picker again: an unapproved company's trips leave", async () => {
    let approved = true;
    server.trips = () => answer(approved ? tripsFixture(2) : tripsFixture(1));
    const hub = realtimeHub();
    const { events } = setup(hub);
    await search(events);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const companyLookups = () => server.requests.filter((r) => r.path === '/api/partner/search/company').length;
    const before = companyLookups();
    approved = false;
    hub.ticketEvent({ type: 'partner-companies-changed', companyIds: ['c-phuongtrang'] });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(tripRequests()).toHaveLength(2);
    expect(tripRequests()[1]).toMatchObject({ companyIds: ['c-phuongtrang'], nextPageToken: null });
    await waitFor(() => expect(companyLookups()).toBe(before + 1));
    // A trip change of the same topic is not a reason to search again.
    hub.ticketEvent({ type: 'trip-changed', tripId: 't-0', trip: { numberPlate: '51B-999.99' } });
    expect(tripRequests()).toHaveLength(2);
  });
});
