import { topics, type TBookedSeatsEvent, type TPartnerCompaniesChangedEvent, type TRealtimeEvent, type TTripChangedEvent } from '@busdesk/api-contract';
import { bus, subscribeTopic, type BusTicketEvent } from '@busdesk/shared-kit';
import { useEffect, useRef } from 'react';

interface EventStream<T> {
  subscribe(listener: (value: T) => void): { unsubscribe(): void };
}

/** The page's realtime connection as the trip list uses it; component tests pass a hub of their own. */
export interface TripListRealtime {
  /** Subscribes one topic; returns its unsubscribe. */
  subscribeTopic(topic: string, handler: (event: TRealtimeEvent) => void): () => void;
  /** The agency's own topic: trip-changed (its lock and settlement, the drivers and vehicle), partner-companies-changed. */
  tickets$: EventStream<BusTicketEvent>;
  /** The connection is up with its topics subscribed, the first time or after a drop: events may have been missed. */
  reconnected$: EventStream<void>;
}

/** The portal's one connection (shared-kit), fed by the shell. */
export const portalTripListRealtime: TripListRealtime = { subscribeTopic, tickets$: bus.tickets$, reconnected$: bus.reconnected$ };

export interface LiveTripCardHandlers {
  /** A listed trip's booked count, as read by the server after a seat was taken or freed (any agency). */
  onCount(event: TBookedSeatsEvent): void;
  /** A listed trip changed: the agency's lock or settlement, or its drivers/vehicle. */
  onTripChanged(event: TTripChangedEvent): void;
  /** After the connection came up or back: the list should be read again, since events may have been missed. */
  onReconnected(): void;
  /** The agency changed a company's approval or usage: what it may sell changed, so search again. */
  onCompaniesChanged(event: TPartnerCompaniesChangedEvent): void;
}

/**
 * Keeps the listed trips' cards live (ADR 0046): each listed trip's own topic (trip/{id}/seats, which the broker
 * admits only to agencies selling the trip) for its booked count, and the agency's ticket topic for trip changes.
 * Subscriptions follow the list: a trip that leaves it is unsubscribed, a trip loaded with 'Tải thêm' joins it.
 */
export function useLiveTripCards(tripIds: readonly string[], realtime: TripListRealtime, handlers: LiveTripCardHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const subscribed = useRef(new Map<string, () => void>());
  const key = [...new Set(tripIds)].sort().join('\n');

  useEffect(() => {
    const wanted = new Set(key ? key.split('\n') : []);
    const current = subscribed.current;
    for (const [tripId, unsubscribe] of current) {
      if (wanted.has(tripId)) continue;
      unsubscribe();
      current.delete(tripId);
    }
    for (const tripId of wanted) {
      if (current.has(tripId)) continue;
      current.set(
        tripId,
        realtime.subscribeTopic(topics.tripSeats(tripId), (event) => {
          if (event.type === 'booked-seats' && event.tripId === tripId) latest.current.onCount(event);
        }),
      );
    }
  }, [key, realtime]);

  // Every subscription ends with the list (the effect above only moves the difference).
  useEffect(() => {
    const current = subscribed.current;
    return () => {
      for (const unsubscribe of current.values()) unsubscribe();
      current.clear();
    };
  }, [realtime]);

  useEffect(() => {
    const changes = realtime.tickets$.subscribe((event) => {
      if (event.type === 'trip-changed') latest.current.onTripChanged(event);
      else if (event.type === 'partner-companies-changed') latest.current.onCompaniesChanged(event);
    });
    const reconnects = realtime.reconnected$.subscribe(() => latest.current.onReconnected());
    return () => {
      changes.unsubscribe();
      reconnects.unsubscribe();
    };
  }, [realtime]);
}
