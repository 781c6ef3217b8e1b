import { randomUUID } from 'node:crypto';
import type { Logger } from '../lib/logger';
import type { ChangeEventsRepository } from '../repositories/change-events-repository';
import { fromJson } from '../db/sql';
import { ZChange, type ChangeConsumer, type DispatchedChange } from './change';

export interface ChangeDispatcherOptions {
  changeEvents: ChangeEventsRepository;
  log: Logger;
  /** How long a claimed batch is this dispatcher's; after that another dispatcher may take it (a crash). */
  leaseMs?: number;
  /** How often to look for changes nobody woke this dispatcher for (another instance's, or left by a crash). */
  sweepMs?: number;
  batchSize?: number;
  /** Vacuum the outbox after this many dispatched changes (the embedded database has no autovacuum); 0: never. */
  vacuumEvery?: number;
  now?: () => number;
}

/**
 * Hands every committed change to the consumers, once, in commit order (ADR 0037). A writer calls `wake()` after its
 * commit; the dispatcher then claims what is waiting (a lease, so another instance skips it), runs the consumers
 * over the batch one after the other, and deletes it with the next claim. Changes it was not woken for — another
 * instance's, or one committed just before a crash — are found by the periodic sweep and at start.
 */
export class ChangeDispatcher {
  readonly owner = `dispatcher-${randomUUID()}`;
  private readonly consumers: ChangeConsumer[] = [];
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private sinceVacuum = 0;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly now: () => number;

  constructor(private readonly opts: ChangeDispatcherOptions) {
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.batchSize = opts.batchSize ?? 200;
    this.now = opts.now ?? Date.now;
  }

  /** Consumers run in the order they were added (realtime first: screens hear of a sale before its messages go). */
  addConsumer(consumer: ChangeConsumer): void {
    this.consumers.push(consumer);
  }

  /** Starts the periodic sweep and dispatches what is already waiting. */
  start(): Promise<void> {
    this.timer = setInterval(() => this.wake(), this.opts.sweepMs ?? 5_000);
    this.timer.unref();
    this.wake();
    return this.idle();
  }

  /** A write committed changes: dispatch them soon (after the current I/O callbacks, so a burst is one batch). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  /** Resolves when nothing is being dispatched (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops sweeping and finishes the batch in hand; what is left waits in the outbox for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
  }

  private async drain(): Promise<void> {
    let finished: number[] = [];
    try {
      do {
        this.again = false;
        for (;;) {
          const rows = await this.opts.changeEvents.claim(this.owner, this.now(), this.leaseMs, this.batchSize, finished);
          finished = [];
          if (!rows.length) break;
          await this.dispatch(rows.flatMap((row) => this.decode(row)));
          finished = rows.map((r) => r.id);
          this.sinceVacuum += rows.length;
        }
      } while (this.again && !this.stopped);
      await this.opts.changeEvents.finish(this.owner, finished);
      finished = [];
      await this.maybeVacuum();
    } catch (err) {
      // The database is unreachable or the claim failed: the rows stay (their lease runs out); the sweep retries.
      this.opts.log.error({ err }, 'change dispatch failed');
    } finally {
      this.running = null;
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
