import { MSG, toZaloPhone, type TMessageDelivery } from '@busdesk/api-contract';

export interface ZnsSend {
  phoneNumber: string;
  templateId: string;
  /** The template's parameters by name. */
  templateData: Record<string, string>;
  /** Our id for the message (Zalo echoes it in delivery callbacks). */
  trackingId: string;
}

export interface ZnsOutcome {
  /** Delivered by Zalo (false for a failure and for a local driver's record). */
  isSuccess: boolean;
  delivery: TMessageDelivery;
  /** The 84… form Zalo uses. */
  phoneNumber: string;
  price: number;
  messageError: string | null;
}

/** A Zalo Notification Service gateway: local (embedded default) or Zalo's template-message API (DESIGN §7). */
export interface ZnsDriver {
  readonly name: 'local' | 'provider';
  send(message: ZnsSend): Promise<ZnsOutcome>;
}

const ZALO_PHONE = /^84(3|5|7|8|9)\d{8}$/;

/**
 * Accepts a Vietnamese mobile number and records the price of one message, as Zalo would bill a delivered template
 * message; nothing is sent ('local': recorded locally, not delivered).
 */
export function createLocalZnsDriver(pricePerMessage: number): ZnsDriver {
  return {
    name: 'local',
    async send({ phoneNumber }) {
      const phone = toZaloPhone(phoneNumber);
      if (!ZALO_PHONE.test(phone)) return { isSuccess: false, delivery: 'failed', phoneNumber: phone, price: 0, messageError: MSG.common.phoneInvalid };
      return { isSuccess: false, delivery: 'local', phoneNumber: phone, price: pricePerMessage, messageError: null };
    },
  };
}

export interface ZnsProviderConfig {
  url: string;
  accessToken: string;
  timeoutMs?: number;
}

interface ZaloAnswer {
  error?: number;
  message?: string;
  data?: { msg_id?: string };
}

/**
 * Zalo's ZNS template API: POST { phone: '84…', template_id, template_data, tracking_id } with the OA access token
 * in the `access_token` header → { error: 0, data: { msg_id } } on success, a non-zero error with a message
 * otherwise (e.g. -124 invalid token, -118 the user has not followed / cannot receive).
 */
export function createProviderZnsDriver(config: ZnsProviderConfig, pricePerMessage: number): ZnsDriver {
  return {
    name: 'provider',
    async send({ phoneNumber, templateId, templateData, trackingId }) {
      const phone = toZaloPhone(phoneNumber);
      const failed = (messageError: string): ZnsOutcome => ({ isSuccess: false, delivery: 'failed', phoneNumber: phone, price: 0, messageError });
      let answer: ZaloAnswer;
      try {
        const res = await fetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', access_token: config.accessToken },
          body: JSON.stringify({ phone, template_id: templateId, template_data: templateData, tracking_id: trackingId }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
        answer = (await res.json().catch(() => ({}))) as ZaloAnswer;
        if (!res.ok) return failed(MSG.messaging.providerFailed(answer.message ?? `HTTP ${res.status}`));
      } catch {
        return failed(MSG.messaging.providerUnreachable);
      }
      if (answer.error === 0) return { isSuccess: true, delivery: 'delivered', phoneNumber: phone, price: pricePerMessage, messageError: null };
      return failed(MSG.messaging.providerFailed(`${answer.error ?? ''} ${answer.message ?? ''}`.trim()));
    },
  };
}
