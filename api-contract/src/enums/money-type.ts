/** Money (balance) type of a staff transaction (002 §4): 1 manual change = top-up, 2 API fee = commission. */
export const MoneyType = { MANUAL_CHANGE: 1, API_FEE: 2 } as const;
export type TMoneyType = (typeof MoneyType)[keyof typeof MoneyType];
export const MONEY_TYPE_LABELS: Readonly<Record<TMoneyType, string>> = {
  1: 'Nạp tiền',
  2: 'Hoa hồng',
};
