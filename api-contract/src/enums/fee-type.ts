/** Fee types (000 §9, 002 §9): manual change 1, API fee 2. Same codes as MoneyType, described by what moved. */
export const FeeType = { MANUAL_CHANGE: 1, API_FEE: 2 } as const;
export type TFeeType = (typeof FeeType)[keyof typeof FeeType];
// ours: the seeds give these in English.
export const FEE_TYPE_LABELS: Readonly<Record<TFeeType, string>> = {
  1: 'Điều chỉnh thủ công',
  2: 'Phí API',
};
