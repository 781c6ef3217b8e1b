import { MSG, type TTicketLog } from '@busdesk/api-contract';
import { HttpError } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds } from './authorised-routes';
import type { SalesDeps } from './sales-deps';

/**
 * The history of one of the agency's own tickets, oldest first (001 §2.1 'History dialog'). Another agency's
 * ticket, or one on a route the user may not sell, answers exactly like a missing one.
 */
export async function ticketLog(deps: Pick<SalesDeps, 'database' | 'tickets'>, session: SessionContext, ticketId: string): Promise<{ logs: TTicketLog[] }> {
  const routeIds = await authorisedRouteIds(deps.database, session);
  if (!(await deps.tickets.isOwn(session.partnerId, routeIds, ticketId))) throw new HttpError(404, MSG.sales.historyTicketNotFound);
  return { logs: await deps.tickets.logOf(ticketId) };
}
