import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MSG, TicketLogAction, type TUpdateCancelledTicketsResponse, type ZUpdateCancelledTicketsRequest } from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import { ticketLogs } from '../db/schema/index';
import { inList, txRunner } from '../db/sql';
import { badRequest, notFound } from '../lib/http-error';
import type { SessionContext } from '../repositories/sessions-repository';
import type { ReportScope } from './report-scope';
import { ticketReportRowsByIds } from './ticket-report';

/**
 * The cancelled-ticket report's update (002 §5, §7): the reason (empty → 'Khách không đi nữa muốn hủy vé.') and the
 * refunded flag of cancelled tickets in the scope, with a log entry each and one change event, in one transaction.
 * All or nothing: an id outside the scope is 404 (as if absent), a ticket not cancelled is 400. The money recorded at
 * cancel (fee, refund) never changes here.
 */
export async function updateCancelledTickets(
  changes: ChangeFeed,
  session: SessionContext,
  scope: ReportScope,
  input: z.output<typeof ZUpdateCancelledTicketsRequest>,
  now: number = Date.now(),
): Promise<TUpdateCancelledTicketsResponse> {
  const ids = [...new Set(input.ticketIds)];
  const reason = input.cancelReason ? input.cancelReason : MSG.reports.defaultCancelReason;
  const updated = await changes.transaction(async (tx, record) => {
    const runner = txRunner(tx);
    const found = await runner.rows<{ id: string; ticket_status: number }>(sql`
      select id, ticket_status from tickets
      where id in ${inList(ids)} and partner_id in ${inList(scope.partnerIds)}
        ${scope.sellerId ? sql`and user_partner_id = ${scope.sellerId}` : sql``}
      order by id for update`);
    if (found.length !== ids.length) throw notFound();
    if (found.some((t) => t.ticket_status !== 0)) throw badRequest(MSG.reports.notCancelled);
    await tx.execute(sql`update tickets set cancel_reason = ${reason}, is_refunded = ${input.isRefunded}, updated_at = ${now} where id in ${inList(ids)}`);
    await tx.insert(ticketLogs).values(
      ids.map((ticketId) => ({
        ticketId,
        createdDate: now,
        createdUserId: session.userId,
        createdUserName: session.name,
        logType: TicketLogAction.UPDATE,
        logs: [
          { field: 'cancelReason', value: reason },
          { field: 'isRefunded', value: input.isRefunded },
        ],
      })),
    );
    await record({ kind: 'tickets', ticketIds: ids });
    return ticketReportRowsByIds(runner, scope, ids);
  });
  return { tickets: updated };
}
