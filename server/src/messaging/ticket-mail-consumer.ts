import { sql } from 'drizzle-orm';
import { MailTemplateType, MSG, PaymentOutcome, type TMailTemplateType } from '@busdesk/api-contract';
import type { ChangeConsumer, ChangeOf, DispatchedChange } from '../changes/change';
import { inList, type SqlRunner } from '../db/sql';
import type { BackgroundWork } from './messages-consumer';
import type { MessagingDeps } from './messaging-deps';
import { ticketContexts } from './ticket-context';
import { mailTicket, type MailSender } from './ticket-mail';

/** One e-mail a change calls for: the agency's tickets and the template to send them. */
interface MailJob {
  sender: MailSender;
  type: TMailTemplateType;
  ticketIds: string[];
}

/** The sender of the e-mails nobody's click caused (a bank's confirmation, a hold running out). */
const systemSender = (partnerId: string): MailSender => ({ partnerId, userId: null, name: MSG.mailTemplate.systemSender });

/**
 * Of these tickets, the ones whose passenger asked for e-mail (the booking form's isSendEmail): the ticket still
 * holds the request (is_send_email), or an e-mail of it went out since, which turned is_send_email into "delivered"
 * (false for a message the local driver only kept: 'recorded locally, not delivered').
 */
async function emailRequested(runner: SqlRunner, partnerId: string, ticketIds: readonly string[]): Promise<Set<string>> {
  if (!ticketIds.length) return new Set();
  const rows = await runner.rows<{ id: string }>(sql`
    select t.id from tickets t
    where t.id in ${inList(ticketIds)} and t.partner_id = ${partnerId} and coalesce(t.email, '') <> ''
      and (t.is_send_email or exists (select 1 from mail_outbox m where m.ticket_id = t.id))`);
  return new Set(rows.map((r) => r.id));
}

/** Released holds that were waiting for an online payment: a bank QR bill or a wallet order still open for them. */
async function awaitingOnlinePayment(runner: SqlRunner, ticketIds: readonly string[]): Promise<Set<string>> {
  if (!ticketIds.length) return new Set();
  const rows = await runner.rows<{ id: string }>(sql`
    select t.id from tickets t
    where t.id in ${inList(ticketIds)}
      and (exists (select 1 from bank_qr_transactions b where b.trans_status = 1 and b.ticket_infos::jsonb @> jsonb_build_array(jsonb_build_object('ticketId', t.id)))
        or exists (select 1 from wallet_orders w where w.status = 1 and t.id = any(w.ticket_ids)))`);
  return new Set(rows.map((r) => r.id));
}

/** Tickets the system let go (a hold released) that a late online payment then could not keep: their seat was re-sold. */
async function releasedOf(runner: SqlRunner, ticketIds: readonly string[]): Promise<string[]> {
  if (!ticketIds.length) return [];
  const rows = await runner.rows<{ id: string }>(sql`select id from tickets where id in ${inList(ticketIds)} and released_at is not null and ticket_status <> 0`);
  return rows.map((r) => r.id);
}

/**
 * The e-mails of one change (ADR 0060):
 * - a bank or wallet payment that paid the tickets (also after their hold ran out, seat still free): 'online-payment';
 * - a late payment whose released seat had been re-sold, so the system dropped the passenger's ticket: 'automatically-cancelled';
 * - a hold released unpaid: 'online-payment-expired' when an online bill was waiting for it, else 'expired-ticket';
 * - a payment at the counter (an update that made the ticket paid): 'paid-ticket'.
 * The booking's own 'booked-ticket' / 'paid-ticket' e-mail goes with the form's flags (messages-consumer.ts).
 */
async function jobsOf(runner: SqlRunner, change: DispatchedChange['change']): Promise<MailJob[]> {
  switch (change.kind) {
    case 'payment': {
      const sender = systemSender(change.partnerId);
      if (change.outcome === PaymentOutcome.PAID || change.outcome === PaymentOutcome.LATE_PAID) {
        return [{ sender, type: MailTemplateType.ONLINE_PAYMENT, ticketIds: change.ticketIds }];
      }
      if (change.outcome === PaymentOutcome.REFUND_NEEDED) {
        return [{ sender, type: MailTemplateType.AUTOMATICALLY_CANCELLED, ticketIds: await releasedOf(runner, change.ticketIds) }];
      }
      return [];
    }
    case 'holds-released':
      return releasedJobs(runner, change);
    case 'tickets-paid':
      return [{ sender: change.actor, type: MailTemplateType.PAID_TICKET, ticketIds: change.ticketIds }];
    default:
      return [];
  }
}

async function releasedJobs(runner: SqlRunner, change: ChangeOf<'holds-released'>): Promise<MailJob[]> {
  const online = await awaitingOnlinePayment(runner, change.released.map((r) => r.ticketId));
  const jobs = new Map<string, MailJob>();
  for (const r of change.released) {
    if (!r.partnerId) continue;
    const type = online.has(r.ticketId) ? MailTemplateType.ONLINE_PAYMENT_EXPIRED : MailTemplateType.EXPIRED_TICKET;
    const key = `${r.partnerId}/${type}`;
    const job = jobs.get(key) ?? { sender: systemSender(r.partnerId), type, ticketIds: [] };
    job.ticketIds.push(r.ticketId);
    jobs.set(key, job);
  }
  return [...jobs.values()];
}

/**
 * Sends the ticket e-mails of 000 §2.11 that follow a ticket's events rather than the booking form: one e-mail per
 * ticket and event, to the ticket's address, only when its passenger asked for e-mail, rendered from the agency's
 * template (or the built-in one) with the ticket's values HTML-escaped. Like the form's messages, the sends run in
 * the background and every attempt is recorded in mail_outbox; a failure is logged, never undoes the event.
 */
export function createTicketMailConsumer(deps: MessagingDeps, background: BackgroundWork): ChangeConsumer {
  const send = async (job: MailJob) => {
    const wanted = await emailRequested(deps.database, job.sender.partnerId, job.ticketIds);
    if (!wanted.size) return;
    const tickets = await deps.tickets.ownByIds(job.sender.partnerId, [...wanted]);
    const failures: unknown[] = [];
    for (const ctx of await ticketContexts(deps.database, tickets)) {
      await mailTicket(deps, job.sender, ctx, job.type).catch((err: unknown) => failures.push(err));
    }
    if (failures.length) throw new AggregateError(failures, 'some ticket e-mails could not be recorded');
  };
  return {
    name: 'ticket-mails',
    async handle(batch) {
      for (const { change } of batch) {
        if (change.kind !== 'payment' && change.kind !== 'holds-released' && change.kind !== 'tickets-paid') continue;
        background.track(
          jobsOf(deps.database, change)
            .then(async (jobs) => {
              for (const job of jobs) if (job.ticketIds.length) await send(job);
            })
            .catch((err: unknown) => deps.log.error({ err, kind: change.kind }, 'ticket e-mails after a change failed')),
        );
      }
    },
  };
}
