import { z } from 'zod';
import { ProviderError } from './provider-error';
import type { BankTerminalDriver } from './terminal-drivers';
import { TerminalRefusal } from './terminal-refusal';

export interface MbTerminalOptions {
  url: string;
  clientId: string;
  apiKey: string;
  timeoutMs?: number;
}

const ZAnswer = z.object({
  code: z.string(),
  desc: z.string().max(500).optional(),
  data: z.object({ requestId: z.string().min(1).max(100).optional(), terminalId: z.string().min(1).max(100).optional(), status: z.string().max(30).optional() }).nullish(),
});
type Answer = z.infer<typeof ZAnswer>;

/**
 * The bank's terminal-registration API (MB merchant style, JSON, x-client-id / x-api-key):
 * - POST {url}/terminals {merchantRef, bankAccountNumber, bankAccountName, phoneNo, identityNumber} → data.requestId
 *   (the bank sends the OTP to phoneNo);
 * - PUT {url}/terminals/{terminalId} with the same fields → data.requestId, or data.terminalId alone when the bank
 *   holds these details verified already;
 * - POST {url}/terminals/otp {requestId, otpValue} → data.terminalId and data.status (new | success | deny | delete).
 * code '00' is success; any other code is a refusal whose desc the user reads; HTTP errors, timeouts and answers
 * of another shape are provider failures.
 */
export function createMbTerminalDriver(opts: MbTerminalOptions): BankTerminalDriver {
  const base = opts.url.endsWith('/') ? opts.url : `${opts.url}/`;
  async function call(method: 'POST' | 'PUT', path: string, body: Record<string, string>): Promise<NonNullable<Answer['data']>> {
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        method,
        headers: { 'content-type': 'application/json', 'x-client-id': opts.clientId, 'x-api-key': opts.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new ProviderError(`bank terminal API unreachable: ${(err as Error).message}`);
    }
    const parsed = ZAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ProviderError(`bank terminal API answered HTTP ${response.status} with an unknown body`);
    if (parsed.data.code !== '00') {
      // A refusal of what the user typed carries the bank's own words; a server error is ours to hide.
      if (response.status >= 500 || !parsed.data.desc) throw new ProviderError(`bank terminal API refused (HTTP ${response.status}, ${parsed.data.code})`);
      throw new TerminalRefusal(parsed.data.desc);
    }
    if (!response.ok || !parsed.data.data) throw new ProviderError(`bank terminal API answered HTTP ${response.status} without data`);
    return parsed.data.data;
  }
  return {
    kind: 'provider',
    async register(partnerId, details) {
      const data = await call('POST', 'terminals', { merchantRef: partnerId, ...details });
      if (!data.requestId) throw new ProviderError('bank terminal API answered no requestId');
      return { requestId: data.requestId };
    },
    async update(partnerId, active, details) {
      const data = await call('PUT', `terminals/${encodeURIComponent(active.terminalId)}`, { merchantRef: partnerId, ...details });
      if (data.requestId) return { requestId: data.requestId };
      if (data.terminalId) return { terminalId: data.terminalId };
      throw new ProviderError('bank terminal API answered neither requestId nor terminalId');
    },
    async confirm(_partnerId, requestId, otpValue) {
      const data = await call('POST', 'terminals/otp', { requestId, otpValue });
      if (!data.terminalId) throw new ProviderError('bank terminal API answered no terminalId');
      return { terminalId: data.terminalId, status: data.status ?? 'new' };
    },
  };
}
