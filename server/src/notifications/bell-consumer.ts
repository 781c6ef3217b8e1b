import { topics } from '@busdesk/api-contract';
import { changesOf, type ChangeConsumer } from '../changes/change';
import type { Database } from '../db/database';
import type { Logger } from '../lib/logger';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { RealtimePublisher } from '../realtime/realtime-publisher';
import { groupsOfTickets, PARTNER_APP, PARTNER_CHANNELS } from './new-partner-tickets';

/** A partner's parent changes only when a station is reorganised: a minute's cache spares a read per booking. */
const PARENT_TTL_MS = 60_000;

/**
 * The bell (002 §7): announces new partner tickets on `partner/{id}/notifications` ('new-partner-tickets') when a
 * booking's change event is dispatched — to the parent agency of the selling child agency, and to the agency itself
 * when its own app sold them. Every booking records its change (with its seller and channel) in the same statement as
 * its tickets, so the bell hears of each once, on whichever instance dispatches it (ADR 0037); a counter sale of an
 * agency without a parent rings nobody and costs no query.
 */
export function createBellConsumer(deps: { database: Database; partners: PartnersRepository; realtime: RealtimePublisher; log: Logger; now?: () => number }): ChangeConsumer {
  const now = deps.now ?? Date.now;
  const parents = new Map<string, { parentId: string | null; at: number }>();
  const parentOf = async (partnerId: string): Promise<string | null> => {
    const cached = parents.get(partnerId);
    if (cached && now() - cached.at < PARENT_TTL_MS) return cached.parentId;
    const parentId = await deps.partners.parentOf(partnerId);
    if (parents.size > 10_000) parents.clear();
    parents.set(partnerId, { parentId, at: now() });
    return parentId;
  };
  return {
    name: 'bell',
    async handle(batch) {
      const byRecipient = new Map<string, string[]>();
      for (const change of changesOf(batch, 'tickets')) {
        const seller = change.booked;
        if (!seller || !(PARTNER_CHANNELS as readonly string[]).includes(seller.channel)) continue;
        const recipients = [await parentOf(seller.partnerId), seller.channel === PARTNER_APP ? seller.partnerId : null];
        for (const partnerId of recipients) if (partnerId) byRecipient.set(partnerId, [...(byRecipient.get(partnerId) ?? []), ...change.ticketIds]);
      }
      const at = now();
      for (const [partnerId, ticketIds] of byRecipient) {
        // Through the agency's own rule: a ticket cancelled or already read meanwhile is not announced.
        const found = await groupsOfTickets(deps.database, partnerId, ticketIds, at);
        if (found.length === 0) continue;
        try {
          await deps.realtime.publish(topics.partnerNotifications(partnerId), { type: 'new-partner-tickets', tickets: found });
        } catch (err) {
          deps.log.warn({ err, partnerId }, 'new partner tickets not published');
        }
      }
    },
  };
}
