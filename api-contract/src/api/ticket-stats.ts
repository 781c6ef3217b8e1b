import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { rangeInOrder } from './range-in-order';

/** An instant in epoch ms. */
const ZEpochMs = z.coerce.number().int().min(0).max(8_640_000_000_000);

/**
 * 002 §7 'POST report/crm5' (startDate, endDate in ms, partnerId → an array whose first item is used), the screen
 * 'Kết quả kinh doanh online' (docs/adr/0071). partnerId: the session's own partner when absent; a child station of
 * an ADMIN's agency is allowed; anyone else's is refused (403).
 */
export const ZTicketStatsRequest = z
  .object({
    startDate: ZEpochMs,
    endDate: ZEpochMs,
    partnerId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .refine(...rangeInOrder<{ startDate: number; endDate: number }>('startDate', 'endDate'));
export type TTicketStatsRequest = z.input<typeof ZTicketStatsRequest>;

/** 002 §3 'Statistics', over the bookings made in the range (what each counts: ADR 0071). */
export const ZTicketStats = z.object({
  partnerId: z.string(),
  /** Distinct employees who made a booking. */
  totalSellers: z.number().int(),
  /** Tickets (seats) booked. */
  totalGoods: z.number().int(),
  /** Bookings (orders: one ticket code each). */
  totalTickets: z.number().int(),
  /** Bookings with a ticket sold (paid, on the trip or completed). */
  totalSuccessTickets: z.number().int(),
  /** Bookings none of whose tickets is sold or still held: cancelled or expired. */
  totalFailedTickets: z.number().int(),
  /** Σ paid of the sold tickets, đồng. */
  totalMoneyPaidTickets: z.number().int(),
});
export type TTicketStats = z.infer<typeof ZTicketStats>;

export const ZTicketStatsResponse = z.array(ZTicketStats);
export type TTicketStatsResponse = z.infer<typeof ZTicketStatsResponse>;

export const ticketStatsEndpoint = defineEndpoint({
  method: 'POST',
  // path from the seed (002 §7 'POST report/crm5'), under the partner area of the house style
  path: apiPath('partner/report/crm5'),
  client: 'v2',
  request: ZTicketStatsRequest,
  response: ZTicketStatsResponse,
  summary: "Online business statistics of the agency (or one of its child stations) between two instants: sellers, tickets, bookings, successful and failed bookings, money paid",
});
