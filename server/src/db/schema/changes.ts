import { bigserial, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, epochMs } from './columns';

/**
 * The outbox of committed changes (ADR "One change event"): every write that changes tickets, trips, seat locks
 * or payments inserts one row here in its own transaction; the dispatcher hands each row to the consumers
 * (realtime, messaging, the bell …) after the commit and deletes it. A row is claimed for a lease before it is
 * dispatched, so several server instances on one database dispatch each change once, and a change whose
 * dispatcher died is claimed again when its lease runs out.
 */
export const changeEvents = pgTable('change_events', {
  /** Dispatch order: ids are taken in commit order closely enough for one trip's changes (see the ADR). */
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
  /** Which dispatcher holds the row, and until when (epoch ms); null: free to claim. */
  claimedBy: text('claimed_by'),
  claimedUntil: epochMs('claimed_until'),
});
