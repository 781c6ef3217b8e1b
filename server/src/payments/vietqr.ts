/**
 * VietQR (NAPAS, EMVCo merchant-presented QR) payloads for bank transfers to an account (service QRIBFTTA).
 * Each field is ID (2 digits) + length (2 digits) + value; the CRC field covers everything before it
 * including its own '6304' header.
 */

/** NAPAS's application id in field 38.00. */
export const NAPAS_GUID = 'A000000727';
/** Transfer to an account (QRIBFTTC would be to a card). */
export const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
export const MB_BANK_BIN = '970422';

export interface VietQrInput {
  /** NAPAS BIN of the receiving bank, 6 digits. */
  bankBin: string;
  /** ≤ 19 characters. */
  accountNumber: string;
  /** đồng; absent → a static QR (the payer types the amount). */
  amount?: number;
  /** Purpose (62.08): ASCII ≤ 25 characters; Vietnamese diacritics are stripped. */
  purpose?: string;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no xor-out), 4 upper-case hex digits, zero-padded. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  // An unpadded CRC below 0x1000 is a known bug of some libraries: banking apps then reject the code.
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** 'Thanh toán vé Đà Lạt' → 'Thanh toan ve Da Lat': banks carry the purpose as ASCII. */
export function toAsciiPurpose(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export function buildVietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bankBin)) throw new Error('VietQR bank BIN must be 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(input.accountNumber)) throw new Error('VietQR account number must be 1–19 letters or digits');
  const dynamic = input.amount !== undefined;
  if (dynamic && (!Number.isSafeInteger(input.amount) || input.amount! <= 0 || String(input.amount).length > 13)) {
    throw new Error('VietQR amount must be a positive whole number of đồng, at most 13 digits');
  }
  const purpose = input.purpose === undefined ? '' : toAsciiPurpose(input.purpose);
  if (purpose.length > 25) throw new Error('VietQR purpose must be at most 25 characters');

  const beneficiary = tlv('00', input.bankBin) + tlv('01', input.accountNumber);
  const merchant = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', SERVICE_TO_ACCOUNT);
  let body = tlv('00', '01') + tlv('01', dynamic ? '12' : '11') + tlv('38', merchant) + tlv('53', '704');
  if (dynamic) body += tlv('54', String(input.amount));
  body += tlv('58', 'VN');
  if (purpose) body += tlv('62', tlv('08', purpose));
  const withHeader = `${body}6304`;
  return withHeader + crc16CcittFalse(withHeader);
}

/** One level of TLV fields, in order; throws on a length that runs past the end. */
export function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) throw new Error(`bad TLV at ${at}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

export interface ParsedVietQr {
  crcValid: boolean;
  dynamic: boolean;
  guid: string | undefined;
  service: string | undefined;
  bankBin: string | undefined;
  accountNumber: string | undefined;
  amount: number | undefined;
  currency: string | undefined;
  country: string | undefined;
  purpose: string | undefined;
}

/** Reads a VietQR payload back (tests, the simulator and the provider driver's answer check use it). */
export function parseVietQrPayload(payload: string): ParsedVietQr {
  const root = parseTlv(payload);
  const merchant = parseTlv(root.get('38') ?? '');
  const beneficiary = parseTlv(merchant.get('01') ?? '');
  const extra = root.has('62') ? parseTlv(root.get('62')!) : new Map<string, string>();
  const crc = root.get('63');
  return {
    crcValid: crc !== undefined && payload.endsWith(crc) && crc16CcittFalse(payload.slice(0, -4)) === crc,
    dynamic: root.get('01') === '12',
    guid: merchant.get('00'),
    service: merchant.get('02'),
    bankBin: beneficiary.get('00'),
    accountNumber: beneficiary.get('01'),
    amount: root.has('54') ? Number(root.get('54')) : undefined,
    currency: root.get('53'),
    country: root.get('58'),
    purpose: extra.get('08'),
  };
}
