import { amountDue, refundAmount } from '@busdesk/api-contract';

// The money of the booking form and its dialogs: totals, what is collected and due, and a cancel's refund.

/** Total of the shown seat prices. */
export const totalPrice = (prices: readonly { agencyPrice: number }[]): number => prices.reduce((sum, p) => sum + p.agencyPrice, 0);

/**
 * The money of what the form is about, always in view in its action bar: the total, what is (or will be) collected
 * and the balance due. New seats: the deposit typed is per seat and never counts for more than a seat's price.
 * Selected tickets: what they paid, plus the extra payment typed per ticket that 'Cập nhật' will add. The balance
 * is `total − paid`, never negative; for tickets it is exactly what 'Thanh toán đủ' collects.
 */
export interface SaleAmounts {
  total: number;
  paid: number;
  due: number;
}

export function newSeatAmounts(prices: readonly { agencyPrice: number }[], depositPerSeat: number): SaleAmounts {
  const deposit = Math.max(0, Math.round(depositPerSeat));
  const total = totalPrice(prices);
  const paid = prices.reduce((sum, p) => sum + Math.min(deposit, p.agencyPrice), 0);
  return { total, paid, due: total - paid };
}

export function ticketAmounts(tickets: readonly { agencyPrice: number; paidMoney: number }[], extraPerTicket = 0): SaleAmounts {
  const extra = Math.max(0, Math.round(extraPerTicket));
  const total = tickets.reduce((sum, t) => sum + t.agencyPrice, 0);
  const paid = tickets.reduce((sum, t) => sum + t.paidMoney + extra, 0);
  return { total, paid, due: amountDue(tickets.map((t) => ({ agencyPrice: t.agencyPrice, paidMoney: t.paidMoney + extra }))) };
}

export interface CancelSummary {
  ticketCount: number;
  totalPrice: number;
  totalPaid: number;
  totalFee: number;
  refund: number;
}

export function cancelSummary(detail: readonly { agencyPrice: number; paidMoney: number; feeCancel: number }[]): CancelSummary {
  const totalPaid = detail.reduce((sum, d) => sum + d.paidMoney, 0);
  const totalFee = detail.reduce((sum, d) => sum + d.feeCancel, 0);
  return {
    ticketCount: detail.length,
    totalPrice: detail.reduce((sum, d) => sum + d.agencyPrice, 0),
    totalPaid,
    totalFee,
    refund: refundAmount(totalPaid, totalFee),
  };
}
