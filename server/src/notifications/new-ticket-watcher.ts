import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { TicketLogAction, topics } from '@busdesk/api-contract';
import { groupsOfTickets, PARTNER_APP, PARTNER_CHANNELS } from './new-partner-tickets';

/** How often the watcher looks for new bookings; the bell of every agency concerned hears of them this fast. */
export const WATCH_INTERVAL_MS = 1_000;
/**
 * Log ids are taken when a transaction inserts and become visible when it commits, so on PostgreSQL a later id can
 * be seen before an earlier one. Each look re-reads this many ids below the highest seen; what was announced is
 * remembered, so nothing is missed and nothing is announced twice.
 */
const OVERLAP_IDS = 2_000;
/**
 * The embedded database runs one statement at a time on one connection, so its log ids become visible in order:
 * no overlap is needed there, and re-reading 2,000 rows a second would cost the booking path ~8 % of its CPU.
 */
const overlapFor = (kind: string) => (kind === 'postgres' ? OVERLAP_IDS : 0);

export interface NewTicketWatcher {
  /** One look: announces the bookings logged since the last look; resolves when the events are out. */
  tick(now?: number): Promise<void>;
  stop(): void;
}

/**
 * Announces new partner tickets on `partner/{id}/notifications` ('new-partner-tickets'). It follows the BOOK entries
 * of the ticket log rather than hooking one write path, so a ticket is announced however it was created (a child
 * agency's counter, the agency's app, another server instance on the same database): every booking writes its log
 * entry in the same transaction as the ticket (ARCHITECTURE §12).
 */
export function startNewTicketWatcher(app: FastifyInstance, intervalMs: number = WATCH_INTERVAL_MS): NewTicketWatcher {
  let highest: number | undefined;
  /** Where the log stood at the first look: bookings before it are history, even inside the overlap. */
  let start = 0;
  /** ticket id → its log id, for the overlap window only. */
  const announced = new Map<string, number>();
  let running: Promise<void> | undefined;
  let stopped = false;

  async function look(now: number): Promise<void> {
    if (highest === undefined) {
      // Starting up: what was booked before is not news.
      const [row] = await app.database.rows<{ max: number | null }>(sql`select max(id) as max from ticket_logs`);
      highest = Number(row?.max ?? 0);
      start = highest;
      return;
    }
    const overlap = overlapFor(app.database.kind);
    const floor = Math.max(start, highest - overlap);
    // The log's top id now, whatever the entries are: the next look starts from it even when none of them is a
    // partner-channel booking, so the range read each second never grows.
    const [top] = await app.database.rows<{ max: number | null }>(sql`select max(id) as max from ticket_logs`);
    const ceiling = Number(top?.max ?? highest);
    const rows = await app.database.rows<{ log_id: number; ticket_id: string; partner_id: string; parent_id: string | null; platform_detail: string }>(sql`
      select l.id as log_id, t.id as ticket_id, t.partner_id, p.parent_id, t.platform_detail
      from ticket_logs l join tickets t on t.id = l.ticket_id join partners p on p.id = t.partner_id
      where l.id > ${floor} and l.id <= ${ceiling} and l.log_type = ${TicketLogAction.BOOK}
        and t.platform_detail in (${sql.join(
          PARTNER_CHANNELS.map((c) => sql`${c}`),
          sql`, `,
        )})
      order by l.id`);
    const byRecipient = new Map<string, string[]>();
    for (const r of rows) {
      const logId = Number(r.log_id);
      highest = Math.max(highest, logId);
      if (announced.has(r.ticket_id)) continue;
      announced.set(r.ticket_id, logId);
      const recipients = [r.parent_id, r.platform_detail === PARTNER_APP ? r.partner_id : null].filter((p): p is string => !!p);
      for (const partnerId of recipients) byRecipient.set(partnerId, [...(byRecipient.get(partnerId) ?? []), r.ticket_id]);
    }
    highest = Math.max(highest, ceiling);
    for (const [id, logId] of announced) if (logId <= highest - overlap) announced.delete(id);
    for (const [partnerId, ticketIds] of byRecipient) {
      // Re-read through the agency's own rule: a ticket cancelled or already read meanwhile is not announced.
      const tickets = await groupsOfTickets(app.database, partnerId, ticketIds, now);
      if (tickets.length === 0) continue;
      try {
        await app.realtime.publish(topics.partnerNotifications(partnerId), { type: 'new-partner-tickets', tickets });
      } catch (err) {
        app.log.warn({ err, partnerId }, 'new partner tickets not published');
      }
    }
  }

  const tick = (now: number = Date.now()): Promise<void> => {
    // One look at a time; a caller arriving meanwhile waits for the running one and then looks again.
    const next = (running ?? Promise.resolve()).then(() => look(now));
    running = next.catch((err: unknown) => {
      if (!stopped) app.log.warn({ err }, 'new ticket watcher failed');
    });
    return next;
  };

  const timer = setInterval(() => void tick().catch(() => undefined), intervalMs);
  timer.unref();
  return {
    tick,
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
