import { z } from 'zod';
import { TELECOM_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { TelecomProvider } from '../rules/telecom-config';

/** How a telecom company's lines are configured (rules/telecom-config.ts). */
export const ZTelecomProvider = z.enum(TelecomProvider);

/** Telecom company (000 §3): telecomCompanyId, telecomCompanyName, and the provider its lines speak to. */
export const ZTelecomCompany = z.object({ telecomCompanyId: z.string(), telecomCompanyName: z.string(), provider: ZTelecomProvider });
export type TTelecomCompany = z.infer<typeof ZTelecomCompany>;

/** POST /telecom/list: the telecom companies a line may use (answer results.result). */
export const telecomCompanyListEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/telecom/list'),
  client: 'v2',
  request: z.object({}).passthrough(),
  response: z.object({ result: z.array(ZTelecomCompany) }),
  summary: 'Telecom companies (extension line providers)',
});

/**
 * Extension line (000 §3 telecom number). telecomConfig is JSON text as the seeds keep it, without its secrets;
 * `secretsSet` names the secrets stored for it (write-only: sent on create/update, never answered).
 */
export const ZTelecomNumber = z.object({
  id: z.string(),
  telecomCompanyId: z.string(),
  telecomCompanyName: z.string(),
  provider: ZTelecomProvider,
  number: z.string(),
  telecomConfig: z.string(),
  secretsSet: z.array(z.string()),
  createdDate: z.number(),
});
export type TTelecomNumber = z.infer<typeof ZTelecomNumber>;

/** POST /partner/branch_telecom/get-list {page, count, number}: the agency's lines, `number` matching part of it. */
export const ZTelecomListRequest = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  count: z.coerce.number().int().min(1).max(TELECOM_PAGE_SIZE).default(TELECOM_PAGE_SIZE),
  number: z.string().trim().max(50).optional(),
});
export const ZTelecomListResponse = z.object({ result: z.array(ZTelecomNumber), total: z.number().int() });
export type TTelecomListResponse = z.infer<typeof ZTelecomListResponse>;
export const telecomListEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/branch_telecom/get-list'),
  client: 'v2',
  request: ZTelecomListRequest,
  response: ZTelecomListResponse,
  summary: "The agency's extension lines, 50 a page",
});

/**
 * The line's fields as the dialog sends them. The checks that have a Vietnamese message (company chosen, number
 * digits, telecomConfig per provider) are the service's, so this schema only bounds sizes.
 */
const ZTelecomLineFields = z.object({
  telecomCompanyId: z.string().trim().max(100),
  number: z.string().trim().max(50),
  telecomConfig: z.string().max(20_000).default('{}'),
});

/** POST /partner/branch_telecom/create (ADMIN). */
export const ZTelecomCreateRequest = ZTelecomLineFields;
export type TTelecomCreateRequest = z.input<typeof ZTelecomCreateRequest>;
export const ZTelecomLineResponse = z.object({ result: ZTelecomNumber });
export const telecomCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/branch_telecom/create'),
  client: 'v2',
  request: ZTelecomCreateRequest,
  response: ZTelecomLineResponse,
  summary: 'Add an extension line (ADMIN)',
});

/** POST /partner/branch_telecom/update (every user of the agency, as 000 §2.9 shows edit to all). */
export const ZTelecomUpdateRequest = ZTelecomLineFields.extend({ id: z.string().min(1).max(100) });
export type TTelecomUpdateRequest = z.input<typeof ZTelecomUpdateRequest>;
export const telecomUpdateEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/branch_telecom/update'),
  client: 'v2',
  request: ZTelecomUpdateRequest,
  response: ZTelecomLineResponse,
  summary: 'Update an extension line; an empty secret keeps the stored one',
});

/** POST /partner/branch_telecom/delete {id} (every user of the agency). */
export const telecomDeleteEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/branch_telecom/delete'),
  client: 'v2',
  request: z.object({ id: z.string().min(1).max(100) }),
  response: z.object({ id: z.string() }),
  summary: 'Delete an extension line',
});
