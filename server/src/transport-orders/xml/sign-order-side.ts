import type { Document, Element } from '@xmldom/xmldom';
import { CONTENT_ID, DOWN_CONFIRM_ID, DSIG_NS, UP_CONFIRM_ID, X } from './order-xml-names';
import { childElements, firstChild, formatInstant, parseTrustedXml } from './order-dom';
import { ensureSignatureList, serializeXml, signOrderPart } from './sign-order-part';

export interface SideSigner {
  privateKeyPem: string;
  certificatePem: string;
  /** The signing staff written in the confirmation block (NhanVienKy). */
  name: string;
  at: Date;
}

export interface SideConfirmation {
  passengerCount: number | null;
  /** The side's moment (docs/adr/0126): the bus leaving (GioXuatBenThucTe) up, entering the arrival station (GioVaoBen) down. */
  time: Date | null;
}

const SIDE = {
  up: { block: X.upConfirm, id: UP_CONFIRM_ID, list: X.upSignatures },
  down: { block: X.downConfirm, id: DOWN_CONFIRM_ID, list: X.downSignatures },
} as const;

/**
 * A station signs its side (002 §4 'Station signing'): its confirmation block (XacNhanBenDi / XacNhanBenDen) gets the
 * signing staff, the confirmation time and, when given, the passenger count and the side's moment (the actual departure
 * up, the arrival at the station down); then an
 * enveloped signature covering the content (DLLenh) and that block goes into the side's list (DanhSachChuKySo/BenDi or
 * BenDen), replacing an earlier one of the same side. The other side's block and every other signature are left
 * byte for byte, so they stay valid. `xml` is an order already accepted by parseOrderXml.
 */
export function signOrderSide(xml: string, side: 'up' | 'down', signer: SideSigner, confirm?: SideConfirmation): string {
  const spec = SIDE[side];
  const doc = parseTrustedXml(xml);
  const root = doc.documentElement!;
  const block = confirmBlock(doc, root, spec.block, spec.id);
  setField(doc, block, X.signingStaff, signer.name);
  setField(doc, block, X.confirmTime, formatInstant(signer.at.getTime()));
  if (confirm?.passengerCount != null) setField(doc, block, X.passengerCount, String(confirm.passengerCount));
  if (confirm?.time) setField(doc, block, side === 'up' ? X.departureTime : X.entryTime, formatInstant(confirm.time.getTime()));
  const list = ensureSignatureList(doc, spec.list);
  for (const old of childElements(list)) if (old.namespaceURI === DSIG_NS && old.localName === 'Signature') list.removeChild(old);
  return signOrderPart(serializeXml(doc), { list: spec.list, covers: [CONTENT_ID, spec.id], signatureId: `CKS-${spec.list}` }, signer);
}

/** The side's block, created in its place (after DLLenh and the departure block, before the signature list). */
function confirmBlock(doc: Document, root: Element, name: string, id: string): Element {
  const existing = firstChild(root, name);
  if (existing) {
    if (existing.getAttribute('Id') !== id) existing.setAttribute('Id', id);
    return existing;
  }
  const block = doc.createElement(name);
  block.setAttribute('Id', id);
  const before = name === X.upConfirm ? (firstChild(root, X.downConfirm) ?? firstChild(root, X.signatures)) : firstChild(root, X.signatures);
  root.insertBefore(block, before);
  return block;
}

/** Fields of a confirmation block in the order of 002 §3: entry, departure, passengers, confirmation, staff. */
const FIELD_ORDER: string[] = [X.entryTime, X.departureTime, X.passengerCount, X.confirmTime, X.signingStaff];

function setField(doc: Document, block: Element, name: string, value: string): void {
  let el = firstChild(block, name);
  if (!el) {
    el = doc.createElement(name);
    const later = FIELD_ORDER.slice(FIELD_ORDER.indexOf(name) + 1);
    let before: Element | null = null;
    for (const n of later) before ??= firstChild(block, n);
    block.insertBefore(el, before);
  }
  while (el.firstChild) el.removeChild(el.firstChild);
  el.appendChild(doc.createTextNode(value));
}
