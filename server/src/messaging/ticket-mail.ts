import { sql } from 'drizzle-orm';
import { MSG, TicketLogAction, type TMailTemplateType } from '@busdesk/api-contract';
import type { Actor } from '../changes/change';
import { mailOutbox, ticketLogs } from '../db/schema/index';
import { outboxRow } from './mail-outbox';
import { mailTemplateOf } from './mail-templates';
import type { MessagingDeps } from './messaging-deps';
import { fillTemplate, placeholderValues, type TicketContext } from './ticket-placeholders';

/** Who sends a ticket's e-mail: the clerk whose write caused it, or the system (no user) for a payment or a hold's end. */
export type MailSender = Omit<Actor, 'userId'> & { userId: string | null };

/**
 * E-mails one ticket with the agency's template of `type` (nodemailer: SMTP when configured, else the outbox).
 * Every message is kept in mail_outbox with its raw MIME text and its delivery; isSendEmail then says whether any
 * e-mail of the ticket was delivered (a message kept in the outbox without SMTP was not: 'recorded locally, not
 * delivered'). Answers whether this one was delivered. A ticket without an e-mail address has no one to write to:
 * false is returned and nothing is recorded.
 */
export async function mailTicket(deps: MessagingDeps, actor: MailSender, ctx: TicketContext, type: TMailTemplateType, now: number = Date.now()): Promise<boolean> {
  const to = ctx.ticket.email;
  if (!to) return false;
  const template = await mailTemplateOf(deps.database, actor.partnerId, type);
  const html = fillTemplate(template.value, placeholderValues(ctx, now), 'html');
  const subject = MSG.messaging.mailSubject[type](ctx.ticket.ticketCode);
  const { mailer } = deps.channels;
  const result = await mailer.send({ from: { name: ctx.agency.name, address: deps.mailFrom }, to, subject, html });
  const ok = result.delivery === 'delivered';
  await deps.changes.transaction(async (tx, record) => {
    await tx.insert(mailOutbox).values(outboxRow({ partnerId: actor.partnerId, ticketId: ctx.ticket.ticketId, to, subject, html }, result, mailer.transport, now));
    // True once any e-mail of this ticket was delivered; the booking stored the request.
    await tx.execute(sql`
      update tickets set is_send_email = coalesce((select bool_or(delivery = 'delivered') from mail_outbox where ticket_id = ${ctx.ticket.ticketId}), false)
      where id = ${ctx.ticket.ticketId}`);
    await tx.insert(ticketLogs).values({
      ticketId: ctx.ticket.ticketId,
      createdDate: now,
      createdUserId: actor.userId,
      createdUserName: actor.name,
      logType: TicketLogAction.SEND_EMAIL,
      logs: [
        { field: 'seatIds', value: ctx.ticket.seatId },
        { field: 'email', value: to },
        { field: 'isSuccess', value: ok },
      ],
    });
    await record({ kind: 'tickets', ticketIds: [ctx.ticket.ticketId] });
  });
  return ok;
}
