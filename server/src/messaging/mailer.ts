import nodemailer from 'nodemailer';
import type { TMessageDelivery } from '@busdesk/api-contract';

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
}

export interface MailResult {
  /** The RFC 822 message nodemailer built: exactly the bytes SMTP gets (or would get). */
  raw: string;
  sentAt: number | null;
  error: string | null;
  /** 'local' without SMTP: kept in the outbox, not delivered. */
  delivery: TMessageDelivery;
}

/** E-mail through nodemailer (DESIGN §7): SMTP when configured, otherwise the outbox the admin reads. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<MailResult>;
  close(): void;
}

/** A readable plain-text part for clients that do not show HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/tr|\/h\d|\/li)[^>]*>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/**
 * Builds every message with nodemailer's stream transport (CRLF line ends, as on the wire), so the outbox holds
 * the real MIME message; with SMTP the same bytes are then handed to the SMTP transport as `raw`.
 */
export function createMailer(smtpUrl: string | undefined): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(mail) {
      const built = await builder.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, html: mail.html, text: htmlToText(mail.html) });
      const raw = (built.message as Buffer).toString('utf8');
      if (!smtp) return { raw, sentAt: null, error: null, delivery: 'local' };
      try {
        await smtp.sendMail({ envelope: { from: mail.from.address, to: [mail.to] }, raw });
        return { raw, sentAt: Date.now(), error: null, delivery: 'delivered' };
      } catch (err) {
        return { raw, sentAt: null, error: err instanceof Error ? err.message : String(err), delivery: 'failed' };
      }
    },
    close() {
      smtp?.close();
    },
  };
}
