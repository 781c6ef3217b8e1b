import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { WalletDriver } from './payment-drivers';
import { ProviderError } from './provider-error';

export interface MomoWalletOptions {
  url: string;
  accessKey: string;
  timeoutMs?: number;
}

const ZMomoAnswer = z.object({
  resultCode: z.number().int(),
  message: z.string().optional(),
  orderId: z.string().optional(),
  payUrl: z.string().optional(),
  qrCodeUrl: z.string().optional(),
});

/**
 * MoMo's all-in-one create-payment API: POST {url}/v2/gateway/api/create, requestType captureWallet, signed with
 * HMAC-SHA256(secretKey, 'accessKey=…&amount=…&extraData=…&ipnUrl=…&orderId=…&orderInfo=…&partnerCode=…&redirectUrl=…
 * &requestId=…&requestType=…'); resultCode 0 means created, and qrCodeUrl (or payUrl) is what the QR encodes.
 * The company's walletPartnerCode/walletSecret are the partner code and secret key; the access key is ours.
 */
export function createMomoWalletDriver(opts: MomoWalletOptions): WalletDriver {
  const endpoint = new URL('v2/gateway/api/create', opts.url.endsWith('/') ? opts.url : `${opts.url}/`).toString();
  return {
    kind: 'provider',
    async createOrder(order) {
      const fields = {
        accessKey: opts.accessKey,
        amount: order.amount,
        extraData: '',
        ipnUrl: order.webhookUrl,
        orderId: order.orderId,
        orderInfo: order.orderInfo,
        partnerCode: order.partnerCode,
        redirectUrl: order.webhookUrl,
        requestId: randomUUID(),
        requestType: 'captureWallet',
      };
      const signature = createHmac('sha256', order.secret)
        .update(
          Object.entries(fields)
            .map(([k, v]) => `${k}=${v}`)
            .join('&'),
        )
        .digest('hex');
      const { accessKey: _accessKey, ...body } = fields;
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, lang: 'vi', signature }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new ProviderError(`wallet unreachable: ${(err as Error).message}`);
      }
      const parsed = ZMomoAnswer.safeParse(await response.json().catch(() => null));
      const payUrl = parsed.success ? (parsed.data.qrCodeUrl ?? parsed.data.payUrl) : undefined;
      if (!parsed.success || parsed.data.resultCode !== 0 || !payUrl || parsed.data.orderId !== order.orderId) {
        throw new ProviderError(`wallet refused the order (HTTP ${response.status}${parsed.success ? `, ${parsed.data.resultCode} ${parsed.data.message ?? ''}` : ''})`);
      }
      return { payUrl };
    },
  };
}
