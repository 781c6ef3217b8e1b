import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZMailTemplateType } from '../enums/schemas';
import { apiPath } from '../paths';
import { ZMessageDelivery } from './ticket-messaging';

/**
 * The six ticket e-mail templates (000 §2.11, §7.6): get one by type (answer results.data.value), save it with type
 * and value. The agency's ADMIN only (ADR 0059). A template is sanitised on save; an agency that saved none gets
 * the built-in one (`isDefault`). Paths are ours: 000 §7.6 shows the payloads, not the paths.
 */

/** Characters a stored template may have after sanitising (ours; the built-in ones are ~1,500). */
export const MAIL_TEMPLATE_MAX_LENGTH = 100_000;

export const ZMailTemplate = z.object({
  type: ZMailTemplateType,
  /** Sanitised HTML with `{placeholder}`s (TICKET_PLACEHOLDERS). */
  value: z.string(),
  /** True when the agency saved none and this is the built-in template. */
  isDefault: z.boolean(),
});
export type TMailTemplate = z.infer<typeof ZMailTemplate>;
/** What the get and the save answer: the template as stored, or the built-in one. */
export const ZMailTemplateResponse = z.object({ data: ZMailTemplate });

export const ZGetMailTemplateRequest = z.object({ type: ZMailTemplateType });
export type TGetMailTemplateRequest = z.input<typeof ZGetMailTemplateRequest>;
export const getMailTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('partner/config/mail-template'),
  client: 'v2',
  request: ZGetMailTemplateRequest,
  response: ZMailTemplateResponse,
  summary: "The agency's ticket e-mail template of one type (000 §2.11), or the built-in one; ADMIN only",
});

// The hard cap only keeps a runaway body out; the service answers a template over MAIL_TEMPLATE_MAX_LENGTH in words.
const ZTemplateHtml = z.string().max(MAIL_TEMPLATE_MAX_LENGTH * 5);

export const ZSaveMailTemplateRequest = z.object({ type: ZMailTemplateType, value: ZTemplateHtml });
export type TSaveMailTemplateRequest = z.input<typeof ZSaveMailTemplateRequest>;
export const saveMailTemplateEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('partner/config/mail-template/save'),
  client: 'v2',
  request: ZSaveMailTemplateRequest,
  response: ZMailTemplateResponse,
  summary: 'Saves a ticket e-mail template (sanitised on the server; answers the value as stored); ADMIN only',
});

export const ZTestSendMailTemplateRequest = z.object({
  type: ZMailTemplateType,
  /** The editor's current HTML (saved or not): sanitised and filled with the sample ticket (SAMPLE_TICKET_VALUES). */
  value: ZTemplateHtml,
  to: z.email().max(200),
});
export type TTestSendMailTemplateRequest = z.input<typeof ZTestSendMailTemplateRequest>;
export const ZTestSendMailTemplateResponse = z.object({
  /** The mail_outbox row of the test message. */
  mailId: z.string(),
  /** 'local' without SMTP: kept in the outbox, not delivered. */
  delivery: ZMessageDelivery,
  subject: z.string(),
});
export type TTestSendMailTemplateResponse = z.infer<typeof ZTestSendMailTemplateResponse>;
export const testSendMailTemplateEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('partner/config/mail-template/test-send'),
  client: 'v2',
  request: ZTestSendMailTemplateRequest,
  response: ZTestSendMailTemplateResponse,
  summary: "Sends a template filled with the sample ticket to one address: SMTP when configured, else kept in the outbox; ADMIN only",
});
