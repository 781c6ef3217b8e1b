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

/**
 * PostgreSQL refuses NUL in text parameters with an error that would surface as a 500; a value carrying one
 * can match nothing, so callers treat it as an invalid field instead of sending it.
 */
export function findNulField(input: Record<string, unknown>): string | undefined {
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && value.includes('\u0000')) return key;
    if (Array.isArray(value) && value.some((v) => typeof v === 'string' && v.includes('\u0000'))) return key;
  }
  return undefined;
}
