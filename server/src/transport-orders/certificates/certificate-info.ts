import { X509Certificate, createHash } from 'node:crypto';
import type { TPartnerCertificate } from '@busdesk/api-contract';

const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificates of a PEM bundle (one owner's current and earlier certificates, or a chain). */
export function splitPemBundle(pem: string | null | undefined): string[] {
  return pem ? [...pem.matchAll(PEM_CERT)].map((m) => `${m[0]}\n`) : [];
}

/** One attribute of a distinguished name as Node prints it ('CN=…\nO=…'). */
function nameField(name: string, field: string): string | null {
  for (const line of name.split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0 && line.slice(0, eq) === field) return line.slice(eq + 1);
  }
  return null;
}

export const commonNameOf = (cert: X509Certificate): string | null => nameField(cert.subject, 'CN');

/** 'CN=…, O=…, C=VN' as a person reads a certificate's subject or issuer. */
export const readableName = (name: string): string => name.split('\n').join(', ');

export const fingerprintOf = (cert: X509Certificate): string => createHash('sha256').update(cert.raw).digest('hex');

export function validity(cert: X509Certificate): { notBefore: number; notAfter: number } {
  return { notBefore: Date.parse(cert.validFrom), notAfter: Date.parse(cert.validTo) };
}

export function describeCertificate(pem: string, source: TPartnerCertificate['source']): TPartnerCertificate {
  const cert = new X509Certificate(pem);
  return {
    subject: readableName(cert.subject),
    issuer: readableName(cert.issuer),
    serialNumber: cert.serialNumber,
    ...validity(cert),
    fingerprint: fingerprintOf(cert),
    source,
  };
}
