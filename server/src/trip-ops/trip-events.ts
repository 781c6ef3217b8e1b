import type { FastifyInstance } from 'fastify';
import { topics, type TTripChangedEvent } from '@busdesk/api-contract';

/**
 * Tells the agency's open screens that it changed a trip (lock, drivers/vehicle, settlement): their trip cards and
 * an open trip catch up without a new search. Only the agency's own topic: its lock and settlement are its own,
 * and other agencies read drivers/vehicle on their next load. Like the ticket events, a failed publish never
 * undoes the committed change; it is logged.
 */
export async function publishTripChanged(app: FastifyInstance, partnerId: string, tripId: string, trip: TTripChangedEvent['trip']): Promise<void> {
  try {
    await app.realtime.publish(topics.partnerTickets(partnerId), { type: 'trip-changed', tripId, trip });
  } catch (err) {
    app.log.warn({ err }, 'trip event publish failed');
  }
}
