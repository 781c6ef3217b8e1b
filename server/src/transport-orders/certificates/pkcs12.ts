import { X509Certificate, createPrivateKey } from 'node:crypto';
import forge from 'node-forge';
import { MSG } from '@busdesk/api-contract';
import { validity } from './certificate-info';

export type Pkcs12Result =
  | { ok: true; privateKeyPem: string; certificatePem: string; chainPem: string | null }
  | { ok: false; message: string };

/**
 * Reads a PKCS#12 (.p12/.pfx) as Vietnamese CAs and USB-token tools export it (node-forge: the legacy 3DES/RC2
 * bags as well as OpenSSL 3's PBES2/AES; docs/adr/0077). It must hold one RSA key of ≥ 2048 bits and the
 * certificate of that key, valid now; other certificates are kept as the chain.
 */
export function readPkcs12(der: Buffer, password: string, now = Date.now()): Pkcs12Result {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
    try {
      p12 = forge.pkcs12.pkcs12FromAsn1(asn1, true, password);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      // forge says 'Invalid password?' for a MAC mismatch and fails to decrypt bags with a wrong password.
      if (/password|mac|decrypt|invalid/i.test(text)) return { ok: false, message: MSG.transport.certificateWrongPassword };
      return { ok: false, message: MSG.transport.certificateUnreadable };
    }
  } catch {
    return { ok: false, message: MSG.transport.certificateUnreadable };
  }

  const keyBags = [...bagsOf(p12, OIDS.shroudedKey), ...bagsOf(p12, OIDS.key)];
  if (keyBags.length === 0) return { ok: false, message: MSG.transport.certificateNoKey };
  const bag = keyBags[0]!;
  // forge parses RSA keys only; another algorithm leaves `key` empty.
  if (!bag.key) return { ok: false, message: MSG.transport.certificateNotRsa };
  const key = createPrivateKey(forge.pki.privateKeyToPem(bag.key));
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) return { ok: false, message: MSG.transport.certificateNotRsa };
  const privateKeyPem = key.export({ type: 'pkcs8', format: 'pem' }).toString();

  const certPems: string[] = [];
  for (const certBag of bagsOf(p12, OIDS.cert)) {
    if (certBag.cert) certPems.push(forge.pki.certificateToPem(certBag.cert));
    else if (certBag.asn1) certPems.push(derToPem(forge.asn1.toDer(certBag.asn1).getBytes()));
  }
  const certs = certPems.flatMap((pem) => {
    try {
      return [{ pem, cert: new X509Certificate(pem) }];
    } catch {
      return [];
    }
  });
  const own = certs.find((c) => c.cert.checkPrivateKey(key));
  if (!own) return { ok: false, message: certs.length ? MSG.transport.certificateKeyMismatch : MSG.transport.certificateUnreadable };
  const { notBefore, notAfter } = validity(own.cert);
  if (notAfter < now) return { ok: false, message: MSG.transport.certificateExpired };
  if (notBefore > now) return { ok: false, message: MSG.transport.certificateNotYetValid };
  const chain = certs.filter((c) => c !== own).map((c) => c.pem);
  return { ok: true, privateKeyPem, certificatePem: own.pem, chainPem: chain.length ? chain.join('') : null };
}

const OIDS = { shroudedKey: '1.2.840.113549.1.12.10.1.2', key: '1.2.840.113549.1.12.10.1.1', cert: '1.2.840.113549.1.12.10.1.3' } as const;

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] => p12.getBags({ bagType })[bagType] ?? [];

function derToPem(binary: string): string {
  const b64 = Buffer.from(binary, 'binary').toString('base64').replace(/.{64}/g, '$&\n');
  return `-----BEGIN CERTIFICATE-----\n${b64}${b64.endsWith('\n') ? '' : '\n'}-----END CERTIFICATE-----\n`;
}
