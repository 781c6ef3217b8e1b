/** GSM 03.38 basic set (one septet each) and its extension table (escape + char: two septets). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters as the network counts them: septets for GSM-7 (extension characters count 2), UTF-16 units for UCS-2. */
  length: number;
  /** Segments billed: GSM-7 160 alone or 153 each when concatenated; UCS-2 70 alone or 67 each. */
  quantity: number;
}

export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) septets += 1;
    else if (GSM_EXTENDED.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', length: septets, quantity: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'UCS-2', length: units, quantity: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/**
 * The text an SMS actually carries: Vietnamese without diacritics (đ → d), whitespace collapsed. With diacritics
 * every message would be UCS-2, 70 characters a segment instead of 160, so a typical ticket SMS would cost 2–3
 * segments instead of 1; brand-name SMS in Vietnam is sent unaccented for that reason.
 */
export function toSmsText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
