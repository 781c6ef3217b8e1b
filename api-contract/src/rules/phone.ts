/**
 * Booking phone (001 §5): international style, 3 + 3 + 4 to 6 digits, with an optional leading plus,
 * optional parentheses around the first group and optional space, dot or hyphen separators.
 * E.g. '0901234567', '+84901234567', '(090) 123-4567', '090.123.456789'; not '+84 90 123 4567'.
 */
export const BOOKING_PHONE_REGEX = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;

/**
 * Vietnamese mobile (002 §5, bank registration): 03/05/07/08/09 or legacy 012/016/018/019, then 8 digits.
 * Legacy 11-digit numbers are accepted as the seed writes them; carriers are never inferred from the prefix.
 */
export const VN_MOBILE_REGEX = /^(0[35789]|01[2689])[0-9]{8}$/;

export const isBookingPhone = (phone: string): boolean => BOOKING_PHONE_REGEX.test(phone.trim());
export const isVnMobile = (phone: string): boolean => VN_MOBILE_REGEX.test(phone.trim());
/** A leading plus is removed before a booking phone is sent (001 §5); the server strips it too. */
export const bookingPhoneForSending = (phone: string): string => phone.trim().replace(/^\+/, '');

/**
 * One stored form for Vietnamese phone numbers: '0' + national number. '+84 90 123 4567', '84901234567' and
 * '0901234567' are the same subscriber, and customer lookups must find them under one key (so a typed prefix is
 * normalised the same way before it is searched). Numbers of another country keep their digits, without the plus.
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
