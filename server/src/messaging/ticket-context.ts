import { sql } from 'drizzle-orm';
import type { TTicket } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds, inList } from '../sales/authorised-routes';
import { loadOwnTicketStates } from '../sales/booking-rules';
import type { SqlRunner } from '../sales/pricing';
import { selectTickets } from '../sales/ticket-rows';
import type { TicketContext } from './ticket-placeholders';

/** Who sends: the user recorded in ticket logs and the agency billed for messages. */
export interface Actor {
  partnerId: string;
  userId: string;
  name: string;
}
export const actorOf = (s: SessionContext): Actor => ({ partnerId: s.partnerId, userId: s.userId, name: s.name });

/**
 * The agency's own tickets by id, in the order asked. Any id that is missing, another agency's or on a route
 * the session may not sell makes the whole call 404, like every other sales call.
 */
export async function loadOwnTickets(database: Database, session: SessionContext, ticketIds: readonly string[]): Promise<TTicket[]> {
  const routeIds = await authorisedRouteIds(database, session);
  await loadOwnTicketStates(database, session, routeIds, ticketIds);
  const rows = await selectTickets(database, sql`t.id in ${inList([...ticketIds])} and t.partner_id = ${session.partnerId}`);
  const byId = new Map(rows.map((t) => [t.ticketId, t]));
  return [...new Set(ticketIds)].map((id) => byId.get(id)).filter((t): t is TTicket => t !== undefined);
}

/** Adds the trip's departure, the company and the selling agency to each ticket (what the templates show). */
export async function ticketContexts(runner: SqlRunner, tickets: readonly TTicket[]): Promise<TicketContext[]> {
  if (tickets.length === 0) return [];
  const trips = await runner.rows<{ id: string; start_time: number; name: string; phone: string | null; address: string | null; tax_id: string | null }>(sql`
    select tr.id, tr.start_time, c.name, c.phone, c.address, c.tax_id
    from trips tr join companies c on c.id = tr.company_id
    where tr.id in ${inList([...new Set(tickets.map((t) => t.tripId))])}`);
  const partnerIds = [...new Set(tickets.map((t) => t.partnerId).filter((p): p is string => !!p))];
  const partners = await runner.rows<{ id: string; name: string; phone: string | null }>(sql`select id, name, phone from partners where id in ${inList(partnerIds)}`);
  const tripById = new Map(trips.map((r) => [r.id, r]));
  const partnerById = new Map(partners.map((p) => [p.id, p]));
  return tickets.map((ticket) => {
    const trip = tripById.get(ticket.tripId);
    const agency = ticket.partnerId ? partnerById.get(ticket.partnerId) : undefined;
    return {
      ticket,
      tripStartTime: trip?.start_time ?? ticket.getInTimePlan ?? ticket.createdDate,
      company: { name: trip?.name ?? '', phone: trip?.phone ?? null, address: trip?.address ?? null, taxId: trip?.tax_id ?? null },
      agency: { name: agency?.name ?? ticket.agency ?? '', phone: agency?.phone ?? null },
    };
  });
}
