import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, epochMs, idColumn, requiredRef } from './columns';
import { companies } from './network';
import { partners, partnerUsers } from './partners';

/**
 * Signing credentials of transport orders (issue 14, docs/adr/0077): one current row per owner (a company, a partner,
 * or the local certificate authority 'ca'/'local'), earlier ones kept with `replaced_at` so orders signed before a
 * new certificate was installed still verify. The private key is AES-256-GCM encrypted with the credentials master
 * key (never stored in this table); the certificate is public.
 */
export const transportCredentials = pgTable(
  'transport_credentials',
  {
    id: idColumn(),
    /** 'company' | 'partner' | 'ca' */
    ownerKind: text('owner_kind').notNull(),
    ownerId: text('owner_id').notNull(),
    certificatePem: text('certificate_pem').notNull(),
    /** Issuer certificates that came with an installed PKCS#12 (PEM bundle). */
    chainPem: text('chain_pem'),
    /** 'v1.' iv '.' tag '.' ciphertext (base64url), additional data owner kind, owner id and fingerprint. */
    privateKeyEnc: text('private_key_enc').notNull(),
    /** 'local-ca' | 'pkcs12' */
    source: text('source').notNull(),
    /** SHA-256 of the DER certificate, hex lower case. */
    fingerprint: text('fingerprint').notNull(),
    notBefore: epochMs('not_before').notNull(),
    notAfter: epochMs('not_after').notNull(),
    createdAt: createdAt(),
    replacedAt: epochMs('replaced_at'),
  },
  (t) => [
    uniqueIndex('transport_credentials_current_uq').on(t.ownerKind, t.ownerId).where(sql`replaced_at is null`),
    index('transport_credentials_owner_idx').on(t.ownerKind, t.ownerId),
  ],
);

/**
 * Bus companies' public certificates as a station registered them (docs/adr/0101): what a company's signature on
 * an order is verified against. Per registering agency (`partner_id`), so one agency's registration never makes an
 * order valid for another; one current row per agency and company, earlier ones kept with `replaced_at` so orders
 * signed before a company renewed its certificate still verify. Public data: no key.
 */
export const companyCertificates = pgTable(
  'company_certificates',
  {
    id: idColumn(),
    partnerId: requiredRef('partner_id', () => partners.id),
    companyId: requiredRef('company_id', () => companies.id),
    certificatePem: text('certificate_pem').notNull(),
    /** SHA-256 of the DER certificate, hex lower case. */
    fingerprint: text('fingerprint').notNull(),
    notBefore: epochMs('not_before').notNull(),
    notAfter: epochMs('not_after').notNull(),
    /** 'registered' (an ADMIN's upload) | 'local-ca' (the embedded demo's seed: a test certificate, not trusted with the real gateway) */
    source: text('source').notNull(),
    createdBy: text('created_by').references(() => partnerUsers.id),
    createdAt: createdAt(),
    replacedAt: epochMs('replaced_at'),
  },
  (t) => [
    uniqueIndex('company_certificates_current_uq').on(t.partnerId, t.companyId).where(sql`replaced_at is null`),
    index('company_certificates_owner_idx').on(t.partnerId, t.companyId),
  ],
);
