import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SqlRow } from '../db/row-types';
import { companyApiSecrets } from '../db/schema/index';
import { newSecret } from '../lib/secrets';

/** The companies' keys for the company API (docs/adr/0102) and what the API checks a call against. */
export function createCompanyApiSecretsRepository(database: Database) {
  return {
    /**
     * Gives each company that has none its key, 32 bytes from the CSPRNG (the one place they are made: the demo
     * seed and a company's creation go through here).
     */
    async create(companyIds: readonly string[]): Promise<void> {
      if (companyIds.length === 0) return;
      await database.db
        .insert(companyApiSecrets)
        .values(companyIds.map((companyId) => ({ companyId, secret: newSecret(32) })))
        .onConflictDoNothing();
    },

    /** The company's key, or null for a company that does not exist or has none. */
    async secretOf(companyId: string): Promise<string | null> {
      const [row] = await database.rows<Pick<SqlRow<typeof companyApiSecrets>, 'secret'>>(sql`select secret from company_api_secrets where company_id = ${companyId}`);
      return row?.secret ?? null;
    },
  };
}
export type CompanyApiSecretsRepository = ReturnType<typeof createCompanyApiSecretsRepository>;
