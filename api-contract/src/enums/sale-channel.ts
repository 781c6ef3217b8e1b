import { z } from 'zod';

/** Sale channel labels (000 §9, 002 §9). */
export const SaleChannel = { COUNTER: 0, COMPANY_ONLINE: 1, STATION_ONLINE: 2 } as const;
export const ZSaleChannel = z.enum(SaleChannel);
export type TSaleChannel = z.infer<typeof ZSaleChannel>;

// ours: the seeds give these in English.
export const SALE_CHANNEL_LABELS: Readonly<Record<TSaleChannel, string>> = {
  0: 'Bán tại quầy',
  1: 'Online nhà xe',
  2: 'Online bến xe',
};
