import { SaxesParser } from 'saxes';
import { MSG, type TTransportOrderDocument } from '@busdesk/api-contract';
import { parseTrustedXml } from './order-dom';
import { ORDER_ROOTS, type OrderRootName } from './order-xml-names';
import { readOrderDocument } from './read-order-document';
import { signedPartsUnambiguous } from './signed-parts';
import { XML_LIMITS } from './xml-limits';

export interface ParsedOrder {
  /** The text as received (decoded), which is what gets stored and verified. */
  xml: string;
  document: TTransportOrderDocument;
  rootName: OrderRootName;
}

export type ParseOrderResult = { ok: true; order: ParsedOrder } | { ok: false; message: string };

class Refusal extends Error {}

const XINCLUDE_NS = 'http://www.w3.org/2001/XInclude';
const ID_ATTRIBUTES = new Set(['Id', 'ID', 'id']);

/**
 * Hardened parse of an uploaded transport order (docs/adr/0078). Refused before any tree is built: more than 2 MB,
 * not UTF-8/UTF-16, any DOCTYPE or ENTITY declaration (so no entity is ever expanded: billion laughs, quadratic
 * blow-up, external and parameter entities all stop at the first check), XInclude and stylesheet references, nesting
 * deeper than 64, more than 20 000 elements, long attributes, duplicate Ids (signature wrapping), not well-formed,
 * another root than LenhVanChuyen / LenhDienTu, a content or confirmation part repeated or out of place (signature
 * wrapping, docs/adr/0100). The gate is one streaming pass (saxes), linear in the input, so a
 * refusal costs at most one read of ≤ 2 MB; only then is the DOM built.
 */
export function parseOrderXml(input: Buffer | string): ParseOrderResult {
  try {
    const xml = decode(input);
    gate(xml);
    const root = parseTrustedXml(xml).documentElement;
    if (!root) throw new Refusal(MSG.transport.xmlEmpty);
    // What a reader shows must be what a signature references (signature wrapping; docs/adr/0100).
    if (!signedPartsUnambiguous(root)) throw new Refusal(MSG.transport.xmlSignedPartsAmbiguous);
    const read = readOrderDocument(root);
    if (!read.ok) return read;
    return { ok: true, order: { xml, document: read.value, rootName: root.localName as OrderRootName } };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, message: err.message };
    // The gate accepted it, so a DOM error here is still malformed input (xmldom is stricter on a few points).
    return { ok: false, message: MSG.transport.xmlMalformed(1, 1) };
  }
}

function decode(input: Buffer | string): string {
  const bytes = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.length;
  if (bytes > XML_LIMITS.maxBytes) throw new Refusal(MSG.transport.xmlTooLarge);
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    const [a, b] = [input[0], input[1]];
    const encoding = a === 0xff && b === 0xfe ? 'utf-16le' : a === 0xfe && b === 0xff ? 'utf-16be' : 'utf-8';
    try {
      text = new TextDecoder(encoding, { fatal: true }).decode(input);
    } catch {
      throw new Refusal(MSG.transport.xmlEncoding);
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!text.trim()) throw new Refusal(MSG.transport.xmlEmpty);
  const declared = /^<\?xml[^>]*\sencoding\s*=\s*["']([^"']+)["']/.exec(text)?.[1]?.toLowerCase();
  if (declared && !['utf-8', 'utf8', 'utf-16'].includes(declared)) throw new Refusal(MSG.transport.xmlEncoding);
  return text;
}

function gate(xml: string): void {
  // A plain scan first: the cheapest refusal of every entity attack, wherever the declaration hides.
  if (/<!DOCTYPE|<!ENTITY|<!ATTLIST|<!ELEMENT/i.test(xml)) throw new Refusal(MSG.transport.xmlDoctype);
  const parser = new SaxesParser({ xmlns: true, position: true });
  let depth = 0;
  let elements = 0;
  const ids = new Set<string>();
  parser.on('error', (err) => {
    if (err instanceof Refusal) throw err;
    throw new Refusal(MSG.transport.xmlMalformed(parser.line, parser.column));
  });
  parser.on('doctype', () => {
    throw new Refusal(MSG.transport.xmlDoctype);
  });
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() === 'xml-stylesheet') throw new Refusal(MSG.transport.xmlExternalReference);
  });
  parser.on('opentag', (tag) => {
    depth++;
    elements++;
    if (depth > XML_LIMITS.maxDepth) throw new Refusal(MSG.transport.xmlTooDeep);
    if (elements > XML_LIMITS.maxElements) throw new Refusal(MSG.transport.xmlTooManyNodes);
    if (elements === 1 && !(ORDER_ROOTS as readonly string[]).includes(tag.local)) throw new Refusal(MSG.transport.xmlWrongRoot);
    if (tag.uri === XINCLUDE_NS) throw new Refusal(MSG.transport.xmlExternalReference);
    const attributes = Object.values(tag.attributes);
    if (attributes.length > XML_LIMITS.maxAttributes) throw new Refusal(MSG.transport.xmlAttributeTooLong);
    for (const attr of attributes) {
      if (attr.value.length > XML_LIMITS.maxAttributeLength) throw new Refusal(MSG.transport.xmlAttributeTooLong);
      if (attr.uri === XINCLUDE_NS) throw new Refusal(MSG.transport.xmlExternalReference);
      if (ID_ATTRIBUTES.has(attr.local) && attr.prefix === '') {
        if (ids.has(attr.value)) throw new Refusal(MSG.transport.xmlDuplicateId);
        ids.add(attr.value);
      }
    }
  });
  parser.on('closetag', () => {
    depth--;
  });
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof Refusal) throw err;
    throw new Refusal(MSG.transport.xmlMalformed(parser.line, parser.column));
  }
  if (elements === 0) throw new Refusal(MSG.transport.xmlEmpty);
}
