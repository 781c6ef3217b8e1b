import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Keys the server makes for itself on first start, one row per purpose (docs/adr/0062): drawn from the CSPRNG, so
 * nobody can derive them from the source or the demo seed, and kept with the data, so every instance on the same
 * database agrees and a restart keeps them. 'report-page-token' signs the reports' nextPageToken; the environment
 * (REPORT_TOKEN_SECRET) overrides it.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
