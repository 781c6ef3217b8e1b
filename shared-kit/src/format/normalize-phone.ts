/**
 * One stored form for Vietnamese phone numbers: '0' + national number. '+84 90 123 4567', '84901234567' and
 * '0901234567' are the same subscriber, and customer lookups must find them under one key. Numbers that are
 * not Vietnamese (another country code) keep their digits, without the plus.
 */
export function normalizePhone(raw: string | null | undefined): string {
  if (!raw) return '';
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const national = trimmed.startsWith('00') ? digits.slice(2) : digits;
  if (national.startsWith('84') && (international || national.length >= 11)) return `0${national.slice(2)}`;
  if (international) return national;
  return digits.startsWith('0') ? digits : `0${digits}`;
}

/** Zalo ZNS wants the 84… form. */
export function toZaloPhone(raw: string | null | undefined): string {
  const phone = normalizePhone(raw);
  return phone.startsWith('0') ? `84${phone.slice(1)}` : phone;
}
