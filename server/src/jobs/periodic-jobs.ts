import type { Logger } from '../lib/logger';
import type { PeriodicJobsRepository } from '../repositories/periodic-jobs-repository';

/**
 * A claim makes the job due again after this share of its period. Every instance ticks once per period with its own
 * phase: the claimer's next tick (one period later) always finds the job due again, and another instance's tick
 * in between does not, so the job runs once per period; if the claimer dies, another instance's tick takes the job
 * over within one period.
 */
const CLAIM_SHARE = 0.9;

export interface PeriodicJobsOptions {
  repo: PeriodicJobsRepository;
  log: Logger;
  /** This instance's name in the claims (periodic_jobs.ran_by). */
  owner: string;
  now?: () => number;
}

interface Registered {
  everyMs: number;
  run: () => Promise<unknown>;
  timer?: NodeJS.Timeout;
  running: Promise<boolean> | null;
}

/**
 * The periodic background jobs (docs/adr/0097): each runs about every `everyMs` on one instance of the cluster per
 * period — the one whose claim in periodic_jobs succeeded — instead of on every instance. The jobs are single
 * statements whose effect is once by the rows they change (a hold is released once, an expired lock deleted once),
 * so a claimer that dies half-way leaves nothing done twice: its transaction rolls back and the next period
 * repeats the job. On the embedded database there is one instance, and the claim costs one statement per period.
 */
export function createPeriodicJobs(opts: PeriodicJobsOptions) {
  const now = opts.now ?? Date.now;
  const jobs = new Map<string, Registered>();
  let started = false;
  let stopped = false;

  const schedule = (name: string, job: Registered) => {
    job.timer = setInterval(() => void tick(name), job.everyMs);
    job.timer.unref();
  };

  /** Claims the job if it is due and runs it here; answers whether it ran here. One run at a time per instance. */
  function tick(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job || stopped) return Promise.resolve(false);
    job.running ??= (async () => {
      try {
        const at = now();
        if (!(await opts.repo.claim(name, opts.owner, at, at + Math.floor(job.everyMs * CLAIM_SHARE)))) return false;
        await job.run();
        return true;
      } catch (err) {
        // The database is unreachable or the job failed: nothing half-done stays (single statements); the next
        // period tries again, here or on another instance.
        opts.log.warn({ err, job: name }, 'periodic job failed');
        return false;
      } finally {
        job.running = null;
      }
    })();
    return job.running;
  }

  return {
    owner: opts.owner,
    /** Registers a job; its ticks start with start() (or at once when already started). */
    every(name: string, everyMs: number, run: () => Promise<unknown>): void {
      if (jobs.has(name)) throw new Error(`periodic job ${name} registered twice`);
      const job: Registered = { everyMs, run, running: null };
      jobs.set(name, job);
      if (started && !stopped) schedule(name, job);
    },
    start(): void {
      if (started) return;
      started = true;
      for (const [name, job] of jobs) schedule(name, job);
    },
    /** One tick of the job now, as its timer would (tests): claims it if due, then runs it here. */
    tick,
    /** Stops the ticks and waits for the runs in progress. */
    async stop(): Promise<void> {
      stopped = true;
      for (const job of jobs.values()) clearInterval(job.timer);
      await Promise.all([...jobs.values()].map((j) => j.running));
    },
  };
}

export type PeriodicJobs = ReturnType<typeof createPeriodicJobs>;
