/**
 * Provider ids 1–32 (payment, SMS, e-invoice and signing providers; 000 §9, 002 §9). The seeds name only the
 * e-invoice providers; the others read 'Nhà cung cấp {n}' until a real provider list is configured.
 */
export const PROVIDER_MIN = 1;
export const PROVIDER_MAX = 32;
export type TProviderId = number;

export const InvoiceProvider = {
  FPT: 15,
  M: 17,
  MISA: 23,
  VNPT: 24,
  VISNAM: 25,
  HILO: 26,
  EASYINVOICE: 27,
} as const;
export type TInvoiceProvider = (typeof InvoiceProvider)[keyof typeof InvoiceProvider];
export const INVOICE_PROVIDER_IDS: readonly TInvoiceProvider[] = [15, 17, 23, 24, 25, 26, 27];

const NAMED: Readonly<Record<number, string>> = {
  15: 'FPT',
  17: 'M',
  23: 'MISA',
  24: 'VNPT',
  25: 'VISNAM',
  26: 'HILO',
  27: 'EASYINVOICE',
};

export function providerLabel(id: number): string {
  return NAMED[id] ?? `Nhà cung cấp ${id}`; // ours: unnamed providers
}
