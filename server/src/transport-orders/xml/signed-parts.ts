import type { Element } from '@xmldom/xmldom';
import { childElements } from './order-dom';
import { CONTENT_ID, DOWN_CONFIRM_ID, UP_CONFIRM_ID, X } from './order-xml-names';

/** The signed parts: the element name each referenced Id must belong to, as a direct child of the root. */
const SIGNED_PARTS: ReadonlyMap<string, string> = new Map([
  [CONTENT_ID, X.content],
  [UP_CONFIRM_ID, X.upConfirm],
  [DOWN_CONFIRM_ID, X.downConfirm],
]);
/** Direct children of the root that may appear at most once: a second one would be shown while the first is signed. */
const SINGLE_CHILDREN: readonly string[] = [X.content, X.upConfirm, X.downConfirm, X.signatures];
/** xml-crypto resolves a `#Id` reference by any attribute with one of these local names (any prefix). */
const ID_ATTRIBUTES = new Set(['Id', 'ID', 'id']);

/**
 * Whether what the order shows is, unambiguously, what its signatures reference (docs/adr/0100). The view and the
 * list read the content from DLLenh and each confirmation from XacNhanBenDi / XacNhanBenDen, the direct children of
 * the root; a signature references them by Id. Signature wrapping puts a forged, unreferenced copy where a reader
 * looks first and keeps the signed one elsewhere (a second DLLenh without Id, or the signed one moved inside an
 * Object). So: at most one of each part, the content carries the Id `DLLenh`, and every element with one of the
 * signed Ids is the root's child of that part's name. False: a wrapping attempt.
 */
export function signedPartsUnambiguous(root: Element): boolean {
  const children = childElements(root);
  for (const name of SINGLE_CHILDREN) if (children.filter((c) => c.localName === name).length > 1) return false;
  const content = children.find((c) => c.localName === X.content);
  if (content && !idsOf(content).includes(CONTENT_ID)) return false;
  // Every element that a reference could resolve to must be the part it names, in its place.
  const stack: Element[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    for (const id of idsOf(el)) {
      const part = SIGNED_PARTS.get(id);
      if (part !== undefined && (el.parentNode !== root || el.localName !== part)) return false;
    }
    for (const child of childElements(el)) stack.push(child);
  }
  return true;
}

/** The element's Ids, by every attribute xml-crypto would match. */
function idsOf(el: Element): string[] {
  const ids: string[] = [];
  const attrs = el.attributes;
  for (let i = 0; i < attrs.length; i++) {
    const a = attrs.item(i)!;
    if (ID_ATTRIBUTES.has(a.localName ?? a.name)) ids.push(a.value);
  }
  return ids;
}
