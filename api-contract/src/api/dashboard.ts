import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { rangeInOrder } from './range-in-order';
import { ZSmsReportTotals, ZZnsReportTotals } from './reports';
import { ZBusinessDate } from './sales-search';

// ── The live dashboard (/dashboard) ─────────────────────────────────────────

/**
 * The dashboard's days (issue 13: "the agency's real day, today by default, a date range"): yyyyMMdd business dates
 * in Asia/Ho_Chi_Minh, both included. docs/adr/0072 says which figure reads which date.
 */
export const ZDashboardRequest = z
  .object({
    startDate: ZBusinessDate,
    endDate: ZBusinessDate,
  })
  .refine(...rangeInOrder<{ startDate: number; endDate: number }>('startDate', 'endDate'));
export type TDashboardRequest = z.input<typeof ZDashboardRequest>;

/** A count of things and the money they carry, in đồng. */
export const ZDashboardAmount = z.object({ count: z.number().int(), amount: z.number().int() });
export type TDashboardAmount = z.infer<typeof ZDashboardAmount>;

/** The tickets created in the days, as the ticket report (dateType 1) counts them; money in đồng. */
export const ZDashboardSales = z.object({
  /** Every ticket of the days, cancelled ones included: the ticket report's count. */
  count: z.number().int(),
  /** Not cancelled (booked, held, paid, on the trip, completed). */
  sold: z.number().int(),
  cancelled: z.number().int(),
  /** Σ paid of the days' tickets: the ticket report's totals.paidMoney. */
  paidMoney: z.number().int(),
  /** paid − fee of the cancelled ones, as recorded at cancel: the ticket report's totals.refund. */
  refund: z.number().int(),
  /** By the ticket's payment method (PaymentType); Σ paidMoney over them = paidMoney. */
  byPaymentType: z.array(z.object({ paymentType: z.number().int(), count: z.number().int(), paidMoney: z.number().int() })),
  /** 24 entries, hour 0–23 of the Vietnamese clock (summed over the days). */
  byHour: z.array(z.object({ hour: z.number().int(), count: z.number().int(), paidMoney: z.number().int() })),
});
export type TDashboardSales = z.infer<typeof ZDashboardSales>;

/** The trips departing in the days on the routes the agency sells, and their seats. */
export const ZDashboardSeats = z.object({
  trips: z.number().int(),
  /** Σ seats of those trips. */
  capacity: z.number().int(),
  /** Seats held by an active ticket, whoever sold it. */
  taken: z.number().int(),
  /** Of those, the agency's (and, for an ADMIN, its child stations') tickets. */
  agencySold: z.number().int(),
});
export type TDashboardSeats = z.infer<typeof ZDashboardSeats>;

/** Bills created in the days that are not paid: bank (VietQR) and wallet (MOMO QR); and transfers to refund. */
export const ZDashboardBills = z.object({
  bankPending: ZDashboardAmount,
  bankFailed: ZDashboardAmount,
  walletPending: ZDashboardAmount,
  walletFailed: ZDashboardAmount,
  /** Transfers that paid no bill (seat gone, duplicate, short) and are not resolved yet. */
  refundsToMake: ZDashboardAmount,
});
export type TDashboardBills = z.infer<typeof ZDashboardBills>;

export const ZDashboardResponse = z.object({
  startDate: z.number().int(),
  endDate: z.number().int(),
  sales: ZDashboardSales,
  seats: ZDashboardSeats,
  bills: ZDashboardBills,
  /** The SMS and ZNS reports' totals for the same days (a local driver's records are never delivered). */
  messages: z.object({ sms: ZSmsReportTotals, zns: ZZnsReportTotals }),
  /** When the figures were read (epoch ms). */
  asOf: z.number().int(),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;

export const dashboardEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (the seed's dashboard is a placeholder and calls nothing; issue 13 makes it real)
  path: apiPath('partner/report/dashboard'),
  client: 'v2',
  request: ZDashboardRequest,
  response: ZDashboardResponse,
  summary: "The agency's figures for business days: tickets and money by payment type and hour, seats, unpaid bills, messages",
});
