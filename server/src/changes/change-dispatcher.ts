import { randomUUID } from 'node:crypto';
import type { Logger } from '../lib/logger';
import type { ChangeEventsRepository } from '../repositories/change-events-repository';
import { fromJson } from '../db/sql';
import { ZChange, type ChangeConsumer, type DispatchedChange, type OwnChange } from './change';

export interface ChangeDispatcherOptions {
  changeEvents: ChangeEventsRepository;
  log: Logger;
  /**
   * How long a claimed change is this dispatcher's unless renewed; after that another dispatcher may take it (a crash).
   * Default 10 s: a live dispatcher renews its leases every third of it, so a slow consumer (an SMS gateway that takes
   * its time) never loses its batch to another instance, while the changes a killed instance committed and never
   * handed out go out from a survivor within lease + sweep (≤ 15 s) — screens on the survivor would otherwise show a
   * seat sold on the dead instance as free until then.
   */
  leaseMs?: number;
  /** How often to look for changes nobody woke this dispatcher for (another instance's, or left by a crash). */
  sweepMs?: number;
  batchSize?: number;
  /**
   * How long a dispatch waits after the first change handed over, so a burst of commits goes out as one batch: one
   * delete, one bell query and one publish per topic for all of them instead of one each. Default 10 ms; 0: the
   * next turn of the event loop.
   */
  gatherMs?: number;
  /** Vacuum the outbox after this many dispatched changes (the embedded database has no autovacuum); 0: never. */
  vacuumEvery?: number;
  now?: () => number;
}

/**
 * Hands every committed change to the consumers, once, in commit order (ADR 0037).
 * - Its own changes: a writer in this process inserts its change already claimed by this dispatcher (owner and lease,
 *   ChangeEventsRepository.record) and hands it over after the commit (`dispatchOwn`): no claim statement, one delete.
 * - Everything else — a change another instance wrote and left, one committed just before a crash, one written
 *   without a lease — is claimed (`wake`, the periodic sweep, the start): the oldest unclaimed or lease-expired rows,
 *   SKIP LOCKED, so two dispatchers never take the same row.
 * Dispatched changes are deleted with the next statement (the next claim, or the final delete of a drain).
 */
export class ChangeDispatcher {
  readonly owner = `dispatcher-${randomUUID()}`;
  private readonly consumers: ChangeConsumer[] = [];
  private readonly own: OwnChange[] = [];
  private running: Promise<void> | null = null;
  private claimWanted = false;
  private timer: NodeJS.Timeout | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private sinceVacuum = 0;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly gatherMs: number;
  private readonly now: () => number;

  constructor(private readonly opts: ChangeDispatcherOptions) {
    this.leaseMs = opts.leaseMs ?? 10_000;
    this.batchSize = opts.batchSize ?? 200;
    this.gatherMs = opts.gatherMs ?? 10;
    this.now = opts.now ?? Date.now;
  }

  /** Until when a change written now is this dispatcher's (ChangeOwnership). */
  leaseUntil(): number {
    return this.now() + this.leaseMs;
  }

  /** Consumers run in the order they were added (realtime first: screens hear of a sale before its messages go). */
  addConsumer(consumer: ChangeConsumer): void {
    this.consumers.push(consumer);
  }

  /** Starts the periodic sweep and dispatches what is already waiting. */
  start(): Promise<void> {
    this.timer = setInterval(() => this.wake(), this.opts.sweepMs ?? 5_000);
    this.timer.unref();
    this.renewTimer = setInterval(() => void this.renewLeases(), Math.max(1, Math.floor(this.leaseMs / 3)));
    this.renewTimer.unref();
    this.wake();
    return this.idle();
  }

  /**
   * Extends the lease of every change this dispatcher holds (written by this process and not yet handed out, or
   * claimed and being dispatched): while it lives, nobody else takes them.
   */
  async renewLeases(): Promise<void> {
    try {
      await this.opts.changeEvents.renew(this.owner, this.leaseUntil());
    } catch (err) {
      // The database is unreachable: the leases run out, and whoever claims them after dispatches them.
      this.opts.log.warn({ err }, 'change lease renewal failed');
    }
  }

  /** Changes may be waiting that this dispatcher does not hold: claim and dispatch them soon. */
  wake(): void {
    this.claimWanted = true;
    this.schedule();
  }

  /** Changes this process wrote under its own lease have committed: dispatch them soon, without a claim. */
  dispatchOwn(changes: readonly OwnChange[]): void {
    this.own.push(...changes);
    this.schedule();
  }

  /** Resolves when nothing is being dispatched (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
    for (const consumer of this.consumers) await consumer.flush?.();
  }

  /** Stops sweeping and finishes what is in hand; what is left waits in the outbox for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.renewTimer);
    await this.idle();
  }

  /** A moment later (gatherMs), so the changes of a burst of commits go out as one batch. */
  private schedule(): void {
    if (this.stopped || this.running) return;
    const wait = (resolve: () => void) => (this.gatherMs > 0 ? setTimeout(resolve, this.gatherMs) : setImmediate(resolve));
    this.running = new Promise<void>(wait).then(() => this.drain());
  }

  private async drain(): Promise<void> {
    let finished: number[] = [];
    try {
      while (this.own.length || this.claimWanted) {
        if (this.own.length) {
          const batch = this.own.splice(0).sort((a, b) => a.id - b.id);
          await this.dispatch(batch.map(({ id, change, hint }) => ({ id, change, ...(hint ? { hint } : {}) })));
          finished.push(...batch.map((c) => c.id));
          continue;
        }
        this.claimWanted = false;
        for (;;) {
          const rows = await this.opts.changeEvents.claim(this.owner, this.now(), this.leaseMs, this.batchSize, finished);
          finished = [];
          if (!rows.length) break;
          await this.dispatch(rows.flatMap((row) => this.decode(row)));
          finished = rows.map((r) => Number(r.id));
        }
      }
      await this.opts.changeEvents.finish(this.owner, finished);
      this.sinceVacuum += finished.length;
      finished = [];
      await this.maybeVacuum();
    } catch (err) {
      // The database is unreachable or a statement failed: the rows stay, with their lease; the sweep retries.
      this.opts.log.error({ err }, 'change dispatch failed');
    } finally {
      this.running = null;
      // Changes handed over while the drain was finishing.
      if (this.own.length || this.claimWanted) this.schedule();
    }
  }

  private decode(row: { id: number; payload: unknown }): DispatchedChange[] {
    const parsed = ZChange.safeParse(fromJson(row.payload));
    if (parsed.success) return [{ id: Number(row.id), change: parsed.data }];
    this.opts.log.error({ id: row.id, issues: parsed.error.issues }, 'change event skipped: it does not parse');
    return [];
  }

  private async dispatch(batch: DispatchedChange[]): Promise<void> {
    if (!batch.length) return;
    for (const consumer of this.consumers) {
      try {
        await consumer.handle(batch);
      } catch (err) {
        this.opts.log.error({ err, consumer: consumer.name, ids: batch.map((d) => d.id) }, 'change consumer failed');
      }
    }
  }

  private async maybeVacuum(): Promise<void> {
    const every = this.opts.vacuumEvery ?? 0;
    if (!every || this.sinceVacuum < every) return;
    this.sinceVacuum = 0;
    try {
      await this.opts.changeEvents.vacuum();
    } catch (err) {
      this.opts.log.warn({ err }, 'change outbox vacuum failed');
    }
  }
}
