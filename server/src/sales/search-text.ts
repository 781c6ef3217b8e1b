/**
 * Text matching of the sales lookups. Counter staff type without diacritics ("mien dong", "da lat"), so a key
 * matches when its folded form occurs in the folded text: NFD with combining marks removed, đ → d, lower case,
 * runs of spaces collapsed.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when no key is given, or the key occurs in one of the texts (diacritics and case ignored). */
export function matchesKey(key: string | null | undefined, ...texts: Array<string | null | undefined>): boolean {
  const folded = foldText(key ?? '');
  if (folded === '') return true;
  return texts.some((t) => t != null && foldText(t).includes(folded));
}
