import { X509Certificate } from 'node:crypto';
import { MSG, type TCompanyCertificate, type TCompanyCertificateEntry } from '@busdesk/api-contract';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../lib/http-error';
import { fingerprintOf, readableName, splitPemBundle, validity } from './certificate-info';
import { createCompanyCertificatesRepository, type CompanyCertificateRow } from './company-certificates-repository';

export interface CompanyCertificates {
  /** Every company of the network with the agency's current registration. */
  list(partnerId: string): Promise<TCompanyCertificateEntry[]>;
  /** An ADMIN registers a company's public certificate (PEM or DER) for the agency; a Vietnamese 400 when unusable. */
  register(by: { partnerId: string; userId: string | null }, companyId: string, file: Buffer): Promise<TCompanyCertificateEntry>;
  /** The embedded demo's seed registers a company's local-CA certificate (a test certificate) for an agency. */
  registerTestCertificate(partnerId: string, companyId: string, certificatePem: string): Promise<void>;
  /**
   * What the company's signature is verified against for these agencies (the viewer's own and its parent): every
   * certificate they registered for it, current and replaced, as one PEM bundle; null when none.
   */
  trusted(partnerIds: readonly string[], companyId: string): Promise<string | null>;
}

/** A tax code as Vietnamese signing certificates carry it in the subject: UID=MST:0301234567, or serialNumber. */
const TAX_CODE_FIELD = /^(?:UID|serialNumber|0\.9\.2342\.19200300\.100\.1\.1|2\.5\.4\.5)=(?:MST:)?(\d{10}(?:-\d{3})?)$/;

/** The certificate's tax code, when its subject names one. */
export function taxCodeOf(cert: X509Certificate): string | null {
  for (const line of cert.subject.split('\n')) {
    const m = TAX_CODE_FIELD.exec(line.trim());
    if (m) return m[1]!;
  }
  return null;
}

/** The first certificate of a PEM file (a chain starts with its leaf), else the file as DER; null when neither reads. */
function readCertificate(file: Buffer): X509Certificate | null {
  try {
    const text = file.toString('latin1');
    if (text.includes('-----BEGIN CERTIFICATE-----')) {
      const [first] = splitPemBundle(text);
      return first ? new X509Certificate(first) : null;
    }
    return new X509Certificate(file);
  } catch {
    return null;
  }
}

function describe(row: CompanyCertificateRow): TCompanyCertificate {
  const cert = new X509Certificate(row.certificatePem);
  return {
    subject: readableName(cert.subject),
    issuer: readableName(cert.issuer),
    serialNumber: cert.serialNumber,
    notBefore: row.notBefore,
    notAfter: row.notAfter,
    fingerprint: row.fingerprint,
    source: row.source as TCompanyCertificate['source'],
    registeredAt: row.createdAt,
  };
}

/**
 * Bus companies' public certificates registered by each agency (docs/adr/0101). A company signs its orders with its
 * own key in its own software; the station holds only its public X.509 certificate and verifies against that. With
 * the real gateway (`acceptTestCertificates` false) the demo seed's local-CA registrations are not trusted.
 */
export function createCompanyCertificates(deps: { db: Database; now?: () => number; acceptTestCertificates: boolean }): CompanyCertificates {
  const repo = createCompanyCertificatesRepository(deps.db);
  const now = deps.now ?? Date.now;
  const entryOf = (c: { id: string; name: string; taxId: string | null }, row: CompanyCertificateRow | null): TCompanyCertificateEntry => ({
    companyId: c.id,
    companyName: c.name,
    taxId: c.taxId,
    certificate: row ? describe(row) : null,
  });
  const rowOf = (partnerId: string, companyId: string, cert: X509Certificate, source: 'registered' | 'local-ca', userId: string | null) => ({
    partnerId,
    companyId,
    certificatePem: cert.toString(),
    fingerprint: fingerprintOf(cert),
    ...validity(cert),
    source,
    createdBy: userId,
  });

  return {
    async list(partnerId) {
      const rows = await repo.listFor(partnerId);
      return rows.map((r) => entryOf(r, r.current));
    },
    async register(by, companyId, file) {
      const company = await repo.company(companyId);
      if (!company) throw notFound();
      const cert = readCertificate(file);
      if (!cert) throw badRequest(MSG.transport.companyCertificateUnreadable);
      const key = cert.publicKey;
      // Verification accepts RSA-SHA256/512 only (docs/adr/0076): another key could never verify an order.
      if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) throw badRequest(MSG.transport.certificateNotRsa);
      if (cert.ca) throw badRequest(MSG.transport.companyCertificateIsCa);
      const { notBefore, notAfter } = validity(cert);
      if (notAfter < now()) throw badRequest(MSG.transport.certificateExpired);
      if (notBefore > now()) throw badRequest(MSG.transport.certificateNotYetValid);
      // A certificate that names another tax code is another company's: refused rather than trusted for this one.
      const taxCode = taxCodeOf(cert);
      if (taxCode && company.taxId && taxCode.split('-', 1)[0] !== company.taxId.split('-', 1)[0]) {
        throw badRequest(MSG.transport.companyCertificateTaxMismatch(taxCode, company.name, company.taxId));
      }
      const row = await repo.replace(rowOf(by.partnerId, company.id, cert, 'registered', by.userId), now());
      return entryOf(company, row);
    },
    async registerTestCertificate(partnerId, companyId, certificatePem) {
      await repo.replace(rowOf(partnerId, companyId, new X509Certificate(certificatePem), 'local-ca', null), now());
    },
    async trusted(partnerIds, companyId) {
      const pems = await repo.history(partnerIds, companyId, { withTestCertificates: deps.acceptTestCertificates });
      return pems.length ? pems.join('') : null;
    },
  };
}
