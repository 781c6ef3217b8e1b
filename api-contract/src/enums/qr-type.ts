import { z } from 'zod';

/** Payment QR kinds: bank (MB) VietQR and MoMo wallet (001 §7). */
export const QrType = { MB_QR: 'MB_QR', MOMO_QR: 'MOMO_QR' } as const;
export const ZQrType = z.enum(QrType);
export type TQrType = z.infer<typeof ZQrType>;

export const QR_TYPE_LABELS: Readonly<Record<TQrType, string>> = {
  MB_QR: 'QR ngân hàng MB', // ours
  MOMO_QR: 'QR ví MoMo', // ours
};
