import { X509Certificate } from 'node:crypto';
import type { TPartnerCertificate } from '@busdesk/api-contract';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import type { OrderCertificates } from '../xml/verify-order-signatures';
import { describeCertificate, fingerprintOf, validity } from './certificate-info';
import { createCredentialsRepository, type CredentialRow, type OwnerKind } from './credentials-repository';
import { createCompanyCertificates, type CompanyCertificates } from './company-certificates';
import { decryptKey, encryptKey } from './key-encryption';
import { createLocalCertificateAuthority, issueCertificate, type KeyAndCertificate } from './local-certificate-authority';
import { readPkcs12 } from './pkcs12';

export interface SigningCredentials {
  privateKeyPem: string;
  certificatePem: string;
  source: 'local-ca' | 'pkcs12';
}

export type CredentialOwner = { kind: 'company' | 'partner'; id: string };

export interface CredentialStore {
  /**
   * The owner's current key and certificate. In the embedded demo (`localCa`) the local CA issues one on first use
   * when it has none; with the real gateway only an installed PKCS#12 counts (null: none, or no such owner).
   */
  credentialsOf(owner: CredentialOwner): Promise<SigningCredentials | null>;
  /** The owner's current certificate (issued like credentialsOf when missing). */
  certificateOf(owner: CredentialOwner): Promise<string | null>;
  /** Every certificate the owner has had, as one PEM bundle: what its old signatures verify against. */
  certificatesOf(owner: CredentialOwner): Promise<string | null>;
  /** The current certificate described for the transport configuration (never the key). */
  describe(owner: CredentialOwner): Promise<TPartnerCertificate | null>;
  /** An ADMIN installs the partner's own certificate from a PKCS#12; a Vietnamese 400 for a wrong password, no key, expired. */
  install(owner: { kind: 'partner'; id: string }, pkcs12: Buffer, password: string): Promise<TPartnerCertificate>;
  /** The local CA and the chains of installed certificates: whom a driver's certificate may be issued by. */
  trustedIssuers(): Promise<string[]>;
  /**
   * The certificates verifyOrderSignatures needs for one order, as `trustedBy` (the viewing agency and its parent)
   * trusts them: the company's from what those agencies registered (docs/adr/0101), the stations' from their own.
   */
  orderCertificates(order: { companyId: string | null; partnerUpId: string | null; partnerDownId: string | null }, trustedBy: readonly string[]): Promise<OrderCertificates>;
  /** Bus companies' public certificates as each agency registered them. */
  companies: CompanyCertificates;
  /** Issues a certificate from the local CA for someone who is not a company or partner (a demo driver). */
  issueLocal(subject: { commonName: string; unit: string; identifier?: string | null }): Promise<SigningCredentials>;
  /** Makes the local CA now if the database has none (the seed does it before issuing concurrently). */
  ensureLocalCa(): Promise<void>;
}

const CA_OWNER = { kind: 'ca', id: 'local' } as const;
const context = (kind: string, id: string, fingerprint: string) => `${kind}:${id}:${fingerprint}`;

/**
 * Keys and certificates of companies and partners (docs/adr/0077). Private keys are stored AES-256-GCM encrypted
 * with `masterKey`. `localCa` (the embedded demo, TRANSPORT_GATEWAY=local): the local CA is made on first need and
 * issues every owner that has no certificate yet, so the demo works with no setup and an ADMIN's installed PKCS#12
 * replaces it. Without it (the real gateway, docs/adr/0101) nothing is issued and nothing the local CA issued is used
 * or trusted: a station signs only with its installed certificate, and verifies only against real ones.
 */
export function createCredentialStore(deps: { db: Database; masterKey: Buffer; localCa: boolean; now?: () => number }): CredentialStore {
  const repo = createCredentialsRepository(deps.db);
  const now = deps.now ?? Date.now;
  const usable = (row: CredentialRow | null): CredentialRow | null => (row && (deps.localCa || row.source !== 'local-ca') ? row : null);
  // One issuance per owner at a time in this process (another instance racing is settled by the unique index).
  const pending = new Map<string, Promise<CredentialRow | null>>();

  const rowFor = (kind: OwnerKind, id: string, pair: KeyAndCertificate, source: 'local-ca' | 'pkcs12', chainPem: string | null = null) => {
    const cert = new X509Certificate(pair.certificatePem);
    const fingerprint = fingerprintOf(cert);
    return {
      ownerKind: kind,
      ownerId: id,
      certificatePem: pair.certificatePem,
      chainPem,
      privateKeyEnc: encryptKey(deps.masterKey, pair.privateKeyPem, context(kind, id, fingerprint)),
      source,
      fingerprint,
      ...validity(cert),
    };
  };

  const open = (row: CredentialRow): SigningCredentials => ({
    privateKeyPem: decryptKey(deps.masterKey, row.privateKeyEnc, context(row.ownerKind, row.ownerId, row.fingerprint)),
    certificatePem: row.certificatePem,
    source: row.source as SigningCredentials['source'],
  });

  const once = (key: string, make: () => Promise<CredentialRow | null>): Promise<CredentialRow | null> => {
    const running = pending.get(key);
    if (running) return running;
    const started = make().finally(() => pending.delete(key));
    pending.set(key, started);
    return started;
  };

  async function localCa(): Promise<KeyAndCertificate> {
    let row = await repo.current(CA_OWNER.kind, CA_OWNER.id);
    if (!row) {
      row = await once('ca:local', async () => {
        const ca = await createLocalCertificateAuthority(now());
        await repo.insertIfNone(rowFor(CA_OWNER.kind, CA_OWNER.id, ca, 'local-ca'));
        return repo.current(CA_OWNER.kind, CA_OWNER.id);
      });
    }
    if (!row) throw new Error('local certificate authority missing after insert');
    return open(row);
  }

  async function currentRow(owner: CredentialOwner): Promise<CredentialRow | null> {
    const row = await repo.current(owner.kind, owner.id);
    if (row || !deps.localCa) return usable(row);
    return once(`${owner.kind}:${owner.id}`, async () => {
      const who = await repo.ownerName(owner.kind, owner.id);
      if (!who) return null;
      const ca = await localCa();
      const issued = await issueCertificate(ca, { commonName: who.name, unit: who.stationOrAgency, identifier: who.identifier }, now());
      await repo.insertIfNone(rowFor(owner.kind, owner.id, issued, 'local-ca'));
      return repo.current(owner.kind, owner.id);
    });
  }

  const store: CredentialStore = {
    async credentialsOf(owner) {
      const row = await currentRow(owner);
      return row ? open(row) : null;
    },
    async certificateOf(owner) {
      return (await currentRow(owner))?.certificatePem ?? null;
    },
    async certificatesOf(owner) {
      const history = (await repo.history(owner.kind, owner.id)).filter((h) => deps.localCa || h.source !== 'local-ca');
      if (history.length === 0) return store.certificateOf(owner);
      return history.map((h) => h.certificatePem).join('');
    },
    async describe(owner) {
      const row = await currentRow(owner);
      return row ? describeCertificate(row.certificatePem, row.source as TPartnerCertificate['source']) : null;
    },
    async install(owner, pkcs12, password) {
      const read = readPkcs12(pkcs12, password, now());
      if (!read.ok) throw badRequest(read.message);
      const row = rowFor(owner.kind, owner.id, read, 'pkcs12', read.chainPem);
      await repo.replace(row, now());
      return describeCertificate(read.certificatePem, 'pkcs12');
    },
    async trustedIssuers() {
      const ca = deps.localCa ? await repo.current(CA_OWNER.kind, CA_OWNER.id) : null;
      return [...(ca ? [ca.certificatePem] : []), ...(await repo.chains())];
    },
    companies: createCompanyCertificates({ db: deps.db, now, acceptTestCertificates: deps.localCa }),
    async orderCertificates(order, trustedBy) {
      const [company, up, down, issuers] = await Promise.all([
        order.companyId ? store.companies.trusted(trustedBy, order.companyId) : null,
        order.partnerUpId ? store.certificatesOf({ kind: 'partner', id: order.partnerUpId }) : null,
        order.partnerDownId ? store.certificatesOf({ kind: 'partner', id: order.partnerDownId }) : null,
        store.trustedIssuers(),
      ]);
      return { company, up, down, issuers };
    },
    async ensureLocalCa() {
      if (!deps.localCa) throw new Error('the local certificate authority exists only in the embedded demo (TRANSPORT_GATEWAY=local)');
      await localCa();
    },
    async issueLocal(subject) {
      if (!deps.localCa) throw new Error('the local certificate authority exists only in the embedded demo (TRANSPORT_GATEWAY=local)');
      const issued = await issueCertificate(await localCa(), subject, now());
      return { ...issued, source: 'local-ca' };
    },
  };
  return store;
}
