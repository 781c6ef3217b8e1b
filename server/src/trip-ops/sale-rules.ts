import { sql } from 'drizzle-orm';
import { PaymentType, SaleChannel, TicketStatus } from '@busdesk/api-contract';

/**
 * The sale rules the settlement sheet (000 §2.4) and the collection report (002 §2) share, written against a ticket
 * aliased `t` — one rule in one place, so the report's commission is the settlement's (docs/adr/0035, 0068).
 */

/** Paid in cash: at the counter (3) or to the assistant (2); every other method is online money (1, 6, 24). */
export const CASH = sql`t.payment_type in (${PaymentType.CASH_AT_COUNTER}, ${PaymentType.CASH_TO_ASSISTANT})`;
/** Sold at the agency's counter (what /book-ticket sells), not through an online channel. */
export const COUNTER = sql`t.sale_channel not in (${SaleChannel.COMPANY_ONLINE}, ${SaleChannel.STATION_ONLINE})`;
/** Sold: paid, on the trip or completed. Holds and cancelled tickets carry no settled money. */
export const SOLD = sql`t.ticket_status in (${TicketStatus.PAID}, ${TicketStatus.ON_TRIP}, ${TicketStatus.COMPLETED})`;

/**
 * The seller's commission a ticket settles, integer đồng: the commission fixed on the ticket when it was sold
 * (booking.ts `ticketCommission`), for a sold ticket that is not a counter sale paid in cash (the seeds give the cash
 * delegate no commission field). Anything else settles none.
 */
export const SETTLED_COMMISSION = sql`(case when ${SOLD} and not (${COUNTER} and ${CASH}) then t.commission else 0 end)`;
