// @vitest-environment node
import { topics, type TLockSeatEvent, type TRealtimeEvent, type TSeatStatusEvent } from '@busdesk/api-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalTripServer, TEST_TOKEN, TRIP_ID, type LocalTripServer } from '../../test-support/local-trip-server';
import { createWidgetRealtime, mqttUrlFor, type WidgetRealtimeStatus } from '@busdesk/shared-kit/widget';

let server: LocalTripServer;
let close: (() => void) | undefined;

beforeAll(async () => {
  server = await startLocalTripServer();
});
afterAll(() => server.close());
afterEach(() => {
  close?.();
  close = undefined;
});

/** Collects what the connection reports, with a way to wait for the next matching item. */
function recorder<T>() {
  const items: T[] = [];
  const waiters: { match: (t: T) => boolean; resolve: (t: T) => void }[] = [];
  return {
    items,
    push(item: T) {
      items.push(item);
      for (const w of [...waiters]) {
        if (w.match(item)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(item);
        }
      }
    },
    next(match: (t: T) => boolean = () => true, ms = 5000): Promise<T> {
      const found = items.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('nothing arrived')), ms);
        waiters.push({ match, resolve: (t) => (clearTimeout(timer), resolve(t)) });
      });
    },
  };
}

function open(token = TEST_TOKEN) {
  const locks = recorder<TLockSeatEvent>();
  const seats = recorder<TSeatStatusEvent>();
  const statuses = recorder<WidgetRealtimeStatus>();
  let reconnects = 0;
  const realtime = createWidgetRealtime({ url: mqttUrlFor(server.apiBase), token, onStatus: (s) => statuses.push(s) });
  // Each event is recorded by its type, whichever topic brought it: a misrouted one would show in the wrong list.
  const onEvent = (e: TRealtimeEvent) => {
    if (e.type === 'lock-seat') locks.push(e);
    else if (e.type === 'seat-status') seats.push(e);
  };
  const subscriptions = [
    realtime.subscribeTopic(topics.tripSeats(TRIP_ID), onEvent),
    realtime.subscribeTopic(topics.tripLockSeat(TRIP_ID), onEvent),
  ];
  const reconnected = realtime.reconnected$.subscribe(() => (reconnects += 1));
  close = () => {
    reconnected.unsubscribe();
    for (const off of subscriptions) off();
  };
  return { locks, seats, statuses, reconnects: () => reconnects };
}

describe('mqttUrlFor', () => {
  it('puts the broker on the API’s host', () => {
    expect(mqttUrlFor('https://ve.example.vn/api')).toBe('wss://ve.example.vn/mqtt');
    expect(mqttUrlFor('http://127.0.0.1:8080/api/')).toBe('ws://127.0.0.1:8080/mqtt');
    expect(mqttUrlFor('/api', 'https://portal.example.vn/book-ticket')).toBe('wss://portal.example.vn/mqtt');
  });
});

describe('createWidgetRealtime', () => {
  it('receives the retained seat locks and the trip’s seat changes', async () => {
    const records = [{ listSeatId: ['A01'], userId: 'u-x', partnerId: 'p-x', expiresAt: Date.now() + 60_000 }];
    await server.publish(topics.tripLockSeat(TRIP_ID), { type: 'lock-seat', tripId: TRIP_ID, records }, true);
    const live = open();
    expect((await live.locks.next()).records).toEqual(records);
    await live.statuses.next((s) => s === 'connected');
    const seats = [{ seatId: 'A02', ticketStatus: 2, partnerId: 'p-other' }];
    await server.publish(topics.tripSeats(TRIP_ID), { type: 'seat-status', tripId: TRIP_ID, seats });
    expect((await live.seats.next()).seats).toEqual(seats);
    await server.publish(topics.tripLockSeat(TRIP_ID), { type: 'lock-seat', tripId: TRIP_ID, records: [] }, true);
  });

  it('drops events that do not belong on the topic', async () => {
    const live = open();
    await live.statuses.next((s) => s === 'connected');
    await live.locks.next();
    // A lock event on the seats topic is misrouted and ignored; the next good one still arrives.
    await server.publish(topics.tripSeats(TRIP_ID), { type: 'lock-seat', tripId: TRIP_ID, records: [] });
    await server.publish(topics.tripSeats(TRIP_ID), { type: 'seat-status', tripId: TRIP_ID, seats: [] });
    await live.seats.next();
    expect(live.seats.items).toHaveLength(1);
    expect(live.locks.items).toHaveLength(1);
  });

  it('asks for a refetch once subscribed, and again after a drop once resubscribed', async () => {
    const live = open();
    await live.statuses.next((s) => s === 'connected');
    // The first connection counts (ADR 0114): the trip was read alongside it, before its topics were subscribed.
    await vi.waitFor(() => expect(live.reconnects()).toBe(1), { timeout: 5000 });
    expect(server.hasSubscription(topics.tripSeats(TRIP_ID))).toBe(true);
    expect(server.hasSubscription(topics.tripLockSeat(TRIP_ID))).toBe(true);
    const resubscribed = server.subscribed(topics.tripSeats(TRIP_ID), 8000);
    server.dropClients();
    await live.statuses.next((s) => s === 'reconnecting');
    await resubscribed;
    await vi.waitFor(() => expect(live.reconnects()).toBe(2), { timeout: 5000 });
    expect(live.statuses.items.filter((s) => s === 'connected')).toHaveLength(2);
    await server.publish(topics.tripSeats(TRIP_ID), { type: 'seat-status', tripId: TRIP_ID, seats: [] });
    await live.seats.next();
  }, 15_000);

  it('connects with the first topic subscribed and ends with the last one unsubscribed', async () => {
    const live = open();
    await live.statuses.next((s) => s === 'connected');
    await vi.waitFor(() => expect(server.hasSubscription(topics.tripLockSeat(TRIP_ID))).toBe(true), { timeout: 5000 });
    close?.();
    close = undefined;
    await vi.waitFor(() => expect(server.hasSubscription(topics.tripSeats(TRIP_ID))).toBe(false), { timeout: 5000 });
    expect(server.hasSubscription(topics.tripLockSeat(TRIP_ID))).toBe(false);
  });

  it('stops with a refused token instead of retrying', async () => {
    const live = open('wrong-token');
    await live.statuses.next((s) => s === 'offline');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(live.statuses.items.filter((s) => s === 'reconnecting')).toHaveLength(0);
  });
});
