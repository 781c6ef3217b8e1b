import {
  COMPANY_API_HEADERS,
  COMPANY_API_PATHS,
  ZAuthorisePartnerResponse,
  type TSimulatorAuthoriseResponse,
  type TSimulatorCompaniesResponse,
  type ZSimulatorAuthoriseRequest,
} from '@busdesk/api-contract';
import type { z } from 'zod';
import type { SqlRunner } from '../db/sql';
import { notFound } from '../lib/http-error';
import { signWebhook } from '../payments/webhook-signature';
import type { CompanyApiSecretsRepository } from '../repositories/company-api-secrets-repository';
import { companiesWithRoutes } from '../repositories/company-links-repository';
import type { SessionContext } from '../repositories/sessions-repository';

export interface CompanySimulatorDeps {
  secrets: Pick<CompanyApiSecretsRepository, 'secretOf'>;
  database: SqlRunner;
  /** Our own base URL, where the signed call is sent (a real request through the whole stack). */
  baseUrl: () => string;
  now: () => number;
}

/**
 * The bus companies' side of the embedded demo (docs/adr/0102), as the company-order simulator is for transport
 * orders (docs/adr/0087): with COMPANY_SYSTEMS=local no company system exists to authorise an agency, so the
 * agency's ADMIN may play one. The simulator signs the company's authorisation with the company's stored key and
 * POSTs it to the company API over HTTP, exactly as a company's system would; what happens then (automatic approval
 * or 'Chờ duyệt', the change reaching open screens) is the API's doing. The agency authorised is always the ADMIN's
 * own (the session's), never one named by the caller.
 */
export function createCompanySimulator(deps: CompanySimulatorDeps) {
  return {
    async companies(): Promise<TSimulatorCompaniesResponse> {
      return { companies: await companiesWithRoutes(deps.database) };
    },

    async authorise(session: SessionContext, input: z.output<typeof ZSimulatorAuthoriseRequest>): Promise<TSimulatorAuthoriseResponse> {
      const secret = await deps.secrets.secretOf(input.companyId);
      if (!secret) throw notFound();
      const raw = JSON.stringify({ companyId: input.companyId, partnerId: session.partnerId, routeIds: input.routeIds });
      const timestamp = Math.floor(deps.now() / 1000);
      const res = await fetch(`${deps.baseUrl()}${COMPANY_API_PATHS.authorisePartner}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [COMPANY_API_HEADERS.company]: input.companyId,
          [COMPANY_API_HEADERS.timestamp]: String(timestamp),
          [COMPANY_API_HEADERS.signature]: signWebhook(secret, timestamp, input.companyId, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await res.json().catch(() => null)) as { message?: string; results?: unknown } | null;
      const authorisation = res.ok ? ZAuthorisePartnerResponse.safeParse(answer?.results) : null;
      return {
        status: res.status,
        authorisation: authorisation?.success ? authorisation.data : null,
        message: res.ok ? null : (answer?.message ?? null),
      };
    },
  };
}
export type CompanySimulator = ReturnType<typeof createCompanySimulator>;
