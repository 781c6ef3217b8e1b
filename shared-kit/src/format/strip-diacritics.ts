/**
 * Vietnamese text without tone marks and with đ → d: for accent-insensitive search and for ASCII-only
 * channels (the VietQR purpose field, SMS without Unicode).
 */
export function stripDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** Lower-case, accent-free, single-spaced: the key two spellings of a name share. */
export const searchKey = (text: string): string => stripDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();
