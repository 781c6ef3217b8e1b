import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, companyCertificates } from '../../db/schema/index';

export type CompanyCertificateRow = typeof companyCertificates.$inferSelect;
export type NewCompanyCertificate = Omit<typeof companyCertificates.$inferInsert, 'id' | 'createdAt' | 'replacedAt'>;

/** The SQL of company_certificates (one current row per agency and company: the partial unique index). */
export function createCompanyCertificatesRepository(database: Database) {
  const { db } = database;
  return {
    async company(id: string): Promise<{ id: string; name: string; taxId: string | null } | null> {
      const [row] = await db.select({ id: companies.id, name: companies.name, taxId: companies.taxId }).from(companies).where(eq(companies.id, id)).limit(1);
      return row ?? null;
    },
    /** Every company of the network, by name, with the agency's current registration (null when none). */
    async listFor(partnerId: string): Promise<Array<{ id: string; name: string; taxId: string | null; current: CompanyCertificateRow | null }>> {
      const rows = await db
        .select({ id: companies.id, name: companies.name, taxId: companies.taxId, current: companyCertificates })
        .from(companies)
        .leftJoin(companyCertificates, and(eq(companyCertificates.companyId, companies.id), eq(companyCertificates.partnerId, partnerId), isNull(companyCertificates.replacedAt)))
        .orderBy(asc(companies.name), asc(companies.id));
      return rows;
    },
    async current(partnerId: string, companyId: string): Promise<CompanyCertificateRow | null> {
      const [row] = await db
        .select()
        .from(companyCertificates)
        .where(and(eq(companyCertificates.partnerId, partnerId), eq(companyCertificates.companyId, companyId), isNull(companyCertificates.replacedAt)))
        .limit(1);
      return row ?? null;
    },
    /** The certificates (current and replaced) these agencies registered for the company, oldest first. */
    async history(partnerIds: readonly string[], companyId: string, opts: { withTestCertificates: boolean }): Promise<string[]> {
      if (partnerIds.length === 0) return [];
      const rows = await db
        .select({ pem: companyCertificates.certificatePem })
        .from(companyCertificates)
        .where(
          and(
            inArray(companyCertificates.partnerId, [...partnerIds]),
            eq(companyCertificates.companyId, companyId),
            opts.withTestCertificates ? undefined : ne(companyCertificates.source, 'local-ca'),
          ),
        )
        .orderBy(asc(companyCertificates.createdAt));
      return rows.map((r) => r.pem);
    },
    /** A registration replaces the agency's current one (kept, marked replaced) in one transaction. */
    async replace(row: NewCompanyCertificate, now: number): Promise<CompanyCertificateRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(companyCertificates)
          .set({ replacedAt: now })
          .where(and(eq(companyCertificates.partnerId, row.partnerId), eq(companyCertificates.companyId, row.companyId), isNull(companyCertificates.replacedAt)));
        const [inserted] = await tx.insert(companyCertificates).values(row).returning();
        return inserted!;
      });
    },
  };
}
export type CompanyCertificatesRepository = ReturnType<typeof createCompanyCertificatesRepository>;
