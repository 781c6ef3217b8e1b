import { randomBytes } from 'node:crypto';

/**
 * A bill number for the VietQR purpose field (62.08, ≤ 25 ASCII): 'BD' + base36 milliseconds (8 characters until
 * 2059) + 6 random base36 characters. Upper-case letters and digits only, because banks upper-case and strip the
 * purpose text; 16 characters leave room for banks that prepend their own words. Unique by the table's index.
 */
export function newBillNumber(now: number = Date.now()): string {
  const random = randomBytes(8).readBigUInt64BE() % 36n ** 6n;
  return `BD${now.toString(36).toUpperCase()}${random.toString(36).toUpperCase().padStart(6, '0')}`;
}

/** A bill number inside a transfer's free text (a bank that moved the purpose into its description). */
export function findBillNumber(text: string | null | undefined): string | null {
  const match = /\bBD[0-9A-Z]{14}\b/.exec((text ?? '').toUpperCase());
  return match ? match[0] : null;
}

/** Wallet order ids share the shape with a different prefix so the two never collide. */
export function newWalletOrderId(now: number = Date.now()): string {
  return `MM${newBillNumber(now).slice(2)}`;
}
