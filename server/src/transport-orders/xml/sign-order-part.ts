import { XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { firstChild, formatInstant, escapeXml } from './order-dom';
import { ENVELOPED, EXC_C14N, RSA_SHA256, SHA256, X } from './order-xml-names';

export interface XmlSigner {
  privateKeyPem: string;
  certificatePem: string;
  at: Date;
}

/** Where one signature goes: its list under DanhSachChuKySo, the Ids it covers, and a unique Id for the signature. */
export interface SignaturePlacement {
  list: string;
  covers: readonly string[];
  signatureId: string;
}

/**
 * Makes sure DanhSachChuKySo and the list exist (the last child of the root, lists in the order company, up, down,
 * drivers), so every signer appends to the same place.
 */
export function ensureSignatureList(doc: Document, list: string): Element {
  const root = doc.documentElement!;
  let container = firstChild(root, X.signatures);
  if (!container) {
    container = doc.createElement(X.signatures);
    root.appendChild(container);
  }
  const order = [X.companySignatures, X.upSignatures, X.downSignatures, X.driverSignatures] as string[];
  let el = firstChild(container, list);
  if (!el) {
    el = doc.createElement(list);
    const after = order.slice(order.indexOf(list) + 1);
    let before: Element | null = null;
    for (const name of after) before ??= firstChild(container, name);
    container.insertBefore(el, before);
  }
  return el;
}

export const serializeXml = (doc: Document): string => new XMLSerializer().serializeToString(doc);

/**
 * An enveloped XML-DSig (RSA-SHA256, exclusive c14n, the signer's certificate in KeyInfo) appended to `list`. It
 * references each covered element by Id and its own SigningTime (an Object inside the signature), so the signing
 * time is signed too and is read back only from a verified reference.
 */
export function signOrderPart(xml: string, placement: SignaturePlacement, signer: XmlSigner): string {
  const timeId = `${placement.signatureId}-SigningTime`;
  const sig = new SignedXml({
    privateKey: signer.privateKeyPem,
    publicCert: signer.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
    objects: [
      {
        content: `<SignatureProperties><SignatureProperty Target="#${escapeXml(placement.signatureId)}"><SigningTime>${formatInstant(signer.at.getTime())}</SigningTime></SignatureProperty></SignatureProperties>`,
        attributes: { Id: timeId },
      },
    ],
  });
  for (const id of placement.covers) {
    sig.addReference({ xpath: `//*[@Id='${id}']`, transforms: [ENVELOPED, EXC_C14N], digestAlgorithm: SHA256 });
  }
  sig.addReference({ xpath: `//*[@Id='${timeId}']`, transforms: [EXC_C14N], digestAlgorithm: SHA256 });
  sig.computeSignature(xml, {
    attrs: { Id: placement.signatureId },
    location: { reference: `/*/*[local-name(.)='${X.signatures}']/*[local-name(.)='${placement.list}']`, action: 'append' },
  });
  return sig.getSignedXml();
}
