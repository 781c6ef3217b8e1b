import type { Database } from '../db/database';
import { txRunner, type Tx } from '../db/sql';
import type { ChangeEventsRepository } from '../repositories/change-events-repository';
import type { Change } from './change';

/** How writers record their changes (ADR 0037); the dispatcher behind it is told after each commit. */
export interface ChangeFeed {
  /**
   * Runs `work` in one transaction; every change it records commits (or rolls back) with the write and is
   * dispatched after the commit.
   */
  transaction<T>(work: (tx: Tx, record: (change: Change) => Promise<void>) => Promise<T>): Promise<T>;
  /** A single statement (a CTE) recorded its change itself and has committed: dispatch it. */
  committed(): void;
}

export function createChangeFeed(database: Database, changeEvents: ChangeEventsRepository, wake: () => void): ChangeFeed {
  return {
    async transaction(work) {
      let recorded = false;
      const result = await database.db.transaction((tx) =>
        work(tx, async (change) => {
          await changeEvents.record(txRunner(tx), change);
          recorded = true;
        }),
      );
      if (recorded) wake();
      return result;
    },
    committed: wake,
  };
}
