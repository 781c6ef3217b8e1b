import pg from 'pg';

/**
 * Plain connections to a test file's PostgreSQL database beside the app's pool, for tests that interleave transactions
 * by hand (test/postgres-*-lock-order.test.ts): `connect` opens one, `endAll` closes every one opened.
 */
export function postgresConnections(databaseUrl: () => string | undefined) {
  const clients: pg.Client[] = [];
  return {
    async connect(): Promise<pg.Client> {
      const c = new pg.Client({ connectionString: databaseUrl() });
      await c.connect();
      clients.push(c);
      return c;
    },
    endAll: () => Promise.all(clients.splice(0).map((c) => c.end())),
  };
}

/**
 * Resolves once some backend of the observer's database waits for a lock another one holds — the moment a test knows
 * the code it started has reached the row it holds. Polls every 10 ms, 5 s at most.
 */
export async function someoneWaits(observer: pg.Client): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const { rows } = await observer.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no backend ever waited for a lock');
}
