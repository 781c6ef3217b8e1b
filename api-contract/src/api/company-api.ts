import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ZApprovedStatus } from '../enums/schemas';
import { apiPath } from '../paths';

/**
 * The bus companies' side (000 §3 'Partner company link'; docs/adr/0102): a company authorises an agency to sell its
 * routes from its own system, by a request signed with the company's API secret. Not a defineEndpoint: its body is
 * verified as raw bytes before it is parsed, as the payment webhook's is (docs/adr/0042).
 */
export const COMPANY_API_PATHS = {
  authorisePartner: apiPath('company/authorise-partner'),
} as const;

/**
 * Signature headers, the payment webhook's scheme with the company's own API secret (never its payment webhook
 * secret): company = the calling company's id (picks the secret, so nothing of the body is read before the
 * signature is checked); timestamp = Unix seconds; signature = 'sha256=' + hex HMAC-SHA256(company API secret,
 * `${timestamp}.${companyId}.${rawBody}`). A missing header, an unknown company, a wrong signature or a timestamp
 * more than COMPANY_API_TOLERANCE_SECONDS from the server's clock answers 401 whatever the body; only a correctly
 * signed body is parsed (not JSON or not this shape: 400).
 */
export const COMPANY_API_HEADERS = {
  company: 'x-busdesk-company',
  timestamp: 'x-busdesk-timestamp',
  signature: 'x-busdesk-signature',
} as const;
export const COMPANY_API_TOLERANCE_SECONDS = 300;

const ZId = z.string().trim().min(1).max(100);

/**
 * A company authorises an agency (creates the link, or renews it with more routes). Every route must be the
 * company's own (another's: 400, nothing written). Whether the routes sell at once is the agency's 'automatic
 * approval of routes' setting (000 §2.7; docs/adr/0055): approved, else 'Chờ duyệt' until the agency's ADMIN
 * approves the company on /manage/company. A link the agency rejected stays rejected.
 */
export const ZAuthorisePartnerRequest = z.object({
  /** The calling company: the same id as the signed x-busdesk-company header (another id is refused, 400). */
  companyId: ZId,
  /** The agency authorised. */
  partnerId: ZId,
  routeIds: z.array(ZId).min(1).max(500),
});
export type TAuthorisePartnerRequest = z.input<typeof ZAuthorisePartnerRequest>;
export const ZAuthorisePartnerResponse = z.object({
  companyId: z.string(),
  partnerId: z.string(),
  /** The link's approval after the call. */
  approvedStatus: ZApprovedStatus,
  /** The routes the link now brings (the ones of this call). */
  routeIds: z.array(z.string()),
});
export type TAuthorisePartnerResponse = z.infer<typeof ZAuthorisePartnerResponse>;

// ── The embedded demo's company simulator (docs/adr/0102) ────────────────────────────────────────────────────────

/** A company of the network with its routes, as the simulator offers them to play. */
export const ZSimulatorCompany = z.object({
  companyId: z.string(),
  companyName: z.string(),
  routes: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TSimulatorCompany = z.infer<typeof ZSimulatorCompany>;
export const ZSimulatorCompaniesRequest = z.object({});
export const ZSimulatorCompaniesResponse = z.object({ companies: z.array(ZSimulatorCompany) });
export type TSimulatorCompaniesResponse = z.infer<typeof ZSimulatorCompaniesResponse>;
export const simulatorCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPath('simulator/company/companies'),
  client: 'v2',
  request: ZSimulatorCompaniesRequest,
  response: ZSimulatorCompaniesResponse,
  summary: 'Company simulator (COMPANY_SYSTEMS=local): the companies of the network and their routes, to play one',
});

/** The ADMIN plays a company authorising the ADMIN's own agency (the agency is the session's, never the body's). */
export const ZSimulatorAuthoriseRequest = z.object({ companyId: ZId, routeIds: z.array(ZId).min(1).max(500) });
export type TSimulatorAuthoriseRequest = z.input<typeof ZSimulatorAuthoriseRequest>;
export const ZSimulatorAuthoriseResponse = z.object({
  /** The HTTP status the company API answered the signed request with. */
  status: z.number().int(),
  /** Its answer on success. */
  authorisation: ZAuthorisePartnerResponse.nullable(),
  /** Its message otherwise. */
  message: z.string().nullable(),
});
export type TSimulatorAuthoriseResponse = z.infer<typeof ZSimulatorAuthoriseResponse>;
export const simulatorAuthoriseEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPath('simulator/company/authorise'),
  client: 'v2',
  request: ZSimulatorAuthoriseRequest,
  response: ZSimulatorAuthoriseResponse,
  summary: "Company simulator: sign the company's authorisation of the ADMIN's agency and POST it to the company API over HTTP",
});
