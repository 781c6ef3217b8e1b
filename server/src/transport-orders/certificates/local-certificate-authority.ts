import { createPrivateKey, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

const generateKeyPairAsync = promisify(generateKeyPair);
const DAY = 86_400_000;

export interface KeyAndCertificate {
  privateKeyPem: string;
  certificatePem: string;
}

/**
 * RSA-2048 from node:crypto: native and run on the libuv pool, so issuing for every demo owner at once uses both
 * cores (~90 ms per key, ~1.2 s for ten on this machine; docs/adr/0077). PKCS#8 PEM.
 */
export async function generateRsaKeyPair(): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  const { privateKey, publicKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

type NameAttr = forge.pki.CertificateField;
// UTF8String so Vietnamese names survive (forge's default PrintableString cannot hold them).
const utf8 = (shortName: string, value: string): NameAttr => ({ shortName, value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class });

/** The local CA's name, built from text each time: names read back from a forge certificate hold UTF-8 bytes that forge would encode again. */
const CA_NAME = (): NameAttr[] => [utf8('CN', 'Busdesk CA thử nghiệm (không dùng cho giao dịch thật)'), utf8('O', 'Busdesk'), { shortName: 'C', value: 'VN' }];

function serial(): string {
  // Positive 16-byte serial (RFC 5280 §4.1.2.2): the top bit cleared.
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  return bytes.toString('hex');
}

function forgeKey(pkcs8Pem: string): forge.pki.rsa.PrivateKey {
  // forge reads PKCS#1; node:crypto converts.
  return forge.pki.privateKeyFromPem(createPrivateKey(pkcs8Pem).export({ type: 'pkcs1', format: 'pem' }).toString());
}

/**
 * A fresh key pair and an unsigned certificate for it, valid for `years`. Back-dated a month so the demo's orders of
 * earlier days were signed inside the validity.
 */
async function newCertificate(years: number, now: number) {
  const keys = await generateRsaKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKeyPem);
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(now - 30 * DAY);
  cert.validity.notAfter = new Date(now + years * 365 * DAY);
  return { keys, cert };
}

/** The demo's certificate authority: self-signed, 10 years, CA:true, keyCertSign. */
export async function createLocalCertificateAuthority(now = Date.now()): Promise<KeyAndCertificate> {
  const { keys, cert } = await newCertificate(10, now);
  cert.setSubject(CA_NAME());
  cert.setIssuer(CA_NAME());
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgeKey(keys.privateKeyPem), forge.md.sha256.create());
  return { privateKeyPem: keys.privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) };
}

export interface IssueRequest {
  commonName: string;
  /** What the owner is, written in the certificate's OU: 'Doanh nghiệp vận tải', 'Bến xe', 'Lái xe'. */
  unit: string;
  /** Tax code or station code, as Vietnamese signing certificates carry the owner's identifier. */
  identifier?: string | null;
}

/** A signing certificate for one owner: 3 years (orders are kept 3 years), digitalSignature + nonRepudiation. */
export async function issueCertificate(ca: KeyAndCertificate, request: IssueRequest, now = Date.now()): Promise<KeyAndCertificate> {
  const { keys, cert } = await newCertificate(3, now);
  const subject: NameAttr[] = [utf8('CN', request.commonName), utf8('OU', request.unit)];
  if (request.identifier) subject.push({ name: 'serialNumber', value: request.identifier });
  subject.push({ shortName: 'C', value: 'VN' });
  cert.setSubject(subject);
  cert.setIssuer(CA_NAME());
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forgeKey(ca.privateKeyPem), forge.md.sha256.create());
  return { privateKeyPem: keys.privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) };
}
