import { sql } from 'drizzle-orm';
import { topics } from '@busdesk/api-contract';
import { changesOf, type ChangeConsumer } from '../changes/change';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { partners, tickets } from '../db/schema/index';
import { inList } from '../db/sql';
import type { Logger } from '../lib/logger';
import type { RealtimePublisher } from '../realtime/realtime-publisher';
import { groupsOfTickets, PARTNER_APP, PARTNER_CHANNELS } from './new-partner-tickets';

type BookedRow = Pick<SqlRow<typeof tickets>, 'id' | 'partner_id' | 'platform_detail'> & { parent_id: SqlRow<typeof partners>['parent_id'] };

/**
 * The bell (002 §7): announces new partner tickets on `partner/{id}/notifications` ('new-partner-tickets') when a
 * booking's change event is dispatched — to the parent agency of the selling child agency, and to the agency itself
 * when its own app sold them. Every booking records its change in the same statement as its tickets, so the bell
 * hears of each once, on whichever instance dispatches it (ADR 0015).
 */
export function createBellConsumer(deps: { database: Database; realtime: RealtimePublisher; log: Logger; now?: () => number }): ChangeConsumer {
  const now = deps.now ?? Date.now;
  return {
    name: 'bell',
    async handle(batch) {
      const booked = [...new Set(changesOf(batch, 'tickets').flatMap((c) => (c.booked ? c.ticketIds : [])))];
      if (!booked.length) return;
      const rows = await deps.database.rows<BookedRow>(sql`
        select t.id, t.partner_id, p.parent_id, t.platform_detail
        from tickets t join partners p on p.id = t.partner_id
        where t.id in ${inList(booked)} and t.platform_detail in ${inList(PARTNER_CHANNELS)}`);
      const byRecipient = new Map<string, string[]>();
      for (const r of rows) {
        const recipients = [r.parent_id, r.platform_detail === PARTNER_APP ? r.partner_id : null].filter((p): p is string => !!p);
        for (const partnerId of recipients) byRecipient.set(partnerId, [...(byRecipient.get(partnerId) ?? []), r.id]);
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
