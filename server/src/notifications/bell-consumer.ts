import { topics } from '@busdesk/api-contract';
import { changesOf, type ChangeConsumer } from '../changes/change';
import type { Database } from '../db/database';
import type { Logger } from '../lib/logger';
import { createParentLookup } from '../partners/parent-lookup';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { RealtimePublisher } from '../realtime/realtime-publisher';
import { groupsOfTickets, PARTNER_APP, PARTNER_CHANNELS } from './new-partner-tickets';

/**
 * The bell (002 §7): announces new partner tickets on `partner/{id}/notifications` ('new-partner-tickets') when a
 * booking's change event is dispatched — to the parent agency of the selling child agency, and to the agency itself
 * when its own app sold them. Every booking records its change (with its seller and channel) in the same statement as
 * its tickets, so the bell hears of each once, on whichever instance dispatches it (ADR 0037); a counter sale of an
 * agency without a parent rings nobody and costs no query. A bell is a person's cue, not a seat map: the bookings of
 * the next `flushMs` (250 ms) are announced together, one query per agency instead of one per dispatch. The live
 * event is a nudge; the bell's list and count are read from the database, so a process that dies before a flush
 * loses a nudge, never a notification.
 */
export function createBellConsumer(deps: { database: Database; partners: PartnersRepository; realtime: RealtimePublisher; log: Logger; now?: () => number; flushMs?: number }): ChangeConsumer {
  const now = deps.now ?? Date.now;
  const parentOf = createParentLookup(deps.partners, now);
  const flushMs = deps.flushMs ?? 250;
  // Ticket ids per agency to announce at the next flush.
  let pending = new Map<string, string[]>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const announce = async (byRecipient: Map<string, string[]>) => {
    const at = now();
    for (const [partnerId, ticketIds] of byRecipient) {
      try {
        // Through the agency's own rule: a ticket cancelled or already read meanwhile is not announced.
        const found = await groupsOfTickets(deps.database, partnerId, ticketIds, at);
        if (found.length) await deps.realtime.publish(topics.partnerNotifications(partnerId), { type: 'new-partner-tickets', tickets: found });
      } catch (err) {
        deps.log.warn({ err, partnerId }, 'new partner tickets not announced');
      }
    }
  };
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const due = pending;
    pending = new Map();
    if (due.size) flushing = flushing.then(() => announce(due));
    return flushing;
  };

  return {
    name: 'bell',
    async handle(batch) {
      for (const change of changesOf(batch, 'tickets')) {
        const seller = change.booked;
        if (!seller || !(PARTNER_CHANNELS as readonly string[]).includes(seller.channel)) continue;
        const recipients = [await parentOf(seller.partnerId), seller.channel === PARTNER_APP ? seller.partnerId : null];
        for (const partnerId of recipients) if (partnerId) pending.set(partnerId, [...(pending.get(partnerId) ?? []), ...change.ticketIds]);
      }
      if (pending.size && !timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
    },
    flush,
  };
}
