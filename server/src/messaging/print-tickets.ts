import { sql } from 'drizzle-orm';
import { isHoldExpiredWithDeposit, MSG, ticketActions, PRINT_TEMPLATE_TYPE, PRINT_TEMPLATE_WIDTH, TicketLogAction, type TPrintResponse, type TTicket } from '@busdesk/api-contract';
import { ticketLogs } from '../db/schema/index';
import { inList, txRunner, type SqlRunner } from '../db/sql';
import { badRequest, notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds } from '../sales/authorised-routes';
import { isClosedTicket } from '../sales/booking-rules';
import type { MessagingDeps } from './messaging-deps';
import { printTicketTemplate } from './default-templates';
import { ticketContexts } from './ticket-context';
import { fillTemplate, placeholderValues } from './ticket-placeholders';
import { sanitizeTemplate } from './template-sanitizer';

/**
 * The PRINT_TICKET template of a company, sanitised: the agency's own override for that company first, then the
 * company's, then the built-in 300 px ticket (a company that never set one still prints a complete ticket).
 */
export async function printTemplateFor(runner: SqlRunner, companyId: string, partnerId: string): Promise<string> {
  const [row] = await runner.rows<{ value: string }>(sql`
    select value from print_templates
    where type = ${PRINT_TEMPLATE_TYPE} and company_id = ${companyId} and (partner_id = ${partnerId} or partner_id is null)
    order by partner_id nulls last limit 1`);
  return sanitizeTemplate(row?.value ?? printTicketTemplate());
}

/** The template config of 001 §7, only for a company the session sells tickets for (any other: 404). */
export async function printTemplateConfig(deps: Pick<MessagingDeps, 'database'>, session: SessionContext, companyId: string) {
  const routeIds = await authorisedRouteIds(deps.database, session);
  const [sells] = await deps.database.rows<{ id: string }>(sql`select id from routes where company_id = ${companyId} and id in ${inList(routeIds)} limit 1`);
  if (!sells) throw notFound();
  const value = await printTemplateFor(deps.database, companyId, session.partnerId);
  return { data: { type: PRINT_TEMPLATE_TYPE, companyId, width: PRINT_TEMPLATE_WIDTH, value } };
}

/**
 * Print data for the agency's own active tickets (001 §5, §7, §9). The partner config's printTicket.limit is per
 * ticket: a ticket printed `limit` times is refused ('Vượt quá giới hạn in vé'), 0 means unlimited. The count is
 * incremented in the same transaction that produces the answer, conditionally on the limit, so two clerks
 * printing the same ticket at once cannot both pass the last allowed print; one refused ticket refuses the call.
 */
export async function printTickets(deps: MessagingDeps, session: SessionContext, ticketIds: readonly string[], now: number = Date.now()): Promise<TPrintResponse> {
  const { database } = deps;
  const ids = [...new Set(ticketIds)];
  const routeIds = await authorisedRouteIds(database, session);
  const states = await deps.tickets.ownStates(session.partnerId, routeIds, ids);
  if (!states) throw notFound();
  if (states.some(isClosedTicket)) throw badRequest(MSG.messaging.ticketNotPrintable);
  const partner = await deps.partners.salePartner(session.partnerId);
  if (!partner) throw notFound();
  const { limit } = partner.config.printTicket;
  const tickets = await deps.tickets.ownByIds(session.partnerId, ids);
  // The hold rule (ADR 0047): an expired hold with a deposit is not a ticket to travel on until its balance is paid.
  const refused = tickets.filter((t) => !ticketActions(t, now).print);
  if (refused.length) throw badRequest(refused.some((t) => isHoldExpiredWithDeposit(t, now)) ? MSG.messaging.holdExpiredNotPrintable : MSG.messaging.ticketNotPrintable);
  if (limit > 0 && tickets.some((t) => t.numberOfPrint >= limit)) throw badRequest(MSG.sales.printLimitExceeded);

  const templates = new Map<string, string>();
  for (const companyId of new Set(tickets.map((t) => t.companyId))) templates.set(companyId, await printTemplateFor(database, companyId, session.partnerId));
  const contexts = await ticketContexts(database, tickets);

  const counts = await deps.changes.transaction(async (tx, record) => {
    await deps.tickets.lockInIdOrder(tx, ids);
    const done = await txRunner(tx).rows<{ id: string; number_of_print: number }>(sql`
      update tickets set number_of_print = number_of_print + 1, updated_at = ${now}
      where id in ${inList(ids)} and partner_id = ${session.partnerId} and ticket_status <> 0 and released_at is null
        and (${limit} = 0 or number_of_print < ${limit})
      returning id, number_of_print`);
    // Another print took the last allowed one (or a cancel came in) since the check above: nothing is counted.
    if (done.length !== ids.length) throw badRequest(MSG.sales.printLimitExceeded);
    const byId = new Map(done.map((r) => [r.id, r.number_of_print]));
    await tx.insert(ticketLogs).values(
      tickets.map((t) => ({
        ticketId: t.ticketId,
        createdDate: now,
        createdUserId: session.userId,
        createdUserName: session.name,
        logType: TicketLogAction.PRINT,
        logs: [
          { field: 'seatIds', value: t.seatId },
          { field: 'numberOfPrint', value: byId.get(t.ticketId) ?? null },
        ],
      })),
    );
    await record({ kind: 'tickets', ticketIds: ids });
    return byId;
  });

  const printed: TTicket[] = tickets.map((t) => ({ ...t, numberOfPrint: counts.get(t.ticketId) ?? t.numberOfPrint }));
  const order = new Map(ticketIds.map((id, i) => [id, i]));
  const result = contexts
    .map((ctx) => {
      const ticket = printed.find((t) => t.ticketId === ctx.ticket.ticketId)!;
      const values = placeholderValues({ ...ctx, ticket }, now);
      return { ticketId: ticket.ticketId, companyId: ticket.companyId, seatId: ticket.seatId, numberOfPrint: ticket.numberOfPrint, html: fillTemplate(templates.get(ticket.companyId) ?? '', values, 'html') };
    })
    .sort((a, b) => (order.get(a.ticketId) ?? 0) - (order.get(b.ticketId) ?? 0));
  return { width: PRINT_TEMPLATE_WIDTH, limit, tickets: result };
}
