import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { COMPANY_API_HEADERS, COMPANY_API_PATHS } from '@busdesk/api-contract';
import type { BusdeskApp } from '../src/app';
import { signWebhook } from '../src/payments/webhook-signature';

/** The company's key for the company API as the database holds it (tests only: no answer of the portal carries it). */
export async function companyApiSecret(app: BusdeskApp, companyId: string): Promise<string> {
  const [row] = await app.database.rows<{ secret: string }>(sql`select secret from company_api_secrets where company_id = ${companyId}`);
  if (!row) throw new Error(`no company API key for ${companyId}`);
  return row.secret;
}

export interface CompanyCall {
  /** The JSON body, or raw text to send as it is. */
  body: object | string;
  secret: string;
  /** The x-busdesk-company header (signed); default the body's companyId. */
  companyId?: string;
  /** Unix seconds; default now. */
  timestamp?: number;
  signature?: string;
  /** Headers left out (to send an unsigned call). */
  omit?: ReadonlyArray<keyof typeof COMPANY_API_HEADERS>;
}

/** One call exactly as a company's system makes it: raw JSON bytes, company, timestamp and signature headers. */
export function companyCall(app: BusdeskApp, c: CompanyCall): Promise<LightMyRequestResponse> {
  const raw = typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
  const companyId = c.companyId ?? (typeof c.body === 'object' ? String((c.body as { companyId?: unknown }).companyId ?? '') : '');
  const timestamp = c.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [COMPANY_API_HEADERS.company]: companyId,
    [COMPANY_API_HEADERS.timestamp]: String(timestamp),
    [COMPANY_API_HEADERS.signature]: c.signature ?? signWebhook(c.secret, timestamp, companyId, raw),
  };
  for (const name of c.omit ?? []) delete headers[COMPANY_API_HEADERS[name]];
  return app.inject({ method: 'POST', url: COMPANY_API_PATHS.authorisePartner, headers, payload: raw });
}
