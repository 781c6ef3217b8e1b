import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import type { periodicJobs } from '../db/schema/index';

type PeriodicJobColumns = SqlRow<typeof periodicJobs>;

/** The claims of periodic jobs (docs/adr/0097): one row per job, moved forward by whoever runs it. */
export function createPeriodicJobsRepository(database: Database) {
  return {
    /**
     * Claims the job for `owner` if it is due at `now`, in one statement, and makes it due again at `nextRunAt`.
     * Two instances claiming at once: the second waits for the first's row lock, then finds the row no longer due
     * (PostgreSQL re-checks the WHERE of ON CONFLICT DO UPDATE on the row as committed), so exactly one gets true.
     */
    async claim(name: string, owner: string, now: number, nextRunAt: number): Promise<boolean> {
      const rows = await database.rows<Pick<PeriodicJobColumns, 'name'>>(sql`
        insert into periodic_jobs (name, next_run_at, ran_by, ran_at) values (${name}, ${nextRunAt}, ${owner}, ${now})
        on conflict (name) do update set next_run_at = excluded.next_run_at, ran_by = excluded.ran_by, ran_at = excluded.ran_at
        where periodic_jobs.next_run_at <= ${now}
        returning name`);
      return rows.length === 1;
    },

    /** Who ran the job last and when (tests, operators). */
    async lastRun(name: string): Promise<{ ranBy: string | null; ranAt: number | null; nextRunAt: number } | null> {
      const [row] = await database.rows<Pick<PeriodicJobColumns, 'ran_by' | 'ran_at' | 'next_run_at'>>(
        sql`select ran_by, ran_at, next_run_at from periodic_jobs where name = ${name}`,
      );
      return row ? { ranBy: row.ran_by, ranAt: row.ran_at, nextRunAt: row.next_run_at } : null;
    },
  };
}

export type PeriodicJobsRepository = ReturnType<typeof createPeriodicJobsRepository>;
