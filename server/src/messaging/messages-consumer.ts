import { MailTemplateType, TicketStatus, ZnsType, type TTicket } from '@busdesk/api-contract';
import { changesOf, type ChangeConsumer, type ChangeOf, type SendFlags } from '../changes/change';
import { SmsMessageType } from './default-templates';
import type { MessagingDeps } from './messaging-deps';
import { ticketContexts } from './ticket-context';
import { mailTicket } from './ticket-mail';
import { smsMessages, smsToTickets, znsTemplates, znsToTickets } from './ticket-sends';

const isPaid = (t: TTicket) => t.ticketStatus === TicketStatus.PAID;

/** Work that runs after the dispatcher has moved on (a provider may take seconds), remembered until it settles. */
export interface BackgroundWork {
  track(work: Promise<unknown>): void;
}

/**
 * Sends what the booking form asked for (sendSMS / sendZNS / isSendEmail / sendAll; 001 §2.1, §3) once the booking
 * or update has committed: its 'messages' change event carries the flags. The sends run in the background so a slow
 * provider never holds up the screens' live updates; every attempt is recorded (a failed SMS is a failed sms_records
 * row) and an unexpected error is logged. A booking is never undone because a message failed.
 */
export function createMessagesConsumer(deps: MessagingDeps, background: BackgroundWork): ChangeConsumer {
  return {
    name: 'messages',
    async handle(batch) {
      for (const change of changesOf(batch, 'messages')) {
        background.track(
          sendRequested(deps, change).catch((err: unknown) => deps.log.error({ err, ticketIds: change.items.map((i) => i.ticketId) }, 'messages after a booking failed')),
        );
      }
    },
  };
}

async function sendRequested(deps: MessagingDeps, change: ChangeOf<'messages'>): Promise<void> {
  const { actor } = change;
  const tickets = await deps.tickets.ownByIds(actor.partnerId, change.items.map((i) => i.ticketId));
  const contexts = await ticketContexts(deps.database, tickets);
  const flagsOf = new Map<string, SendFlags>(change.items.map((i) => [i.ticketId, i]));
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
    const messages = await smsMessages(deps.database, actor.partnerId);
    for (const paid of [false, true]) {
      const group = sms.filter((c) => isPaid(c.ticket) === paid);
      const message = messages.find((m) => m.messageType === (paid ? SmsMessageType.PAYMENT : SmsMessageType.BOOKING)) ?? messages[0];
      if (group.length && message) await attempt(() => smsToTickets(deps, actor, group, message.content, message.messageType));
    }
  }

  const zns = pick('sendZNS');
  if (zns.length) {
    const templates = await znsTemplates(deps.database, actor.partnerId);
    for (const paid of [false, true]) {
      const group = zns.filter((c) => isPaid(c.ticket) === paid);
      const wantedType = paid ? ZnsType.TICKET_PAYMENT : ZnsType.TICKET_BOOKING;
      const template = templates.find((t) => t.messageContentType === wantedType) ?? templates.find((t) => t.messageContentType === ZnsType.TICKET_BOOKING);
      if (!group.length) continue;
      if (template) await attempt(() => znsToTickets(deps, actor, group, template));
      else deps.log.warn({ partnerId: actor.partnerId }, 'ZNS asked for but the agency has no ZNS template');
    }
  }

  for (const ctx of pick('isSendEmail')) {
    await attempt(() => mailTicket(deps, actor, ctx, isPaid(ctx.ticket) ? MailTemplateType.PAID_TICKET : MailTemplateType.BOOKED_TICKET));
  }
  if (failures.length) throw new AggregateError(failures, 'some messages could not be recorded');
}
