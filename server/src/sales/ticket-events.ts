import type { FastifyInstance } from 'fastify';
import { topics, type TTicket } from '@busdesk/api-contract';
import type { ReleasedHold } from '../db/hold-sweeper';

/** A seat whose ticket is cancelled or released is free again: status 0 and no partner. */
const seatState = (t: { seatId: string; ticketStatus: number; partnerId: string | null }) =>
  t.ticketStatus === 0 ? { seatId: t.seatId, ticketStatus: 0, partnerId: null } : { seatId: t.seatId, ticketStatus: t.ticketStatus, partnerId: t.partnerId };

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Tells the screens what a write changed (001 §4 'Live updates'): the full tickets go to the selling agency's
 * own topic only (changed-tickets; status 0 removes), and every agency selling the trip learns the seat states
 * on trip/{id}/seats without any passenger data. A failed publish never undoes a committed sale: it is logged
 * and the screens catch up on their next fetch.
 */
export async function publishTicketChanges(app: FastifyInstance, tickets: readonly TTicket[]): Promise<void> {
  const jobs: Array<Promise<void>> = [];
  for (const [tripId, ofTrip] of groupBy(tickets, (t) => t.tripId)) {
    for (const [partnerId, own] of groupBy(
      ofTrip.filter((t) => t.partnerId),
      (t) => t.partnerId ?? '',
    )) {
      jobs.push(app.realtime.publish(topics.partnerTickets(partnerId), { type: 'changed-tickets', tripId, tickets: own }));
    }
    jobs.push(app.realtime.publish(topics.tripSeats(tripId), { type: 'seat-status', tripId, seats: ofTrip.map(seatState) }));
  }
  await settle(app, jobs);
}

/** Expired zero-paid holds left the seat map: removed-tickets for their agency, seat-status 0 for everyone. */
export async function publishReleasedHolds(app: FastifyInstance, released: readonly ReleasedHold[]): Promise<void> {
  const jobs: Array<Promise<void>> = [];
  for (const [tripId, ofTrip] of groupBy(released, (r) => r.tripId)) {
    for (const [partnerId, own] of groupBy(
      ofTrip.filter((r) => r.partnerId),
      (r) => r.partnerId ?? '',
    )) {
      jobs.push(app.realtime.publish(topics.partnerTickets(partnerId), { type: 'removed-tickets', tripId, ticketIds: own.map((r) => r.ticketId) }));
    }
    jobs.push(
      app.realtime.publish(topics.tripSeats(tripId), {
        type: 'seat-status',
        tripId,
        seats: ofTrip.map((r) => ({ seatId: r.seatId, ticketStatus: 0, partnerId: null })),
      }),
    );
  }
  await settle(app, jobs);
}

async function settle(app: FastifyInstance, jobs: Array<Promise<void>>): Promise<void> {
  for (const result of await Promise.allSettled(jobs)) {
    if (result.status === 'rejected') app.log.warn({ err: result.reason }, 'ticket event publish failed');
  }
}
