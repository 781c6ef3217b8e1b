import { sql } from 'drizzle-orm';
import {
  formatNumber,
  MAIL_TEMPLATE_MAX_LENGTH,
  MSG,
  SAMPLE_TICKET_VALUES,
  fillTemplate,
  type TMailTemplate,
  type TMailTemplateType,
  type TTestSendMailTemplateRequest,
  type TTestSendMailTemplateResponse,
} from '@busdesk/api-contract';
import { mailOutbox, mailTemplates } from '../db/schema/index';
import type { SqlRunner } from '../db/sql';
import { badRequest } from '../lib/http-error';
import { DEFAULT_MAIL_TEMPLATES } from './default-templates';
import { outboxRow } from './mail-outbox';
import { htmlToText } from './mailer';
import type { MessagingDeps } from './messaging-deps';
import { sanitizeTemplate } from './template-sanitizer';

/**
 * The agency's template of that type (000 §2.11, edited under /config/mail-ticket), else the built-in one; always
 * sanitised on the way out too, so a row written before sanitising existed (or by hand) cannot carry script.
 */
export async function mailTemplateOf(runner: SqlRunner, partnerId: string, type: TMailTemplateType): Promise<TMailTemplate> {
  const [row] = await runner.rows<{ value: string }>(sql`select value from mail_templates where partner_id = ${partnerId} and type = ${type}`);
  const stored = row?.value ? sanitizeTemplate(row.value) : '';
  return stored ? { type, value: stored, isDefault: false } : { type, value: DEFAULT_MAIL_TEMPLATES[type], isDefault: true };
}

/**
 * An edited template as it may be stored and sent: sanitised on the allow-list, with some text left, not over the
 * length limit. Bad input is a 400 in words, never a 500.
 */
function cleanTemplate(value: string): string {
  const clean = sanitizeTemplate(value).trim();
  if (!htmlToText(clean)) throw badRequest(MSG.mailTemplate.empty);
  if (clean.length > MAIL_TEMPLATE_MAX_LENGTH) throw badRequest(MSG.mailTemplate.tooLong(formatNumber(MAIL_TEMPLATE_MAX_LENGTH)));
  return clean;
}

/** Saves the agency's template of one type (an upsert) and answers it as stored. */
export async function saveMailTemplate(deps: Pick<MessagingDeps, 'database'>, partnerId: string, type: TMailTemplateType, value: string, now: number = Date.now()): Promise<TMailTemplate> {
  const clean = cleanTemplate(value);
  await deps.database.db
    .insert(mailTemplates)
    .values({ partnerId, type, value: clean, updatedAt: now })
    .onConflictDoUpdate({ target: [mailTemplates.partnerId, mailTemplates.type], set: { value: clean, updatedAt: now } });
  return { type, value: clean, isDefault: false };
}

/**
 * 'Gửi thử': the editor's template, sanitised and filled with the sample ticket, through the same mailer as the
 * passengers' e-mails (SMTP when configured, else kept in the outbox: 'recorded locally, not delivered'). The
 * outbox row has no ticket and its subject says it is a test.
 */
export async function testSendMailTemplate(
  deps: Pick<MessagingDeps, 'database' | 'channels' | 'mailFrom'>,
  partnerId: string,
  input: Required<Pick<TTestSendMailTemplateRequest, 'type' | 'value' | 'to'>>,
  now: number = Date.now(),
): Promise<TTestSendMailTemplateResponse> {
  const html = fillTemplate(cleanTemplate(input.value), SAMPLE_TICKET_VALUES, 'html');
  const subject = MSG.mailTemplate.testSubject(MSG.messaging.mailSubject[input.type](SAMPLE_TICKET_VALUES.ticketCode));
  const [agency] = await deps.database.rows<{ name: string }>(sql`select name from partners where id = ${partnerId}`);
  const { mailer } = deps.channels;
  const result = await mailer.send({ from: { name: agency?.name ?? '', address: deps.mailFrom }, to: input.to, subject, html });
  const [row] = await deps.database.db
    .insert(mailOutbox)
    .values(outboxRow({ partnerId, ticketId: null, to: input.to, subject, html }, result, mailer.transport, now))
    .returning({ id: mailOutbox.id });
  return { mailId: row!.id, delivery: result.delivery, subject };
}
