import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { changeEvents } from '../db/schema/index';
import type { SqlRunner } from '../db/sql';
import type { Change } from '../changes/change';

type ChangeEventColumns = SqlRow<typeof changeEvents>;
export type ChangeEventRow = Pick<ChangeEventColumns, 'id' | 'payload'>;

/**
 * The outbox of committed changes (ADR 0037). `record` runs inside the writer's transaction, so a change exists
 * exactly when its write committed; `claim` and `finish` are the dispatcher's.
 */
export function createChangeEventsRepository(database: Database) {
  return {
    /**
     * Adds the change to the caller's transaction (or, on the database itself, its own statement), already claimed by
     * the writer's dispatcher for its lease: it hands the change out after the commit without a claim, and if it dies
     * first the lease runs out and another dispatcher takes it. Answers the change's id.
     */
    async record(runner: SqlRunner, change: Change, by?: { owner: string; leaseUntil(): number }): Promise<number> {
      // Without an owner the change is free for whichever dispatcher claims it first.
      const [row] = await runner.rows<Pick<ChangeEventColumns, 'id'>>(sql`
        insert into change_events (kind, payload, claimed_by, claimed_until)
        values (${change.kind}, ${JSON.stringify(change)}::jsonb, ${by?.owner ?? null}, ${by ? by.leaseUntil() : null})
        returning id`);
      return Number(row!.id);
    },

    /**
     * Deletes the changes `finished` (dispatched by this owner) and claims the oldest unclaimed or lease-expired
     * ones for `owner` until `now + leaseMs`, in one statement. SKIP LOCKED: two dispatchers claiming at once
     * (several instances on one PostgreSQL) take different rows instead of waiting on each other.
     */
    async claim(owner: string, now: number, leaseMs: number, limit: number, finished: readonly number[]): Promise<ChangeEventRow[]> {
      const rows = await database.rows<ChangeEventRow>(sql`
        with finished as (
          delete from change_events where id = any(${`{${finished.join(',')}}`}::bigint[]) and claimed_by = ${owner}
        )
        update change_events set claimed_by = ${owner}, claimed_until = ${now + leaseMs}
        where id in (
          select id from change_events where claimed_until is null or claimed_until < ${now}
          order by id limit ${limit} for update skip locked)
        returning id, payload`);
      return rows.sort((a, b) => a.id - b.id);
    },

    /**
     * Extends the lease of every change `owner` holds to `until` (the dispatcher's heartbeat while it lives). Rows being
     * deleted as finished right now are skipped, not waited for: the heartbeat runs on its own timer beside the
     * dispatcher's claim and finish, and two statements taking the same rows in different orders can deadlock.
     */
    async renew(owner: string, until: number): Promise<void> {
      await database.rows(sql`
        update change_events set claimed_until = ${until}
        where id in (select id from change_events where claimed_by = ${owner} order by id for update skip locked)`);
    },

    /** Deletes dispatched changes (when no further claim follows). */
    async finish(owner: string, finished: readonly number[]): Promise<void> {
      if (!finished.length) return;
      await database.rows(sql`delete from change_events where id = any(${`{${finished.join(',')}}`}::bigint[]) and claimed_by = ${owner}`);
    },

    /** How many changes wait (tests, /health-style probes). */
    async pending(): Promise<number> {
      const [row] = await database.rows<{ n: number }>(sql`select count(*) as n from change_events`);
      return Number(row?.n ?? 0);
    },

    /**
     * The embedded database has no autovacuum: an outbox that is inserted into and deleted from all day would keep
     * its dead rows, and each claim would step over more of them. The dispatcher vacuums it now and then.
     */
    async vacuum(): Promise<void> {
      await database.rows(sql`vacuum change_events`);
    },
  };
}

export type ChangeEventsRepository = ReturnType<typeof createChangeEventsRepository>;
