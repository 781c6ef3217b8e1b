/** A surcharge as the money rules need it: its price and mode (mode may be negative for a discount). */
export interface SurchargeAmount {
  price: number;
  mode: number;
}

/** 001 §3: the effect of a surcharge is price × mode. */
export const surchargeEffect = (surcharge: SurchargeAmount): number => surcharge.price * surcharge.mode;

export const surchargesTotal = (surcharges: readonly SurchargeAmount[]): number => surcharges.reduce((sum, s) => sum + surchargeEffect(s), 0);

/** A seat's price: the leg, the transshipments and the surcharges; a discount never takes it below zero. */
export const seatPrice = (leg: number, transshipment: number, surcharges: number): number => Math.max(0, leg + transshipment + surcharges);

const HOUR = 3_600_000;

/**
 * The cancel fee (ours; the seeds give only "refund = paid − total fee"): free more than 24 h before departure, 10 % of
 * the ticket price from 24 h to 4 h, 30 % inside 4 h; never more than was paid, so the refund is never negative.
 * Rounded to whole đồng.
 */
export function cancelFee(agencyPrice: number, paidMoney: number, startTime: number, now: number): number {
  const left = startTime - now;
  const rate = left > 24 * HOUR ? 0 : left > 4 * HOUR ? 0.1 : 0.3;
  return Math.min(Math.round(agencyPrice * rate), paidMoney);
}

/** 001 §5: the refund is the amount paid minus the total cancel fee. */
export const refundAmount = (paid: number, totalFee: number): number => paid - totalFee;

/** What is left to pay on tickets (never negative per ticket). */
export const amountDue = (tickets: readonly { agencyPrice: number; paidMoney: number }[]): number =>
  tickets.reduce((sum, t) => sum + Math.max(0, t.agencyPrice - t.paidMoney), 0);
