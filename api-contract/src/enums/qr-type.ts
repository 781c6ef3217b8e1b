/** Payment QR kinds: bank (MB) VietQR and MoMo wallet (001 §7). */
export const QrType = { MB_QR: 'MB_QR', MOMO_QR: 'MOMO_QR' } as const;
export type TQrType = (typeof QrType)[keyof typeof QrType];

export const QR_TYPE_LABELS: Readonly<Record<TQrType, string>> = {
  MB_QR: 'QR ngân hàng MB', // ours
  MOMO_QR: 'QR ví MoMo', // ours
};
