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
  const opened = openPfx(der, password);
  if (!opened.ok) return opened;
  const p12 = opened.p12;

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

const MAC_FAILED = /MAC could not be verified/i;

function parsePfxAsn1(der: Buffer): forge.asn1.Asn1 | null {
  try {
    return forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
  } catch {
    return null;
  }
}

/**
 * node-forge takes one password for both uses, but PKCS#12 spells it two ways: its MAC and legacy bags derive
 * keys from the password as UTF-16 (forge's own reading of a JS string), PBES2 bags (OpenSSL 3's default) from its
 * UTF-8 bytes. A non-ASCII password (a Vietnamese one) therefore passes the MAC and then fails to decrypt; the MAC
 * has by then proved the password right, so the second try drops the MAC and reads the bags with the UTF-8 bytes.
 */
function openPfx(der: Buffer, password: string): { ok: true; p12: forge.pkcs12.Pkcs12Pfx } | { ok: false; message: string } {
  const asn1 = parsePfxAsn1(der);
  if (!asn1) return { ok: false, message: MSG.transport.certificateUnreadable };
  try {
    return { ok: true, p12: forge.pkcs12.pkcs12FromAsn1(asn1, false, password) };
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    if (MAC_FAILED.test(text)) return { ok: false, message: MSG.transport.certificateWrongPassword };
    const hasMac = Array.isArray(asn1.value) && asn1.value.length > 2;
    if (hasMac && /[^\x00-\x7f]/.test(password)) {
      const again = parsePfxAsn1(der)!;
      (again.value as forge.asn1.Asn1[]).splice(2);
      try {
        return { ok: true, p12: forge.pkcs12.pkcs12FromAsn1(again, false, forge.util.encodeUtf8(password)) };
      } catch {
        return { ok: false, message: MSG.transport.certificateUnreadable };
      }
    }
    // Without a MAC a wrong password shows only as bags that do not decrypt.
    return { ok: false, message: hasMac ? MSG.transport.certificateUnreadable : MSG.transport.certificateWrongPassword };
  }
}

const OIDS = { shroudedKey: '1.2.840.113549.1.12.10.1.2', key: '1.2.840.113549.1.12.10.1.1', cert: '1.2.840.113549.1.12.10.1.3' } as const;

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] => p12.getBags({ bagType })[bagType] ?? [];

function derToPem(binary: string): string {
  const b64 = Buffer.from(binary, 'binary').toString('base64').replace(/.{64}/g, '$&\n');
  return `-----BEGIN CERTIFICATE-----\n${b64}${b64.endsWith('\n') ? '' : '\n'}-----END CERTIFICATE-----\n`;
}
