import type { FastifyInstance } from 'fastify';
import { MailTemplateType, TicketStatus, ZnsType, type TTicket } from '@busdesk/api-contract';
import type { SessionContext } from '../repositories/sessions-repository';
import { SmsMessageType } from './default-templates';
import { actorOf, ticketContexts, type Actor } from './ticket-context';
import { mailTicket } from './ticket-mail';
import { afterSend, smsMessages, smsToTickets, znsTemplates, znsToTickets } from './ticket-sends';

/** The booking form's send flags (001 §2.1, §3); sendAll means all three channels. */
export interface SendFlags {
  sendSMS?: boolean | undefined;
  sendZNS?: boolean | undefined;
  isSendEmail?: boolean | undefined;
  sendAll?: boolean | undefined;
}

const isPaid = (t: TTicket) => t.ticketStatus === TicketStatus.PAID;

/**
 * Sends what the booking form asked for, after the booking or update committed (book and update call it with the
 * tickets they wrote and each ticket's flags). It never throws and never delays the answer: it runs tracked in
 * the background, every attempt is recorded (a failed SMS is a failed sms_records row), and an unexpected error
 * is logged. A booking is never undone because a message failed.
 */
export function sendAfterCommit(app: FastifyInstance, session: SessionContext, items: ReadonlyArray<{ ticket: TTicket; flags: SendFlags }>): void {
  const wanted = items.filter(({ flags }) => flags.sendAll || flags.sendSMS || flags.sendZNS || flags.isSendEmail);
  if (wanted.length === 0 || !app.hasDecorator('messaging')) return;
  const actor = actorOf(session);
  app.messaging.track(
    sendFlagged(app, actor, wanted).catch((err: unknown) => app.log.error({ err, ticketIds: wanted.map((w) => w.ticket.ticketId) }, 'messages after a booking failed')),
  );
}

async function sendFlagged(app: FastifyInstance, actor: Actor, items: ReadonlyArray<{ ticket: TTicket; flags: SendFlags }>): Promise<void> {
  const contexts = await ticketContexts(app.database, items.map((i) => i.ticket));
  const flagsOf = new Map(items.map((i) => [i.ticket.ticketId, i.flags]));
  const pick = (channel: 'sendSMS' | 'sendZNS' | 'isSendEmail') => contexts.filter((c) => flagsOf.get(c.ticket.ticketId)?.sendAll || flagsOf.get(c.ticket.ticketId)?.[channel]);
  const failures: unknown[] = [];
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      failures.push(err);
    }
  };

  const sms = pick('sendSMS');
  if (sms.length) {
    const messages = await smsMessages(app.database, actor.partnerId);
    for (const paid of [false, true]) {
      const group = sms.filter((c) => isPaid(c.ticket) === paid);
      const message = messages.find((m) => m.messageType === (paid ? SmsMessageType.PAYMENT : SmsMessageType.BOOKING)) ?? messages[0];
      if (group.length && message) await attempt(() => smsToTickets(app, actor, group, message.content, message.messageType));
    }
  }

  const zns = pick('sendZNS');
  if (zns.length) {
    const templates = await znsTemplates(app.database, actor.partnerId);
    for (const paid of [false, true]) {
      const group = zns.filter((c) => isPaid(c.ticket) === paid);
      const wantedType = paid ? ZnsType.TICKET_PAYMENT : ZnsType.TICKET_BOOKING;
      const template = templates.find((t) => t.messageContentType === wantedType) ?? templates.find((t) => t.messageContentType === ZnsType.TICKET_BOOKING);
      if (!group.length) continue;
      if (template) await attempt(() => znsToTickets(app, actor, group, template));
      else app.log.warn({ partnerId: actor.partnerId }, 'ZNS asked for but the agency has no ZNS template');
    }
  }

  for (const ctx of pick('isSendEmail')) {
    await attempt(() => mailTicket(app, actor, ctx, isPaid(ctx.ticket) ? MailTemplateType.PAID_TICKET : MailTemplateType.BOOKED_TICKET));
  }

  await afterSend(app, actor.partnerId, contexts.map((c) => c.ticket.ticketId));
  if (failures.length) throw new AggregateError(failures, 'some messages could not be recorded');
}
