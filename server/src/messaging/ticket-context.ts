import { sql } from 'drizzle-orm';
import type { TTicket } from '@busdesk/api-contract';
import { inList, type SqlRunner } from '../db/sql';
import { notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds } from '../sales/authorised-routes';
import type { MessagingDeps } from './messaging-deps';
import type { TicketContext } from './ticket-placeholders';

/**
 * The agency's own tickets by id, in the order asked. Any id that is missing, another agency's or on a route
 * the session may not sell makes the whole call 404, like every other sales call.
 */
export async function loadOwnTickets(deps: Pick<MessagingDeps, 'database' | 'tickets'>, session: SessionContext, ticketIds: readonly string[]): Promise<TTicket[]> {
  const routeIds = await authorisedRouteIds(deps.database, session);
  if (!(await deps.tickets.ownStates(session.partnerId, routeIds, ticketIds))) throw notFound();
  const rows = await deps.tickets.ownByIds(session.partnerId, ticketIds);
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
