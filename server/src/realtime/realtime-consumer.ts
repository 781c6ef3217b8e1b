import { sql } from 'drizzle-orm';
import { topics, type TTicket, type TTripChangedEvent } from '@busdesk/api-contract';
import { changesOf, type ChangeConsumer, type ChangeOf, type DispatchedChange } from '../changes/change';
import { inList } from '../db/sql';
import type { Logger } from '../lib/logger';
import { createParentLookup } from '../partners/parent-lookup';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { SeatLocksRepository } from '../repositories/seat-locks-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import type { TripsRepository } from '../repositories/trips-repository';
import type { RealtimePublisher } from './realtime-publisher';

type TripPatch = TTripChangedEvent['trip'];

export interface RealtimeConsumerDeps {
  realtime: RealtimePublisher;
  tickets: TicketsRepository;
  trips: TripsRepository;
  seatLocks: SeatLocksRepository;
  /** Who a child agency's parent station is (the nudge of docs/adr/0120). */
  partners: Pick<PartnersRepository, 'parentOf'>;
  log: Logger;
  now?: () => number;
}

/** A seat whose ticket is cancelled or released is free again: status 0 and no partner. */
const seatState = (t: Pick<TTicket, 'seatId' | 'ticketStatus' | 'partnerId'>) =>
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
 * Tells open screens what committed (001 §4 'Live updates'; ADR 0037): full tickets go to the selling agency's own
 * topic only (changed-tickets; status 0 removes), and every agency selling the trip learns the seat states on
 * trip/{id}/seats without passenger data; released holds leave the maps; a trip's seat locks are republished as the
 * retained trip/{id}/lockSeat; the booked count of each trip the batch touched follows on trip/{id}/seats for the
 * trip cards; payments close the QR dialog, and a bill opened or a transfer to give back resolved tells the
 * agency's dashboard its bills awaiting attention moved (on the payments topic, as payments); a trip change reaches the agency and, for what every
 * seller sees, the route's other sellers; an approval or usage change tells the agency's screens to search again; messages
 * recorded tell the agency's dashboard its message figures moved; and a parent station's dashboard, which counts its
 * child agencies, hears that a child's figures moved (child-figures-changed on its own topic, docs/adr/0120). Tickets are read as they stand now (one query per batch), so a late or
 * repeated change never shows an older state. A failed publish never undoes anything: it is logged, and screens
 * catch up on their next fetch.
 */
export function createRealtimeConsumer(deps: RealtimeConsumerDeps): ChangeConsumer {
  const now = deps.now ?? Date.now;
  const parentOf = createParentLookup(deps.partners, now);
  const publishAll = async (jobs: Array<Promise<void>>, what: string) => {
    for (const result of await Promise.allSettled(jobs)) {
      if (result.status === 'rejected') deps.log.warn({ err: result.reason }, `${what} not published`);
    }
  };

  /**
   * The booked count of every trip the batch touched, read once after the batch (so after every commit in it) and
   * published on the trip's own topic: the trip cards of every agency selling the trip follow it.
   */
  const publishBookedCounts = async (tripIds: ReadonlySet<string>) => {
    if (tripIds.size === 0) return;
    let counts: Awaited<ReturnType<TripsRepository['bookedSeatCounts']>>;
    try {
      counts = await deps.trips.bookedSeatCounts([...tripIds], now());
    } catch (err) {
      deps.log.warn({ err }, 'booked seat counts not read');
      return;
    }
    await publishAll(
      // Retained: a list that subscribes just after its search still gets a count committed in between.
      counts.map((c) => deps.realtime.publish(topics.tripSeats(c.tripId), { type: 'booked-seats', ...c }, { retain: true })),
      'booked seat count',
    );
  };

  const publishTickets = (tickets: readonly TTicket[]) => {
    const jobs: Array<Promise<void>> = [];
    for (const [tripId, ofTrip] of groupBy(tickets, (t) => t.tripId)) {
      for (const [partnerId, own] of groupBy(
        ofTrip.filter((t) => t.partnerId),
        (t) => t.partnerId ?? '',
      )) {
        jobs.push(deps.realtime.publish(topics.partnerTickets(partnerId), { type: 'changed-tickets', tripId, tickets: own }));
      }
      jobs.push(deps.realtime.publish(topics.tripSeats(tripId), { type: 'seat-status', tripId, seats: ofTrip.map(seatState) }));
    }
    return publishAll(jobs, 'ticket event');
  };

  const publishReleased = (change: ChangeOf<'holds-released'>) => {
    const jobs: Array<Promise<void>> = [];
    for (const [tripId, ofTrip] of groupBy(change.released, (r) => r.tripId)) {
      for (const [partnerId, own] of groupBy(
        ofTrip.filter((r) => r.partnerId),
        (r) => r.partnerId ?? '',
      )) {
        jobs.push(deps.realtime.publish(topics.partnerTickets(partnerId), { type: 'removed-tickets', tripId, ticketIds: own.map((r) => r.ticketId) }));
      }
      jobs.push(
        deps.realtime.publish(topics.tripSeats(tripId), { type: 'seat-status', tripId, seats: ofTrip.map((r) => ({ seatId: r.seatId, ticketStatus: 0, partnerId: null })) }),
      );
    }
    return publishAll(jobs, 'released holds');
  };

  const publishSeatLocks = async (tripIds: readonly string[]) => {
    const at = now();
    const jobs = tripIds.map(async (tripId) =>
      deps.realtime.publish(topics.tripLockSeat(tripId), { type: 'lock-seat', tripId, records: await deps.seatLocks.active(tripId, at) }, { retain: true }),
    );
    return publishAll(jobs, 'seat locks');
  };

  const publishPayment = (c: ChangeOf<'payment'>, tickets: readonly TTicket[]) => {
    const event =
      c.outcome === 'paid' || c.outcome === 'late_paid'
        ? ({
            type: 'mb-ticket-payment',
            billNumber: c.billNumber,
            ticketIds: c.ticketIds,
            amount: c.amount,
            companyId: tickets[0]?.companyId,
            tripId: tickets[0]?.tripId,
            paidAt: c.paidAt,
          } as const)
        : c.outcome === 'refund_needed' || c.outcome === 'duplicate' || c.outcome === 'underpaid'
          ? ({ type: 'payment-attention', billNumber: c.billNumber, outcome: c.outcome, amount: c.amount } as const)
          : null;
    return event ? publishAll([deps.realtime.publish(topics.partnerPayments(c.partnerId), event)], 'payment event') : Promise.resolve();
  };

  const publishTrip = async (c: ChangeOf<'trip'>) => {
    const shared: TripPatch = {};
    if (c.trip.driverIds) Object.assign(shared, { driverIds: c.trip.driverIds, driverNames: c.trip.driverNames ?? [] });
    if (c.trip.vehicleId !== undefined) Object.assign(shared, { vehicleId: c.trip.vehicleId, numberPlate: c.trip.numberPlate ?? null });
    const jobs = [deps.realtime.publish(topics.partnerTickets(c.partnerId), { type: 'trip-changed', tripId: c.tripId, trip: c.trip })];
    // The other sellers of the route see the drivers and vehicle (as in their search), never this agency's lock or settlement.
    if (Object.keys(shared).length > 0) {
      jobs.push(
        deps.trips
          .otherSellers(c.tripId, c.partnerId)
          .then((others) => Promise.all(others.map((other) => deps.realtime.publish(topics.partnerTickets(other), { type: 'trip-changed', tripId: c.tripId, trip: shared }))))
          .then(() => undefined),
      );
    }
    return publishAll(jobs, 'trip event');
  };

  /**
   * The agencies whose dashboard figures the batch moved, told to their parent stations: one event per parent naming
   * the children, on the parent's own topic (the broker gives it to the parent's users only). The children's tickets
   * stay on their own topics; the parent's dashboard reads its figures again.
   */
  const nudgeParents = async (moved: ReadonlySet<string>) => {
    const childrenOf = new Map<string, string[]>();
    for (const partnerId of moved) {
      let parentId: string | null;
      try {
        parentId = await parentOf(partnerId);
      } catch (err) {
        deps.log.warn({ err, partnerId }, 'parent station not read');
        continue;
      }
      if (parentId) childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), partnerId]);
    }
    await publishAll(
      [...childrenOf].map(([parentId, partnerIds]) =>
        deps.realtime.publish(topics.partnerTickets(parentId), { type: 'child-figures-changed', partnerIds: partnerIds.sort() }),
      ),
      'child-figures-changed',
    );
  };

  return {
    name: 'realtime',
    async handle(batch: readonly DispatchedChange[]) {
      // Every ticket the batch names that its writer did not hand over, read once, as it stands now.
      const hinted = new Set(batch.flatMap((d) => (d.change.kind === 'tickets' && d.hint?.tickets ? [d.id] : [])));
      const wanted = [
        ...new Set([
          ...batch.flatMap((d) => (d.change.kind === 'tickets' && !hinted.has(d.id) ? d.change.ticketIds : [])),
          ...changesOf(batch, 'payment').flatMap((c) => c.ticketIds),
        ]),
      ];
      const current = wanted.length ? await deps.tickets.select(sql`t.id in ${inList(wanted)}`) : [];
      const byId = new Map(current.map((t) => [t.ticketId, t]));
      const ticketsOf = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
      // Trips whose booked count may have moved (a seat taken or freed).
      const counted = new Set<string>();
      // Agencies whose dashboard figures moved: sales, cancels, payments, bills, messages, what they may sell.
      const moved = new Set<string>();
      const movedBy = (partnerId: string | null | undefined) => {
        if (partnerId) moved.add(partnerId);
      };
      // In commit order: a hold released and its seat re-sold in one batch must end on the sale.
      for (const { id, change, hint } of batch) {
        switch (change.kind) {
          case 'tickets': {
            // As the writer wrote them (this process's own change) or as they stand now.
            const tickets = hinted.has(id) && hint?.tickets ? hint.tickets : ticketsOf(change.ticketIds);
            for (const t of tickets) {
              counted.add(t.tripId);
              movedBy(t.partnerId);
            }
            await publishTickets(tickets);
            break;
          }
          case 'holds-released':
            for (const r of change.released) {
              counted.add(r.tripId);
              movedBy(r.partnerId);
            }
            await publishReleased(change);
            break;
          case 'seat-locks':
            await publishSeatLocks(change.tripIds);
            break;
          case 'payment':
            movedBy(change.partnerId);
            await publishPayment(change, ticketsOf(change.ticketIds).filter((t) => t.partnerId === change.partnerId));
            break;
          case 'bill-opened':
            // Waiting for its payment: the agency's (and its parent's) bills awaiting attention moved.
            movedBy(change.partnerId);
            await publishAll(
              [deps.realtime.publish(topics.partnerPayments(change.partnerId), { type: 'bill-opened', billNumber: change.billNumber, provider: change.provider })],
              'bill-opened',
            );
            break;
          case 'refund-resolved':
            // The agency's (and its parent's) transfers to give back moved; its other clerks' refund alerts drop it.
            movedBy(change.partnerId);
            await publishAll([deps.realtime.publish(topics.partnerPayments(change.partnerId), { type: 'refund-resolved', id: change.paymentId })], 'refund-resolved');
            break;
          case 'trip':
            await publishTrip(change);
            break;
          case 'tickets-read':
            await publishAll(
              [deps.realtime.publish(topics.partnerNotifications(change.partnerId), { type: 'partner-tickets-read', ticketIds: change.ticketIds })],
              'partner-tickets-read',
            );
            break;
          case 'partner-companies':
            movedBy(change.partnerId);
            await publishAll(
              [deps.realtime.publish(topics.partnerTickets(change.partnerId), { type: 'partner-companies-changed', companyIds: change.companyIds })],
              'partner-companies-changed',
            );
            break;
          case 'messages-recorded':
            movedBy(change.partnerId);
            await publishAll([deps.realtime.publish(topics.partnerTickets(change.partnerId), { type: 'messages-sent', channels: change.channels })], 'messages-sent');
            break;
          case 'messages':
          case 'tickets-paid':
          // Published by the telephony consumer (telephony/calls-consumer.ts), beside the line's other work.
          case 'call':
          case 'line-taken':
            break;
        }
      }
      await publishBookedCounts(counted);
      await nudgeParents(moved);
    },
  };
}
