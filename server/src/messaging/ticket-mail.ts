import { sql } from 'drizzle-orm';
import { MSG, TicketLogAction, type TMailTemplateType } from '@busdesk/api-contract';
import type { Actor } from '../changes/change';
import { mailOutbox, ticketLogs } from '../db/schema/index';
import type { SqlRunner } from '../db/sql';
import { DEFAULT_MAIL_TEMPLATES } from './default-templates';
import { deliveryColumns } from './delivery';
import type { MessagingDeps } from './messaging-deps';
import { fillTemplate, placeholderValues, type TicketContext } from './ticket-placeholders';
import { sanitizeTemplate } from './template-sanitizer';

/** The agency's template of that type (000 §2.11, edited under /config/mail-ticket), else the built-in one. */
export async function mailTemplateFor(runner: SqlRunner, partnerId: string, type: TMailTemplateType): Promise<string> {
  const [row] = await runner.rows<{ value: string }>(sql`select value from mail_templates where partner_id = ${partnerId} and type = ${type}`);
  return sanitizeTemplate(row?.value || DEFAULT_MAIL_TEMPLATES[type]);
}

/**
 * E-mails one ticket with the agency's template of `type` (nodemailer: SMTP when configured, else the outbox).
 * Every message is kept in mail_outbox with its raw MIME text and its delivery; isSendEmail then says whether any
 * e-mail of the ticket was delivered (a message kept in the outbox without SMTP was not: 'recorded locally, not
 * delivered'). Answers whether this one was delivered. A ticket without an e-mail address has no one to write to:
 * false is returned and nothing is recorded.
 */
export async function mailTicket(deps: MessagingDeps, actor: Actor, ctx: TicketContext, type: TMailTemplateType, now: number = Date.now()): Promise<boolean> {
  const to = ctx.ticket.email;
  if (!to) return false;
  const template = await mailTemplateFor(deps.database, actor.partnerId, type);
  const html = fillTemplate(template, placeholderValues(ctx, now), 'html');
  const subject = MSG.messaging.mailSubject[type](ctx.ticket.ticketCode);
  const { mailer } = deps.channels;
  const result = await mailer.send({ from: { name: ctx.agency.name, address: deps.mailFrom }, to, subject, html });
  const ok = result.delivery === 'delivered';
  await deps.changes.transaction(async (tx, record) => {
    await tx.insert(mailOutbox).values({
      partnerId: actor.partnerId,
      ticketId: ctx.ticket.ticketId,
      toAddress: to,
      subject,
      html,
      raw: result.raw,
      transport: mailer.transport,
      createdAt: now,
      sentAt: result.sentAt,
      error: result.error,
      ...deliveryColumns(result.delivery),
    });
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
