import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MSG, type TTicketLog } from '@busdesk/api-contract';
import type { TicketLogEntry } from '../db/schema/index';
import { HttpError } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds, inList } from './authorised-routes';

/**
 * The history of one of the agency's own tickets, oldest first (001 §2.1 'History dialog'). Another agency's
 * ticket, or one on a route the user may not sell, answers exactly like a missing one.
 */
export async function ticketLog(app: FastifyInstance, session: SessionContext, ticketId: string): Promise<{ logs: TTicketLog[] }> {
  const routeIds = await authorisedRouteIds(app.database, session);
  const [own] = await app.database.rows<{ id: string }>(sql`
    select t.id from tickets t where t.id = ${ticketId} and t.partner_id = ${session.partnerId} and t.route_id in ${inList(routeIds)}`);
  if (!own) throw new HttpError(404, MSG.sales.historyTicketNotFound);
  const rows = await app.database.rows<{ created_date: number; created_user_name: string | null; log_type: number; logs: unknown }>(sql`
    select created_at as created_date, created_user_name, log_type, logs from ticket_logs where ticket_id = ${ticketId} order by created_at, id`);
  return {
    logs: rows.map((r) => ({
      createdDate: r.created_date,
      createdUserName: r.created_user_name,
      logType: r.log_type,
      logs: (typeof r.logs === 'string' ? JSON.parse(r.logs) : r.logs) as TicketLogEntry[],
    })),
  };
}
