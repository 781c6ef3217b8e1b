import { sql, type SQL } from 'drizzle-orm';

/**
 * THE commission rule, in one place (docs/adr/0035, 0070): the settlement sheet sums it per sale type and the staff
 * ledger writes it per ticket, so the two can never disagree. Fragments over a tickets alias (`t`, or a CTE's rows
 * with the same column names).
 *
 * A ticket earns its commission (tickets.commission, fixed in đồng when it was sold) while it is sold (3 paid,
 * 4 on the trip, 5 completed) — holds and cancelled tickets earn none — unless it was sold at the counter and paid in
 * cash (payment type 3 at the counter, 2 to the assistant): the seeds give that sale type (cashDelegate) no
 * commission.
 */
const col = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/** Sold: paid, on the trip or completed. */
export const soldTicket = (a = 't'): SQL => sql`${col(a, 'ticket_status')} in (3, 4, 5)`;
/** Paid in cash (2 to the assistant, 3 at the counter). */
export const paidInCash = (a = 't'): SQL => sql`${col(a, 'payment_type')} in (2, 3)`;
/** Sold at the counter or call centre (sale channel 0; not the company's nor the agency's online channel). */
export const soldAtCounter = (a = 't'): SQL => sql`${col(a, 'sale_channel')} not in (1, 2)`;

/** The commission a ticket has earned as it stands now, in đồng (0 when it earns none). */
export const earnedCommission = (a = 't'): SQL =>
  sql`(case when ${soldTicket(a)} and not (${soldAtCounter(a)} and ${paidInCash(a)}) then ${col(a, 'commission')} else 0 end)`;
