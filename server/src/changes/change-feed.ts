import type { Database } from '../db/database';
import { txRunner, type Tx } from '../db/sql';
import type { ChangeEventsRepository } from '../repositories/change-events-repository';
import type { Change, ChangeHint, OwnChange } from './change';

/** Who records a change: the dispatcher's owner id and how long the writer's lease on its own changes lasts. */
export interface ChangeOwnership {
  owner: string;
  leaseUntil(): number;
}

/** How writers record their changes (ADR 0037); the dispatcher behind it is told after each commit. */
export interface ChangeFeed extends ChangeOwnership {
  /**
   * Runs `work` in one transaction; every change it records commits (or rolls back) with the write and is
   * dispatched after the commit. `record` answers the change's id (for a hint).
   */
  transaction<T>(work: (tx: Tx, record: (change: Change, hint?: ChangeHint) => Promise<number>) => Promise<T>): Promise<T>;
  /**
   * A single statement (a CTE) recorded its changes itself and has committed: dispatch them — those it inserted under
   * this process's lease (`own`) at once, any others by claiming them.
   */
  committed(own?: readonly OwnChange[]): void;
}

export function createChangeFeed(
  database: Database,
  changeEvents: ChangeEventsRepository,
  dispatcher: ChangeOwnership & { wake(): void; dispatchOwn(changes: readonly OwnChange[]): void },
): ChangeFeed {
  return {
    owner: dispatcher.owner,
    leaseUntil: () => dispatcher.leaseUntil(),
    async transaction(work) {
      const own: OwnChange[] = [];
      const result = await database.db.transaction((tx) =>
        work(tx, async (change, hint) => {
          const id = await changeEvents.record(txRunner(tx), change, dispatcher);
          own.push({ id, change, ...(hint ? { hint } : {}) });
          return id;
        }),
      );
      if (own.length) dispatcher.dispatchOwn(own);
      return result;
    },
    committed(own) {
      if (own?.length) dispatcher.dispatchOwn(own);
      else dispatcher.wake();
    },
  };
}
