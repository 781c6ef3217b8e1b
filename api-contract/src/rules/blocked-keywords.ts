import { normalizePhone } from './phone';

/** Case, diacritics (đ too) and runs of spaces ignored: 'Nguyễn  Văn' and 'nguyen van' compare equal. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text that is only a phone number's characters (digits, +, spaces, dots, dashes, brackets). */
const isPhoneLike = (text: string): boolean => /^[+\d\s().-]+$/.test(text) && /\d/.test(text);

/**
 * The blocked keyword (000 §2.7 blockSearchKeywords) that the typed search keyword contains, or null. A search is
 * blocked when its keyword contains an entry, whatever the case, diacritics or spacing; a phone entry also blocks
 * the same number typed in another form ('+84 909…', '0909.…'). Empty entries block nothing. The server applies it
 * to the quick search and the customer search alike (ADR 0053).
 */
export function blockedKeywordOf(keyword: string, blocked: readonly string[]): string | null {
  const typed = fold(keyword);
  if (typed === '') return null;
  const typedDigits = isPhoneLike(keyword) ? normalizePhone(keyword) : '';
  for (const entry of blocked) {
    const folded = fold(entry);
    if (folded === '') continue;
    if (typed.includes(folded)) return entry;
    if (typedDigits && isPhoneLike(entry)) {
      const digits = normalizePhone(entry);
      if (digits.length >= 3 && typedDigits.includes(digits)) return entry;
    }
  }
  return null;
}
