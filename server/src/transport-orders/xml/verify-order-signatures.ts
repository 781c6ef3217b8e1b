import { X509Certificate } from 'node:crypto';
import type { Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { MSG, type TTransportOrderDocument, type TTransportSignature } from '@busdesk/api-contract';
import { commonNameOf, splitPemBundle, validity } from '../certificates/certificate-info';
import { childElements, childPath, firstChild, parseInstant, parseTrustedXml, textOf } from './order-dom';
import { CONTENT_ID, DOWN_CONFIRM_ID, DSIG_NS, ENVELOPED, EXC_C14N, SHA256, UP_CONFIRM_ID, X } from './order-xml-names';
import { readConfirm, readContent, readOrderDocument } from './read-order-document';
import { signedPartsUnambiguous } from './signed-parts';

/**
 * The certificates an order's signatures are checked against (PEM; each may be a bundle of the owner's current and
 * earlier certificates, so orders signed before a new certificate was installed still verify). `issuers`: the
 * certificate authorities a driver's certificate (carried in its signature's KeyInfo) must be issued by.
 */
export interface OrderCertificates {
  company: string | null;
  up: string | null;
  down: string | null;
  issuers?: readonly string[];
}

const SIGNATURE_METHODS = new Set(['http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512']);
const DIGEST_METHODS = new Set([SHA256, 'http://www.w3.org/2001/04/xmlenc#sha512']);
const TRANSFORMS = new Set([ENVELOPED, EXC_C14N]);

type Check = { ok: true; cert: X509Certificate; signedAt: number; parts: Map<string, string> } | { ok: false; reason: string };

/** Every signature block of the order (company, departure, arrival, one per driver), each verified. */
export function verifyOrderSignatures(xml: string, certs: OrderCertificates): TTransportSignature[] {
  return verifyOrder(xml, certs).signatures;
}

export interface VerifiedOrder {
  signatures: TTransportSignature[];
  /**
   * The document with each part read from the canonical XML of a verified reference where one exists (content from
   * the company's signature, each confirmation from its station's); a part no valid signature covers is read from
   * the document as it stands and flagged false in `verified`.
   */
  document: TTransportOrderDocument | null;
  verified: { content: boolean; up: boolean; down: boolean };
}

/**
 * Verification (docs/adr/0076): a block is valid only if its signature uses RSA-SHA256/512 with SHA-256/512
 * digests and exclusive c14n, covers what its role must sign (content; content and the side's confirmation) and its
 * own signing time, verifies against the owner's certificate on file (never the certificate the XML carries, except
 * a driver's, which must then be issued by a trusted authority), and the certificate was valid when it signed.
 * Names and times are read only from what verified.
 */
export function verifyOrder(xml: string, certs: OrderCertificates): VerifiedOrder {
  const doc = parseTrustedXml(xml);
  const root = doc.documentElement!;
  const lists = firstChild(root, X.signatures);
  const signaturesIn = (list: string) => childElements(firstChild(lists, list) ?? emptyElement(doc), 'Signature').filter((s) => s.namespaceURI === DSIG_NS);

  const single = (role: 'company' | 'up' | 'down', list: string, covers: string[], pem: string | null): { block: TTransportSignature; check: Check | null } => {
    const found = signaturesIn(list);
    if (found.length === 0) return { block: { role, signerName: null, signedAt: null, status: 'absent', reason: null }, check: null };
    if (found.length > 1) return { block: invalid(role, MSG.transport.sigDuplicate), check: null };
    const trusted = splitPemBundle(pem);
    const check = trusted.length === 0 ? ({ ok: false, reason: MSG.transport.sigNoCertificate } as const) : checkSignature(xml, found[0]!, covers, trusted);
    return { block: toBlock(role, check), check };
  };

  const company = single('company', X.companySignatures, [CONTENT_ID], certs.company);
  const up = single('up', X.upSignatures, [CONTENT_ID, UP_CONFIRM_ID], certs.up);
  const down = single('down', X.downSignatures, [CONTENT_ID, DOWN_CONFIRM_ID], certs.down);

  // The document: each part from the canonical XML of a reference whose signature verified, never from the element
  // a reader would find first (docs/adr/0100).
  const contentFrom = [company.check, up.check, down.check].find((c): c is Extract<Check, { ok: true }> => !!c?.ok && c.parts.has(CONTENT_ID));
  const unverified = readOrderDocument(root);
  let document: TTransportOrderDocument | null = unverified.ok ? unverified.value : null;
  const verified = { content: false, up: false, down: false };
  if (document) {
    if (contentFrom) {
      const content = readContent(parseTrustedXml(contentFrom.parts.get(CONTENT_ID)!).documentElement!);
      if (content.ok) {
        document = { ...document, ...content.value };
        verified.content = true;
      }
    }
    for (const [side, check, id] of [['up', up.check, UP_CONFIRM_ID], ['down', down.check, DOWN_CONFIRM_ID]] as const) {
      const canon = check?.ok ? check.parts.get(id) : undefined;
      if (!canon) continue;
      const confirm = readConfirm(parseTrustedXml(canon).documentElement);
      if (confirm.ok) {
        document = { ...document, [side]: confirm.value };
        verified[side] = true;
      }
    }
  }

  const drivers = verifyDrivers(xml, signaturesIn(X.driverSignatures), certs.issuers ?? [], document?.drivers ?? []);
  const signatures = [company.block, up.block, down.block, ...drivers];
  // A file whose parts a reader finds are not (only) the referenced ones: a signature may verify over an element
  // that is not the one shown, so no block of it is valid (the parse gate refuses such a file at upload).
  if (!signedPartsUnambiguous(root)) {
    return {
      signatures: signatures.map((b) => (b.status === 'absent' ? b : invalid(b.role, MSG.transport.sigSignedPartsAmbiguous, b.signerName))),
      document,
      verified: { content: false, up: false, down: false },
    };
  }
  return { signatures, document, verified };
}

function invalid(role: TTransportSignature['role'], reason: string, signerName: string | null = null): TTransportSignature {
  return { role, signerName, signedAt: null, status: 'invalid', reason };
}

function toBlock(role: TTransportSignature['role'], check: Check): TTransportSignature {
  if (!check.ok) return invalid(role, check.reason);
  return { role, signerName: commonNameOf(check.cert), signedAt: check.signedAt, status: 'valid', reason: null };
}

const emptyElement = (doc: ReturnType<typeof parseTrustedXml>) => doc.createElement('none');

/** Algorithms and coverage read from the (not yet verified) SignedInfo: refusals that need no key. */
function precheck(sig: Element, covers: readonly string[]): { ok: true; timeId: string } | { ok: false; reason: string } {
  const signedInfo = firstChild(sig, 'SignedInfo');
  if (!signedInfo) return { ok: false, reason: MSG.transport.sigMalformed };
  const method = firstChild(signedInfo, 'SignatureMethod')?.getAttribute('Algorithm');
  const c14n = firstChild(signedInfo, 'CanonicalizationMethod')?.getAttribute('Algorithm');
  if (!method || !SIGNATURE_METHODS.has(method) || c14n !== EXC_C14N) return { ok: false, reason: MSG.transport.sigAlgorithm };
  const uris: string[] = [];
  for (const ref of childElements(signedInfo, 'Reference')) {
    const uri = ref.getAttribute('URI') ?? '';
    // Same-document references by Id only: nothing outside the file is ever fetched or trusted.
    if (!/^#[A-Za-z_][\w.-]*$/.test(uri)) return { ok: false, reason: MSG.transport.sigMalformed };
    const digest = firstChild(ref, 'DigestMethod')?.getAttribute('Algorithm');
    if (!digest || !DIGEST_METHODS.has(digest)) return { ok: false, reason: MSG.transport.sigAlgorithm };
    for (const t of childElements(firstChild(ref, 'Transforms') ?? signedInfo, 'Transform')) {
      if (!TRANSFORMS.has(t.getAttribute('Algorithm') ?? '')) return { ok: false, reason: MSG.transport.sigAlgorithm };
    }
    uris.push(uri.slice(1));
  }
  const sigId = sig.getAttribute('Id');
  // The signing time: an Object of this signature whose SignatureProperty targets it, referenced by SignedInfo.
  const timeObject = childElements(sig, 'Object').find((o) => {
    const target = childPath(o, 'SignatureProperties', 'SignatureProperty')?.getAttribute('Target');
    return !!o.getAttribute('Id') && (!sigId || target === `#${sigId}`) && !!childPath(o, 'SignatureProperties', 'SignatureProperty', 'SigningTime');
  });
  const timeId = timeObject?.getAttribute('Id');
  if (!timeId || !uris.includes(timeId) || covers.some((id) => !uris.includes(id))) return { ok: false, reason: MSG.transport.sigNotCovering };
  return { ok: true, timeId };
}

function checkSignature(xml: string, sig: Element, covers: readonly string[], trusted: readonly string[]): Check {
  const pre = precheck(sig, covers);
  if (!pre.ok) return pre;
  for (const pem of trusted) {
    // The certificate on file verifies; KeyInfo is ignored (getCertFromKeyInfo → null), so a signature made with
    // any other key fails even if it carries its own certificate.
    const verifier = new SignedXml({ publicCert: pem, getCertFromKeyInfo: () => null });
    let ok: boolean;
    try {
      verifier.loadSignature(sig as unknown as Parameters<SignedXml['loadSignature']>[0]);
      ok = verifier.checkSignature(xml);
    } catch (err) {
      if (err instanceof Error && /signature value/i.test(err.message)) continue; // another of the owner's certificates may match
      return { ok: false, reason: MSG.transport.sigMalformed };
    }
    // false: a reference's digest differs — the signed content changed, whichever certificate is tried.
    if (!ok) return { ok: false, reason: MSG.transport.sigContentChanged };
    const parts = new Map<string, string>();
    for (const ref of verifier.getReferences()) {
      if (ref.signedReference !== undefined) parts.set(ref.uri.replace(/^#/, ''), ref.signedReference);
    }
    const timeCanon = parts.get(pre.timeId);
    const signedAt = timeCanon ? parseInstant(textOf(childPath(parseTrustedXml(timeCanon).documentElement, 'SignatureProperties', 'SignatureProperty', 'SigningTime')) ?? '') : null;
    if (signedAt === null) return { ok: false, reason: MSG.transport.sigMalformed };
    const cert = new X509Certificate(pem);
    const { notBefore, notAfter } = validity(cert);
    if (signedAt < notBefore || signedAt > notAfter) return { ok: false, reason: MSG.transport.sigCertificateNotValidAtSigning };
    return { ok: true, cert, signedAt, parts };
  }
  return { ok: false, reason: MSG.transport.sigWrongCertificate };
}

/**
 * One block per driver signature: its certificate comes from KeyInfo and must be issued by a trusted authority, its
 * common name must be a driver of the verified content it signed. A listed driver without a signature is absent.
 */
function verifyDrivers(xml: string, signatures: Element[], issuers: readonly string[], listed: ReadonlyArray<{ name: string }>): TTransportSignature[] {
  const cas = issuers.flatMap((pem) => splitPemBundle(pem)).map((pem) => new X509Certificate(pem));
  const blocks: TTransportSignature[] = [];
  const signedNames = new Set<string>();
  for (const sig of signatures) {
    const certText = textOf(childPath(sig, 'KeyInfo', 'X509Data', 'X509Certificate'));
    let cert: X509Certificate | null = null;
    try {
      cert = certText ? new X509Certificate(Buffer.from(certText.replace(/\s+/g, ''), 'base64')) : null;
    } catch {
      cert = null;
    }
    if (!cert) {
      blocks.push(invalid('driver', MSG.transport.sigMalformed));
      continue;
    }
    const name = commonNameOf(cert);
    if (!cas.some((ca) => cert.checkIssued(ca) && cert.verify(ca.publicKey))) {
      blocks.push(invalid('driver', MSG.transport.sigDriverUntrusted, name));
      continue;
    }
    const check = checkSignature(xml, sig, [CONTENT_ID], [cert.toString()]);
    if (!check.ok) {
      blocks.push(invalid('driver', check.reason, name));
      continue;
    }
    const signedContent = readContent(parseTrustedXml(check.parts.get(CONTENT_ID)!).documentElement!);
    if (!signedContent.ok || !signedContent.value.drivers.some((d) => d.name === name)) {
      blocks.push(invalid('driver', MSG.transport.sigDriverNotListed, name));
      continue;
    }
    signedNames.add(name ?? '');
    blocks.push(toBlock('driver', check));
  }
  // Drivers of the order (as the verified content lists them) who have not signed, so the view shows every driver's block.
  for (const d of listed) if (!signedNames.has(d.name) && !blocks.some((b) => b.signerName === d.name)) blocks.push({ role: 'driver', signerName: d.name, signedAt: null, status: 'absent', reason: null });
  return blocks;
}
