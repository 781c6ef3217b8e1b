import { pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns';

/**
 * The periodic background jobs (the sweeps of expired holds, seat locks and unprocessed payment confirmations;
 * docs/adr/0097): one row per job, claimed for one period by the instance that runs it. Every instance ticks; the
 * one whose single-statement claim moves `next_run_at` forward runs the job, the others find it not due, so a job
 * runs once per period across the cluster (and the row says who ran it last, and when).
 */
export const periodicJobs = pgTable('periodic_jobs', {
  name: text('name').primaryKey(),
  /** Epoch ms from which the next tick of any instance may claim the job. */
  nextRunAt: epochMs('next_run_at').notNull(),
  ranBy: text('ran_by'),
  ranAt: epochMs('ran_at'),
});
