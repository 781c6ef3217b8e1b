import { openDatabase, seedBulkTickets } from '@busdesk/server';
import { prepareDataDir } from './server-harness';

/** Demo seed time on a fresh data directory, then the bulk seed of N tickets (default one million). */
const tickets = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const prepared = await prepareDataDir();
const database = await openDatabase({ dataDir: prepared.dataDir });
const bulk = await seedBulkTickets(database, tickets);
const rows = await database.pglite?.query<{ n: number }>('select count(*)::int as n from tickets');
await database.close();
prepared.cleanup();
process.stdout.write(
  `${JSON.stringify({ bench: 'server-seed', database: 'pglite', initdbMigrateDemoSeedMs: prepared.seedMs, bulkTickets: tickets, bulkMs: bulk.ms, ticketsPerSec: Math.round(tickets / (bulk.ms / 1000)), ticketsInTable: rows?.rows[0]?.n })}\n`,
);
