import type { Database } from '../../db/database';
import { companies, partners } from '../../db/schema/index';
import { createCredentialStore, type CredentialStore } from './signing-credentials';

/**
 * The demo seed's signing credentials (docs/adr/0077): the local CA, then one certificate per company and per
 * partner, issued concurrently (the key pairs are made on the libuv pool). Measured ~1.3 s for the demo's 10 owners
 * on 2 cores; owners added later get theirs on first use. Then each station agency (a station without a parent)
 * registers every company's certificate, as its ADMIN would (docs/adr/0101), marked as test certificates. Answers
 * the store, so the demo's orders are signed with it.
 */
export async function seedTransportCredentials(database: Database, masterKey: Buffer): Promise<CredentialStore> {
  const store = createCredentialStore({ db: database, masterKey, localCa: true });
  const [companyRows, partnerRows] = await Promise.all([
    database.db.select({ id: companies.id }).from(companies),
    database.db.select({ id: partners.id, type: partners.partnerType, parentId: partners.parentId }).from(partners),
  ]);
  // The CA first (every issuance needs it), then every owner at once.
  await store.ensureLocalCa();
  await Promise.all([
    ...companyRows.map((c) => store.certificateOf({ kind: 'company', id: c.id })),
    ...partnerRows.map((p) => store.certificateOf({ kind: 'partner', id: p.id })),
  ]);
  const stations = partnerRows.filter((p) => p.type === 'station' && !p.parentId);
  for (const station of stations) {
    for (const company of companyRows) {
      const pem = await store.certificateOf({ kind: 'company', id: company.id });
      if (pem) await store.companies.registerTestCertificate(station.id, company.id, pem);
    }
  }
  return store;
}
