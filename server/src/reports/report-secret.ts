import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { newSecret } from '../lib/secrets';

const NAME = 'report-page-token';

/**
 * The key that signs the reports' page tokens: REPORT_TOKEN_SECRET when the environment gives one (several
 * deployments sharing tokens, or a key kept in a vault), else the one the database holds, drawn from the CSPRNG the
 * first time any instance starts on it (docs/adr/0062). Never derived from the source or the seed.
 */
export async function loadReportSecret(database: Database, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  // Two instances starting at once on one PostgreSQL both try; the primary key keeps the first, both read it.
  await database.rows(sql`insert into server_secrets (name, value) values (${NAME}, ${newSecret(32)}) on conflict (name) do nothing`);
  const [row] = await database.rows<{ value: string }>(sql`select value from server_secrets where name = ${NAME}`);
  if (!row) throw new Error('report secret missing after insert');
  return row.value;
}
