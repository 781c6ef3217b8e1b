import { isVnMobile, MSG, normalizePhone, type TMessageDelivery } from '@busdesk/api-contract';
import { smsSize, toSmsText } from './sms-segments';

export interface SmsRates {
  /** đồng per segment charged to the agency. */
  pricePerSegment: number;
  /** đồng per segment the provider charges us. */
  costPerSegment: number;
}

export interface SmsSend {
  /** Stored form '0…'. */
  phoneNumber: string;
  /** The filled message, diacritics and all; the driver prepares the text that goes out. */
  content: string;
}

export interface SmsOutcome {
  /** Delivered by a provider (false for a failure and for a local driver's record). */
  isSuccess: boolean;
  delivery: TMessageDelivery;
  /** The text sent (unaccented). */
  content: string;
  length: number;
  quantity: number;
  /** Charged to the agency; 0 when the send failed. A local record carries what it would have cost. */
  price: number;
  realPrice: number;
  messageError: string | null;
}

/** An SMS gateway: the local one (embedded default) or a provider's HTTP API (DESIGN §7). */
export interface SmsDriver {
  readonly name: 'local' | 'provider';
  send(message: SmsSend): Promise<SmsOutcome>;
}


function priced(text: string, rates: SmsRates, delivery: TMessageDelivery, messageError: string | null): SmsOutcome {
  const size = smsSize(text);
  const charged = delivery !== 'failed';
  return {
    isSuccess: delivery === 'delivered',
    delivery,
    content: text,
    length: size.length,
    quantity: size.quantity,
    price: charged ? size.quantity * rates.pricePerSegment : 0,
    realPrice: charged ? size.quantity * rates.costPerSegment : 0,
    messageError,
  };
}

/**
 * The embedded gateway: accepts a Vietnamese mobile number and records the segments and cost the network would
 * bill, so the SMS history shows real lengths and costs without any outside service. Nothing leaves the machine:
 * its record says so ('local': recorded locally, not delivered) and no count of sent messages includes it.
 */
export function createLocalSmsDriver(rates: SmsRates): SmsDriver {
  return {
    name: 'local',
    async send({ phoneNumber, content }) {
      const text = toSmsText(content);
      if (!isVnMobile(normalizePhone(phoneNumber))) return priced(text, rates, 'failed', MSG.common.phoneInvalid);
      return priced(text, rates, 'local', null);
    },
  };
}

export interface SmsProviderConfig {
  url: string;
  apiKey: string;
  secretKey: string;
  brandname: string;
  timeoutMs?: number;
}

interface ProviderAnswer {
  CodeResult?: string | number;
  SMSID?: string;
  ErrorMessage?: string;
}

/**
 * A brand-name SMS provider's JSON API in the eSMS style: POST { ApiKey, SecretKey, Phone, Content, Brandname,
 * SmsType: '2' (brand name customer care), IsUnicode: '0' } → { CodeResult: '100', SMSID } on success, any other
 * CodeResult with ErrorMessage otherwise. Cost is ours to compute (the answer does not carry it).
 */
export function createProviderSmsDriver(config: SmsProviderConfig, rates: SmsRates): SmsDriver {
  return {
    name: 'provider',
    async send({ phoneNumber, content }) {
      const text = toSmsText(content);
      let answer: ProviderAnswer;
      try {
        const res = await fetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ApiKey: config.apiKey, SecretKey: config.secretKey, Phone: phoneNumber, Content: text, Brandname: config.brandname, SmsType: '2', IsUnicode: '0' }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
        answer = (await res.json().catch(() => ({}))) as ProviderAnswer;
        if (!res.ok) return priced(text, rates, 'failed', MSG.messaging.providerFailed(answer.ErrorMessage ?? `HTTP ${res.status}`));
      } catch {
        return priced(text, rates, 'failed', MSG.messaging.providerUnreachable);
      }
      if (String(answer.CodeResult) === '100') return priced(text, rates, 'delivered', null);
      return priced(text, rates, 'failed', MSG.messaging.providerFailed(answer.ErrorMessage ?? String(answer.CodeResult ?? '')));
    },
  };
}
