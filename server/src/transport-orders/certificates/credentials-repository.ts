import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { isStationPartner } from '@busdesk/api-contract';
import type { Database } from '../../db/database';
import { companies, partners, transportCredentials } from '../../db/schema/index';

export type CredentialRow = typeof transportCredentials.$inferSelect;
export type OwnerKind = 'company' | 'partner' | 'ca';
export type NewCredential = Omit<typeof transportCredentials.$inferInsert, 'id' | 'createdAt' | 'replacedAt'>;

/** The SQL of transport_credentials (one current row per owner: the partial unique index). */
export function createCredentialsRepository(database: Database) {
  const { db } = database;
  const ownerIs = (kind: OwnerKind, id: string) => and(eq(transportCredentials.ownerKind, kind), eq(transportCredentials.ownerId, id));
  return {
    async current(kind: OwnerKind, id: string): Promise<CredentialRow | null> {
      const [row] = await db.select().from(transportCredentials).where(and(ownerIs(kind, id), isNull(transportCredentials.replacedAt))).limit(1);
      return row ?? null;
    },
    /** Every certificate the owner has had, oldest first (verification of orders signed before a replacement). */
    async history(kind: OwnerKind, id: string): Promise<Array<Pick<CredentialRow, 'certificatePem' | 'chainPem' | 'source'>>> {
      return db.select({ certificatePem: transportCredentials.certificatePem, chainPem: transportCredentials.chainPem, source: transportCredentials.source }).from(transportCredentials).where(ownerIs(kind, id)).orderBy(asc(transportCredentials.createdAt));
    },
    /** Inserts a first credential unless another instance (or call) got there first; the caller re-reads. */
    async insertIfNone(row: NewCredential): Promise<void> {
      await db
        .insert(transportCredentials)
        .values(row)
        .onConflictDoNothing({ target: [transportCredentials.ownerKind, transportCredentials.ownerId], where: sql`replaced_at is null` });
    },
    /** An installed certificate replaces the current one (kept, marked replaced) in one transaction. */
    async replace(row: NewCredential, now: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(transportCredentials).set({ replacedAt: now }).where(and(ownerIs(row.ownerKind as OwnerKind, row.ownerId), isNull(transportCredentials.replacedAt)));
        await tx.insert(transportCredentials).values(row);
      });
    },
    /** Issuer certificates of every installed chain (a driver's or partner's certificate authority). */
    async chains(): Promise<string[]> {
      const rows = await db.select({ chainPem: transportCredentials.chainPem }).from(transportCredentials).where(sql`${transportCredentials.chainPem} is not null`);
      return rows.map((r) => r.chainPem!).filter(Boolean);
    },
    async ownerName(kind: 'company' | 'partner', id: string): Promise<{ name: string; identifier: string | null; stationOrAgency: string } | null> {
      if (kind === 'company') {
        const [row] = await db.select({ name: companies.name, taxId: companies.taxId }).from(companies).where(eq(companies.id, id)).limit(1);
        return row ? { name: row.name, identifier: row.taxId, stationOrAgency: 'Doanh nghiệp vận tải' } : null;
      }
      const [row] = await db.select({ name: partners.name, code: partners.code, type: partners.partnerType }).from(partners).where(eq(partners.id, id)).limit(1);
      return row ? { name: row.name, identifier: row.code, stationOrAgency: isStationPartner({ partnerType: row.type }) ? 'Bến xe' : 'Đại lý' } : null;
    },
  };
}
export type CredentialsRepository = ReturnType<typeof createCredentialsRepository>;
