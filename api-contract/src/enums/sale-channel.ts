/** Sale channel labels (000 §9, 002 §9). */
export const SaleChannel = { COUNTER: 0, COMPANY_ONLINE: 1, STATION_ONLINE: 2 } as const;
export type TSaleChannel = (typeof SaleChannel)[keyof typeof SaleChannel];

// ours: the seeds give these in English.
export const SALE_CHANNEL_LABELS: Readonly<Record<TSaleChannel, string>> = {
  0: 'Bán tại quầy',
  1: 'Online nhà xe',
  2: 'Online bến xe',
};
