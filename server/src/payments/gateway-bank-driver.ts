import { createHmac, randomInt } from 'node:crypto';
import { z } from 'zod';
import type { BankDriver } from './payment-drivers';
import { ProviderError } from './provider-error';
import { parseVietQrPayload } from './vietqr';

export interface GatewayBankOptions {
  url: string;
  clientId: string;
  apiKey: string;
  checksumKey: string;
  timeoutMs?: number;
}

const ZGatewayAnswer = z.object({
  code: z.string(),
  desc: z.string().optional(),
  data: z.object({ qrCode: z.string().min(20), amount: z.number().int().optional() }).nullish(),
});

/**
 * A VietQR payment gateway speaking the payOS merchant protocol: POST {url}/v2/payment-requests with x-client-id
 * and x-api-key, a numeric orderCode, our bill number as the description (it becomes the transfer's purpose),
 * signed with HMAC-SHA256(checksumKey, 'amount=…&cancelUrl=…&description=…&orderCode=…&returnUrl=…'); the answer's
 * data.qrCode is the VietQR string. The payload is checked before use: a wrong amount or purpose is refused.
 */
export function createGatewayBankDriver(opts: GatewayBankOptions): BankDriver {
  const endpoint = new URL('v2/payment-requests', opts.url.endsWith('/') ? opts.url : `${opts.url}/`).toString();
  return {
    kind: 'provider',
    async issueBill(bill) {
      const orderCode = Number(`${Date.now() % 1e9}${randomInt(0, 1e4).toString().padStart(4, '0')}`);
      const fields = { amount: bill.amount, cancelUrl: bill.webhookUrl, description: bill.billNumber, orderCode, returnUrl: bill.webhookUrl };
      const signed = Object.entries(fields)
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      const signature = createHmac('sha256', opts.checksumKey).update(signed).digest('hex');
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-id': opts.clientId, 'x-api-key': opts.apiKey },
          body: JSON.stringify({ ...fields, signature }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new ProviderError(`payment gateway unreachable: ${(err as Error).message}`);
      }
      const parsed = ZGatewayAnswer.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success || parsed.data.code !== '00' || !parsed.data.data) {
        throw new ProviderError(`payment gateway refused the bill (HTTP ${response.status}${parsed.success ? `, ${parsed.data.code} ${parsed.data.desc ?? ''}` : ''})`);
      }
      const payload = parsed.data.data.qrCode;
      const qr = parseVietQrPayload(payload);
      if (!qr.crcValid || qr.amount !== bill.amount || !(qr.purpose ?? '').includes(bill.billNumber)) {
        throw new ProviderError('payment gateway answered a QR that does not match the bill');
      }
      return { payload };
    },
  };
}
