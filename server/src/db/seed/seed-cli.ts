import { count } from 'drizzle-orm';
import { loadEnv } from '../../env';
import { createPasswordHasher } from '../../lib/passwords';
import { openDatabase } from '../database';
import { partners } from '../schema/index';
import { seedBulkTickets } from './seed-tickets';
import { seedDemo } from './seed-demo';

/**
 * `pnpm --filter @busdesk/server seed [--tickets N]`: migrates, writes the demo data when the database is
 * empty, then optionally adds N bulk tickets. Prints one JSON line with what it did.
 */
export async function runSeedCli(argv: string[]): Promise<void> {
  const env = loadEnv();
  const ticketsArg = argv.indexOf('--tickets');
  const bulk = ticketsArg >= 0 ? Number(argv[ticketsArg + 1]) : 0;
  if (!Number.isInteger(bulk) || bulk < 0) throw new Error('--tickets needs a non-negative integer');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const [row] = await database.db.select({ n: count() }).from(partners);
    let demo = 'kept';
    if (!row || row.n === 0) {
      const passwords = createPasswordHasher({ memoryCost: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST });
      await seedDemo(database, { hashPassword: passwords.hash });
      demo = 'seeded';
    }
    const result = bulk > 0 ? await seedBulkTickets(database, bulk) : null;
    process.stdout.write(`${JSON.stringify({ database: database.kind, demo, bulk: result })}\n`);
  } finally {
    await database.close();
  }
}

runSeedCli(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`seed failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
