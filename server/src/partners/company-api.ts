import {
  COMPANY_API_HEADERS,
  MSG,
  ZApprovedStatus,
  ZAuthorisePartnerRequest,
  type TAuthorisePartnerRequest,
  type TAuthorisePartnerResponse,
} from '@busdesk/api-contract';
import type { z } from 'zod';
import type { SqlRunner } from '../db/sql';
import { badRequest, HttpError, unauthorized } from '../lib/http-error';
import type { Logger } from '../lib/logger';
import { verifyWebhook } from '../payments/webhook-signature';
import type { CompanyApiSecretsRepository } from '../repositories/company-api-secrets-repository';
import { routesNotOf } from '../repositories/company-links-repository';
import type { CompanyLinksService } from './company-links';

type Headers = Record<string, string | string[] | undefined>;

/** A header's single value (a repeated header counts by its first value). */
const headerOf = (headers: Headers, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Whether a call carries the three signature headers at all: without them it is refused before its body is read. */
export const hasCompanySignatureHeaders = (headers: Headers): boolean => Object.values(COMPANY_API_HEADERS).every((name) => !!headerOf(headers, name)?.trim());

/** A correctly signed body as an authorisation by that company; anything else is a 400 in the words a person reads. */
function parseAuthorisation(rawBody: Buffer, companyId: string): z.output<typeof ZAuthorisePartnerRequest> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest(MSG.server.invalidJson);
  }
  const parsed = ZAuthorisePartnerRequest.safeParse(json);
  if (!parsed.success) throw badRequest(MSG.server.invalidField(parsed.error.issues[0]?.path.join('.') || 'body'));
  if (parsed.data.companyId !== companyId) throw badRequest(MSG.server.invalidField('companyId'));
  return parsed.data;
}

export interface CompanyApiDeps {
  secrets: Pick<CompanyApiSecretsRepository, 'secretOf'>;
  links: Pick<CompanyLinksService, 'authorise'>;
  database: SqlRunner;
  log: Logger;
  now: () => number;
}

/**
 * The company API (docs/adr/0102): what a bus company's own system calls, authenticated by its signature alone (no
 * session). The signature is checked first, over the raw bytes, with the key of the company named by the signed
 * x-busdesk-company header: nothing of an unsigned or badly signed body is parsed (401 whatever it holds; an
 * unknown company answers like a wrong signature). A signed body is then parsed (400 when it is not an authorisation
 * by that company), its routes checked to be the company's own (400 naming the others, nothing written), and the
 * authorisation written through `companyLinks.authorise`, which follows the agency's automatic approval and records
 * the change for its open screens.
 */
export function createCompanyApiService(deps: CompanyApiDeps) {
  return {
    async authorisePartner(rawBody: Buffer, headers: Headers): Promise<TAuthorisePartnerResponse> {
      const companyId = headerOf(headers, COMPANY_API_HEADERS.company)?.trim() ?? '';
      const secret = companyId ? await deps.secrets.secretOf(companyId) : null;
      const now = deps.now();
      const check = secret
        ? verifyWebhook(secret, companyId, headerOf(headers, COMPANY_API_HEADERS.timestamp), headerOf(headers, COMPANY_API_HEADERS.signature), rawBody, now)
        : 'bad-signature';
      if (check === 'stale') throw unauthorized(MSG.payments.staleTimestamp);
      if (check !== 'ok') throw unauthorized(MSG.payments.badSignature);

      const body: TAuthorisePartnerRequest = parseAuthorisation(rawBody, companyId);
      const foreign = await routesNotOf(deps.database, companyId, body.routeIds);
      if (foreign.length > 0) throw badRequest(MSG.company.foreignRoutes(foreign));
      const result = await deps.links.authorise({ partnerId: body.partnerId, companyId, routeIds: body.routeIds });
      if (!result) throw new HttpError(404, MSG.company.partnerNotFound);
      deps.log.info({ companyId, partnerId: body.partnerId, approvedStatus: result.approvedStatus, routes: result.routeIds.length }, 'company authorised an agency');
      return { companyId, partnerId: body.partnerId, approvedStatus: ZApprovedStatus.parse(result.approvedStatus), routeIds: result.routeIds };
    },
  };
}
export type CompanyApiService = ReturnType<typeof createCompanyApiService>;
