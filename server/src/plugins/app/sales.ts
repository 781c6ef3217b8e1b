import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { topics } from '@busdesk/api-contract';
import { createBookingsService } from '../../sales/bookings-service';
import { createPriceQuote } from '../../sales/price-quote';
import type { SalesDeps } from '../../sales/sales-deps';
import { createSeatLockService } from '../../sales/seat-lock-service';
import { createTripSearch } from '../../sales/trip-search';
import { createTripView } from '../../sales/trip-view';

/**
 * Ticket sales (001): trip search, the opened trip, real-time seat locks, prices, and the booking lifecycle, with
 * the two sweeps (expired seat locks every 5 s, expired zero-paid holds every 30 s), each run once per period
 * across the cluster (app.jobs, docs/adr/0097).
 */
const SEAT_LOCK_SWEEP_MS = 5_000;
const HOLD_SWEEP_MS = 30_000;

export const salesPlugin = fp(
  async (app: FastifyInstance) => {
    const { repos } = app;
    const deps: SalesDeps = {
      database: app.database,
      tickets: repos.tickets,
      trips: repos.trips,
      partners: repos.partners,
      seatLocks: repos.seatLocks,
      changes: app.changes.feed,
    };
    const seatLocks = createSeatLockService(deps);
    const bookings = createBookingsService(deps);
    app.decorate('seatLocks', seatLocks);
    app.decorate('tripSearch', createTripSearch(deps));
    app.decorate('tripView', createTripView({ ...deps, now: () => seatLocks.now() }));
    app.decorate('priceQuote', createPriceQuote(deps));
    app.decorate('bookings', bookings);

    app.addHook('onReady', async () => {
      // Retained messages live in the broker's memory: after a restart, republish every trip that still has locks,
      // so a screen subscribing before anyone touches the trip again still sees them. (A cluster's brokers read the
      // trip topics' retained states from the database at SUBSCRIBE instead.)
      if (app.realtime.clustered) return;
      const now = seatLocks.now();
      for (const tripId of await repos.seatLocks.tripsWithLocks(now)) {
        await app.realtime.publish(topics.tripLockSeat(tripId), { type: 'lock-seat', tripId, records: await repos.seatLocks.active(tripId, now) }, { retain: true });
      }
    });
    app.jobs.every('seat-lock-expiry', SEAT_LOCK_SWEEP_MS, () => seatLocks.sweep());
    app.jobs.every('hold-expiry', HOLD_SWEEP_MS, () => bookings.releaseExpiredHolds());
  },
  { name: 'sales', dependencies: ['repositories', 'changes', 'realtime', 'jobs'] },
);
