import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { isExcludedMessageType, MSG, SmsType, TicketLogAction, ZnsType, type TMessageSend, type TSmsMessage, type TTicket, type TZnsTemplate } from '@busdesk/api-contract';
import { actorOf, type Actor } from '../changes/change';
import { smsRecords, ticketLogs, znsRecords } from '../db/schema/index';
import { inList, type SqlRunner } from '../db/sql';
import { badRequest } from '../lib/http-error';
import { mapLimit } from '../lib/map-limit';
import type { SessionContext } from '../repositories/sessions-repository';

import { DEFAULT_SMS_MESSAGES } from './default-templates';
import { deliveryColumns, smsOutcomeColumns } from './delivery';
import type { MessagingDeps } from './messaging-deps';
import type { SmsOutcome } from './sms-drivers';
import { smsSize, toSmsText } from './sms-segments';
import { loadOwnTickets, ticketContexts } from './ticket-context';
import { fillTemplate, placeholderValues, type TicketContext } from './ticket-placeholders';

const PROVIDER_CONCURRENCY = 5;

/** The agency's SMS message types: its own sms_configs over the built-in booking/payment texts; 9 and ≥ 1e9 left out. */
export async function smsMessages(runner: SqlRunner, partnerId: string): Promise<TSmsMessage[]> {
  const own = await runner.rows<{ message_type: number; content: string }>(sql`
    select message_type, content from sms_configs where partner_id = ${partnerId} and is_active order by message_type, id`);
  const byType = new Map<number, string>(DEFAULT_SMS_MESSAGES.map((m) => [m.messageType, m.content]));
  for (const row of own) byType.set(row.message_type, row.content);
  return [...byType]
    .filter(([type]) => !isExcludedMessageType(type))
    .sort(([a], [b]) => a - b)
    .map(([messageType, content]) => ({ messageType, content }));
}

export async function znsTemplates(runner: SqlRunner, partnerId: string): Promise<Array<TZnsTemplate & { content: string }>> {
  const rows = await runner.rows<{ id: string; name: string; message_content_type: number; content: string }>(sql`
    select id, name, message_content_type, content from zns_templates where partner_id = ${partnerId} order by message_content_type, id`);
  return rows.map((r) => ({ id: r.id, name: r.name, messageContentType: r.message_content_type, content: r.content }));
}

/** An SMS that never reached a gateway: recorded with its size, at no cost. */
function notSent(text: string, messageError: string): SmsOutcome {
  const content = toSmsText(text);
  const size = smsSize(content);
  return { isSuccess: false, delivery: 'failed', content, length: size.length, quantity: size.quantity, price: 0, realPrice: 0, messageError };
}

const logEntry = (actor: Actor, t: TTicket, logType: number, now: number, phone: string, ok: boolean) => ({
  ticketId: t.ticketId,
  createdDate: now,
  createdUserId: actor.userId,
  createdUserName: actor.name,
  logType,
  logs: [
    { field: 'seatIds', value: t.seatId },
    { field: 'phoneNumber', value: phone },
    { field: 'isSuccess', value: ok },
  ],
});

/**
 * Sends one SMS per ticket and records every attempt (sms_records, with the driver's length, segments, cost and
 * delivery), then counts the delivered ones on the ticket (numberOfSMSSent: never a local driver's record) and logs
 * each attempt, in one transaction.
 */
export async function smsToTickets(deps: MessagingDeps, actor: Actor, contexts: readonly TicketContext[], content: string, messageType: number, now: number = Date.now()): Promise<TMessageSend[]> {
  const outcomes = await mapLimit(contexts, PROVIDER_CONCURRENCY, async (ctx) => {
    const text = fillTemplate(content, placeholderValues(ctx, now), 'text');
    const phone = ctx.ticket.phoneNumber ?? '';
    const outcome: SmsOutcome = phone ? await deps.channels.sms.send({ phoneNumber: phone, content: text }) : notSent(text, MSG.messaging.noPhone);
    return { ctx, phone, outcome };
  });
  await deps.changes.transaction(async (tx, record) => {
    await deps.tickets.lockInIdOrder(tx, outcomes.map((o) => o.ctx.ticket.ticketId));
    await tx.insert(smsRecords).values(
      outcomes.map(({ ctx, phone, outcome }) => ({
        partnerId: actor.partnerId,
        companyId: ctx.ticket.companyId,
        ticketId: ctx.ticket.ticketId,
        phoneNumber: phone,
        objectType: SmsType.TICKET,
        messageType,
        sendDate: now,
        ...smsOutcomeColumns(outcome),
      })),
    );
    const delivered = outcomes.filter((o) => o.outcome.isSuccess).map((o) => o.ctx.ticket.ticketId);
    if (delivered.length) await tx.execute(sql`update tickets set number_of_sms_sent = number_of_sms_sent + 1 where id in ${inList(delivered)}`);
    await tx.insert(ticketLogs).values(outcomes.map(({ ctx, phone, outcome }) => logEntry(actor, ctx.ticket, TicketLogAction.SEND_SMS, now, phone, outcome.isSuccess)));
    if (delivered.length) await record({ kind: 'tickets', ticketIds: delivered });
    // Every attempt counts in the agency's SMS figures, delivered or not (docs/adr/0104).
    if (outcomes.length) await record({ kind: 'messages-recorded', partnerId: actor.partnerId, channels: ['sms'] });
  });
  return outcomes.map(({ ctx, phone, outcome }) => ({
    ticketId: ctx.ticket.ticketId,
    phoneNumber: phone,
    isSuccess: outcome.isSuccess,
    delivery: outcome.delivery,
    length: outcome.length,
    quantity: outcome.quantity,
    price: outcome.price,
    messageError: outcome.messageError,
  }));
}

const KNOWN_ZNS_TYPES = new Set<number>(Object.values(ZnsType));
const placeholdersIn = (content: string) => [...content.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]!);

/** One ZNS template message per ticket; every attempt recorded (zns_records) and isSendZNS set on delivery only. */
export async function znsToTickets(deps: MessagingDeps, actor: Actor, contexts: readonly TicketContext[], template: TZnsTemplate & { content: string }, now: number = Date.now()): Promise<TMessageSend[]> {
  const names = placeholdersIn(template.content);
  const outcomes = await mapLimit(contexts, PROVIDER_CONCURRENCY, async (ctx) => {
    const values: Record<string, string> = placeholderValues(ctx, now);
    const templateData = Object.fromEntries(names.filter((n) => Object.hasOwn(values, n)).map((n) => [n, values[n] ?? '']));
    const phone = ctx.ticket.phoneNumber ?? '';
    const outcome = phone
      ? await deps.channels.zns.send({ phoneNumber: phone, templateId: template.id, templateData, trackingId: randomUUID() })
      : { isSuccess: false, delivery: 'failed' as const, phoneNumber: '', price: 0, messageError: MSG.messaging.noPhone };
    return { ctx, outcome };
  });
  await deps.changes.transaction(async (tx, record) => {
    await deps.tickets.lockInIdOrder(tx, outcomes.map((o) => o.ctx.ticket.ticketId));
    await tx.insert(znsRecords).values(
      outcomes.map(({ ctx, outcome }) => ({
        partnerId: actor.partnerId,
        ticketId: ctx.ticket.ticketId,
        templateId: template.id,
        phoneNumber: outcome.phoneNumber,
        znsType: KNOWN_ZNS_TYPES.has(template.messageContentType) ? template.messageContentType : ZnsType.UNKNOWN,
        sendDate: now,
        isSuccess: outcome.isSuccess,
        ...deliveryColumns(outcome.delivery),
        price: outcome.price,
        messageError: outcome.messageError,
      })),
    );
    const delivered = outcomes.filter((o) => o.outcome.isSuccess).map((o) => o.ctx.ticket.ticketId);
    if (delivered.length) await tx.execute(sql`update tickets set is_send_zns = true where id in ${inList(delivered)}`);
    await tx.insert(ticketLogs).values(outcomes.map(({ ctx, outcome }) => logEntry(actor, ctx.ticket, TicketLogAction.SEND_ZNS, now, outcome.phoneNumber, outcome.isSuccess)));
    if (delivered.length) await record({ kind: 'tickets', ticketIds: delivered });
    if (outcomes.length) await record({ kind: 'messages-recorded', partnerId: actor.partnerId, channels: ['zns'] });
  });
  return outcomes.map(({ ctx, outcome }) => ({
    ticketId: ctx.ticket.ticketId,
    phoneNumber: outcome.phoneNumber,
    isSuccess: outcome.isSuccess,
    delivery: outcome.delivery,
    length: 0,
    quantity: 1,
    price: outcome.price,
    messageError: outcome.messageError,
  }));
}

/** POST partner/ticket/sendSMS (001 §7): the tickets come back as they now stand (their counters changed). */
export async function sendSms(deps: MessagingDeps, session: SessionContext, input: { messageType: number; ticketIds: string[] }) {
  const tickets = await loadOwnTickets(deps, session, input.ticketIds);
  const message = (await smsMessages(deps.database, session.partnerId)).find((m) => m.messageType === input.messageType);
  if (!message) throw badRequest(MSG.messaging.smsTypeNotFound);
  const sends = await smsToTickets(deps, actorOf(session), await ticketContexts(deps.database, tickets), message.content, message.messageType);
  return { sends, tickets: await deps.tickets.ownByIds(session.partnerId, input.ticketIds) };
}

/** POST partner/ticket/sendZns (001 §7; 002 §7 calls the type messageContentType). */
export async function sendZns(deps: MessagingDeps, session: SessionContext, input: { messageType: number; ticketIds: string[] }) {
  const tickets = await loadOwnTickets(deps, session, input.ticketIds);
  const template = (await znsTemplates(deps.database, session.partnerId)).find((t) => t.messageContentType === input.messageType);
  if (!template) throw badRequest(MSG.messaging.znsTemplateNotFound);
  const sends = await znsToTickets(deps, actorOf(session), await ticketContexts(deps.database, tickets), template);
  return { sends, tickets: await deps.tickets.ownByIds(session.partnerId, input.ticketIds) };
}
