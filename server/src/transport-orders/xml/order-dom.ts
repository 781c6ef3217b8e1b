import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

/** The few DOM reads the order needs, by local name and direct children only (never a document-wide search). */
export function childElements(parent: Element, localName?: string): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (localName === undefined || (node as Element).localName === localName)) out.push(node as Element);
  }
  return out;
}

export function firstChild(parent: Element | null | undefined, localName: string): Element | null {
  if (!parent) return null;
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).localName === localName) return node as Element;
  }
  return null;
}

/** The path of direct children `names` below `parent`, or null where one is missing. */
export function childPath(parent: Element | null | undefined, ...names: string[]): Element | null {
  let current: Element | null = parent ?? null;
  for (const name of names) current = firstChild(current, name);
  return current;
}

/** Trimmed text of an element; null when the element is missing or empty. */
export function textOf(el: Element | null | undefined): string | null {
  const value = el?.textContent?.trim();
  return value ? value : null;
}

/**
 * Parses XML that is already known to be safe (our own output, canonical XML of a verified reference, or an upload
 * past the gate of parse-order-xml.ts): any error or fatal error throws.
 */
export function parseTrustedXml(xml: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(xml, 'text/xml');
}

/** Vietnam is UTC+7 all year; instants in the order are written with that offset. */
const VN_OFFSET_MS = 7 * 3600_000;

export function formatInstant(ms: number): string {
  const d = new Date(ms + VN_OFFSET_MS);
  return `${d.toISOString().slice(0, 19)}+07:00`;
}

/** ISO 8601 with or without an offset (none means Vietnam time), or a bare date (its midnight in Vietnam). */
export function parseInstant(value: string): number | null {
  const s = value.trim();
  let ms: number;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) ms = Date.parse(`${s}T00:00:00+07:00`);
  else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(s)) ms = Date.parse(`${s}+07:00`);
  else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) ms = Date.parse(s);
  else return null;
  return Number.isFinite(ms) ? ms : null;
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
