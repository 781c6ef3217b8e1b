import { z } from 'zod';

/** Fee types (000 §9, 002 §9): manual change 1, API fee 2. Same codes as MoneyType, described by what moved. */
export const FeeType = { MANUAL_CHANGE: 1, API_FEE: 2 } as const;
export const ZFeeType = z.enum(FeeType);
export type TFeeType = z.infer<typeof ZFeeType>;
// ours: the seeds give these in English.
export const FEE_TYPE_LABELS: Readonly<Record<TFeeType, string>> = {
  1: 'Điều chỉnh thủ công',
  2: 'Phí API',
};
