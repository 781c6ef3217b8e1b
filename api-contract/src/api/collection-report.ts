import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { ZBusinessDate } from './sales-search';

const ZId = z.string().trim().min(1).max(100);

// ── The collection report's lookups and its Zalo send (docs/adr/0068, 0069) ───

/** 002 §7 'Routes list' for the collection report: the company's routes the agency sells that are open on `date`. */
export const ZCollectionRoutesRequest = z.object({ companyId: ZId, date: ZBusinessDate });
export type TCollectionRoutesRequest = z.input<typeof ZCollectionRoutesRequest>;
/** 002 §3 'Route' as the report needs it. */
export const ZCollectionRoute = z.object({ id: z.string(), routeName: z.string(), routeIdGTVT: z.string().nullable(), companyId: z.string() });
export type TCollectionRoute = z.infer<typeof ZCollectionRoute>;
export const ZCollectionRoutesResponse = z.object({ routes: z.array(ZCollectionRoute) });
export type TCollectionRoutesResponse = z.infer<typeof ZCollectionRoutesResponse>;
export const collectionRoutesEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (002 §7: 'Routes list', payload not shown)
  path: apiPath('partner/report/routes'),
  client: 'v2',
  request: ZCollectionRoutesRequest,
  response: ZCollectionRoutesResponse,
  summary: 'Routes of a company the agency sells on a day, without those locked for the partner platform or by a range covering the day',
});

/** Whether the session's agency may send Zalo messages from the collection report, and the template to preselect. */
export const ZCollectionZnsResponse = z.object({
  /** The configured partner account (002 §6): only it gets row selection and the send. */
  enabled: z.boolean(),
  /** The configured default template (002 §5 'chosen by a fixed id'); null: none configured or not among the templates. */
  defaultTemplateId: z.string().nullable(),
  templates: z.array(z.object({ id: z.string(), name: z.string(), messageContentType: z.number().int() })),
});
export type TCollectionZnsResponse = z.infer<typeof ZCollectionZnsResponse>;
export const collectionZnsEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen
  path: apiPath('partner/report/sales-by-employee/zns'),
  client: 'v2',
  request: z.object({}).loose(),
  response: ZCollectionZnsResponse,
  summary: "The collection report's Zalo send: allowed for this agency?, its templates and the configured default",
});

/** 002 §7 'Send ZNS' from the collection report: messageContentType and the chosen tickets. */
export const ZSendCollectionZnsRequest = z.object({
  messageContentType: z.number().int().min(0),
  ticketIds: z.array(ZId).min(1).max(500),
});
export type TSendCollectionZnsRequest = z.input<typeof ZSendCollectionZnsRequest>;
export const ZSendCollectionZnsResponse = z.object({
  /** Messages a provider took; a local driver's record is not one (ADR 0042). */
  delivered: z.number().int(),
  failed: z.number().int(),
  local: z.number().int(),
});
export type TSendCollectionZnsResponse = z.infer<typeof ZSendCollectionZnsResponse>;
export const sendCollectionZnsEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen
  path: apiPath('partner/report/sales-by-employee/send-zns'),
  client: 'v2',
  request: ZSendCollectionZnsRequest,
  response: ZSendCollectionZnsResponse,
  summary: 'Sends a Zalo template to the chosen tickets through the messaging service (the configured partner account only)',
});
