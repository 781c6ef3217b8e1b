import { z } from 'zod';
import { COMPANY_PAGE_SIZE, COMPANY_SORT, POPULAR_ROUTE_FETCH_COUNT } from '../constants';
import { defineEndpoint } from '../endpoint';
import { ZApprovedStatus } from '../enums/schemas';
import { apiPath } from '../paths';
import { ZRouteOption, ZSearchCompanyRequest, ZSearchCompanyResponse } from './sales-search';

/**
 * Station administration, issue 12: the authorised companies (000 §2.5, §3, §7.3), the popular routes (§2.6) and
 * the child stations list (001 §7). Every list is the session's partner's own; an id of another agency is 404.
 */

const ZId = z.string().trim().min(1).max(100);

/**
 * POST /v2/partner/search/company (000 §7.3's spelling of 001's /partner/search/company): the same answer from
 * the same service, so one rule decides which companies a picker offers.
 */
export const searchCompanyV2Endpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner/search/company'),
  client: 'v2',
  request: ZSearchCompanyRequest,
  response: ZSearchCompanyResponse,
  summary: 'Companies that authorised the partner on at least one route the user sells (000 §7.3 path)',
});

/** A partner–company link as 000 §3 lists it ('Partner company link'). */
export const ZPartnerCompany = z.object({
  id: z.string(),
  companyId: z.string(),
  partnerId: z.string(),
  approvedStatus: ZApprovedStatus,
  company: z.object({
    companyName: z.string(),
    /** false 'Đang sử dụng', true 'Chưa sử dụng' (000 §4). */
    isNotUsingAv: z.boolean(),
    companyPhoneNumber: z.string().nullable(),
  }),
  /** đồng */
  debtLimit: z.number().int(),
  /** đồng */
  currentDebt: z.number().int(),
});
export type TPartnerCompany = z.infer<typeof ZPartnerCompany>;

/** The company list search (000 §7.3; path not shown, ours): 20 a page, sorted by id ascending. */
export const ZListPartnerCompaniesRequest = z.object({
  /** 1-based page, as the seed's `current`. */
  current: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(COMPANY_PAGE_SIZE),
  /** Text in the company name (diacritics ignored). */
  keyword: z.string().trim().max(200).optional(),
  /** Usage filter: absent or null = all. */
  isNotUsingAv: z.boolean().nullish(),
  filter: z.object({ approvedStatus: ZApprovedStatus.nullish() }).default({}),
  sort: z.literal(COMPANY_SORT).default(COMPANY_SORT),
});
export type TListPartnerCompaniesRequest = z.input<typeof ZListPartnerCompaniesRequest>;
export const ZListPartnerCompaniesResponse = z.object({
  data: z.array(ZPartnerCompany),
  total: z.number().int(),
  current: z.number().int(),
});
export type TListPartnerCompaniesResponse = z.infer<typeof ZListPartnerCompaniesResponse>;
// path chosen: 000 §7.3 gives none ('partner-company endpoints' in 001 §7).
export const listPartnerCompaniesEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner-company/search'),
  client: 'v2',
  request: ZListPartnerCompaniesRequest,
  response: ZListPartnerCompaniesResponse,
  summary: "The agency's authorised companies, paged, with approval and usage filters",
});

/** One entry of the update (000 §7.3): approval and/or usage of one company link of the session's partner. */
export const ZPartnerCompanyUpdate = z.object({
  companyId: ZId,
  /** Accepted as the seed sends it and ignored: the session's partner is the one updated. */
  partnerId: z.unknown().optional(),
  isNotUsingAv: z.boolean().optional(),
  approvedStatus: ZApprovedStatus.optional(),
});
export const ZUpdatePartnerCompaniesRequest = z.object({
  partnerCompanies: z.array(ZPartnerCompanyUpdate).max(500),
});
export type TUpdatePartnerCompaniesRequest = z.input<typeof ZUpdatePartnerCompaniesRequest>;
export const ZUpdatePartnerCompaniesResponse = z.object({ partnerCompanies: z.array(ZPartnerCompany) });
// path chosen: 000 §7.3 gives none.
export const updatePartnerCompaniesEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/v2/partner-company/update'),
  client: 'v2',
  request: ZUpdatePartnerCompaniesRequest,
  response: ZUpdatePartnerCompaniesResponse,
  summary: 'Set approval and/or usage of several company links of the agency at once (ADMIN)',
});

/** A popular route: a route option with its place in the list. */
export const ZPopularRoute = ZRouteOption.extend({ position: z.number().int() });
export type TPopularRoute = z.infer<typeof ZPopularRoute>;
export const ZPopularRoutesRequest = z.object({
  page: z.number().int().min(0).default(0),
  count: z.number().int().min(1).max(POPULAR_ROUTE_FETCH_COUNT).default(POPULAR_ROUTE_FETCH_COUNT),
});
export const ZPopularRoutesResponse = z.object({ routes: z.array(ZPopularRoute) });
export const popularRoutesEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/search/route/popular'),
  client: 'v2',
  request: ZPopularRoutesRequest,
  response: ZPopularRoutesResponse,
  summary: "The agency's popular routes in their order (page 0, count 50)",
});

/**
 * The whole list of popular routes, in order. The 50-route maximum (000 §9) is checked by the service so that the
 * refusal carries its own message; the schema only bounds the body.
 */
export const ZSetPopularRoutesRequest = z.object({ routeIds: z.array(ZId).max(1000) });
export type TSetPopularRoutesRequest = z.input<typeof ZSetPopularRoutesRequest>;
export const setPopularRoutesEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('/partner/route/set-popular'),
  client: 'v2',
  request: ZSetPopularRoutesRequest,
  response: ZPopularRoutesResponse,
  summary: 'Replace the agency’s popular routes (at most 50; ADMIN)',
});

/** A child station or agency of the session's partner (002 §3 'Sub-partner'). */
export const ZSubPartner = z.object({ id: z.string(), name: z.string(), code: z.string().nullable() });
export type TSubPartner = z.infer<typeof ZSubPartner>;
export const ZSubPartnersResponse = z.object({ subPartners: z.array(ZSubPartner) });
export const subPartnersEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('partner/search/sub-partners'),
  client: 'v2',
  request: z.object({}).loose(),
  response: ZSubPartnersResponse,
  summary: "The session's partner's child stations and agencies",
});
