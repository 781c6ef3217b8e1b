import { sql } from 'drizzle-orm';
import { MSG, type TMailDetail, type TMailOutboxResponse, type TMailRow } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../lib/http-error';
import type { mailOutbox } from '../db/schema/index';
import { deliveryColumns } from './delivery';
import type { Mailer, MailResult, OutgoingMail } from './mailer';

/** The mail_outbox row of one message the mailer handled (sent, failed or only kept: its delivery says which). */
export function outboxRow(
  mail: Pick<OutgoingMail, 'to' | 'subject' | 'html'> & { partnerId: string; ticketId: string | null },
  result: MailResult,
  transport: Mailer['transport'],
  now: number,
): typeof mailOutbox.$inferInsert {
  return {
    partnerId: mail.partnerId,
    ticketId: mail.ticketId,
    toAddress: mail.to,
    subject: mail.subject,
    html: mail.html,
    raw: result.raw,
    transport,
    createdAt: now,
    sentAt: result.sentAt,
    error: result.error,
    ...deliveryColumns(result.delivery),
  };
}

interface MailDbRow extends Record<string, unknown> {
  id: string;
  ticket_id: string | null;
  to_address: string;
  subject: string;
  transport: string;
  created_at: number;
  sent_at: number | null;
  error: string | null;
}

const toRow = (r: MailDbRow): TMailRow => ({
  id: r.id,
  ticketId: r.ticket_id,
  toAddress: r.to_address,
  subject: r.subject,
  transport: r.transport,
  createdAt: r.created_at,
  sentAt: r.sent_at,
  error: r.error,
});

const encodeToken = (createdAt: number, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
function decodeToken(token: string): [number, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'number' && typeof parsed[1] === 'string') return [parsed[0], parsed[1]];
  } catch {
    // falls through to the 400 below
  }
  throw badRequest(MSG.server.invalidField('nextPageToken'));
}

/** The agency's e-mails, newest first, a keyset page at a time (never OFFSET: the outbox only grows). */
export async function listMailOutbox(database: Database, partnerId: string, count: number, token: string | null | undefined): Promise<TMailOutboxResponse> {
  const after = token ? decodeToken(token) : null;
  const rows = await database.rows<MailDbRow>(sql`
    select id, ticket_id, to_address, subject, transport, created_at, sent_at, error from mail_outbox
    where partner_id = ${partnerId} ${after ? sql`and (created_at, id) < (${after[0]}, ${after[1]})` : sql``}
    order by created_at desc, id desc
    limit ${count + 1}`);
  const page = rows.slice(0, count);
  const last = page[page.length - 1];
  return { mails: page.map(toRow), nextPageToken: rows.length > count && last ? encodeToken(last.created_at, last.id) : null };
}

/** One message of the agency's outbox; another agency's id is 404 like a missing one. */
export async function mailDetail(database: Database, partnerId: string, id: string): Promise<{ mail: TMailDetail }> {
  const [row] = await database.rows<MailDbRow & { html: string; raw: string | null }>(sql`
    select id, ticket_id, to_address, subject, transport, created_at, sent_at, error, html, raw from mail_outbox
    where id = ${id} and partner_id = ${partnerId}`);
  if (!row) throw notFound();
  return { mail: { ...toRow(row), html: row.html, raw: row.raw } };
}
