import type { Env } from '../env';
import { createMailer, type Mailer } from './mailer';
import { createLocalSmsDriver, createProviderSmsDriver, type SmsDriver } from './sms-drivers';
import { createLocalZnsDriver, createProviderZnsDriver, type ZnsDriver } from './zns-drivers';

/** The message channels of one server, chosen once from the environment (DESIGN §7: real adapter or local one). */
export interface MessagingService {
  sms: SmsDriver;
  zns: ZnsDriver;
  mailer: Mailer;
  /** Runs work after an answer (sends after a booking) and remembers it until it settles. */
  track(work: Promise<unknown>): void;
  /** Resolves when every tracked send has settled (graceful close, tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type MessagingEnv = Pick<
  Env,
  | 'SMS_PROVIDER_URL'
  | 'SMS_PROVIDER_KEY'
  | 'SMS_PROVIDER_SECRET'
  | 'SMS_BRANDNAME'
  | 'SMS_PRICE_PER_SEGMENT'
  | 'SMS_COST_PER_SEGMENT'
  | 'ZNS_PROVIDER_URL'
  | 'ZNS_PROVIDER_KEY'
  | 'ZNS_PRICE'
  | 'SMTP_URL'
>;

export function createMessagingService(env: MessagingEnv): MessagingService {
  const rates = { pricePerSegment: env.SMS_PRICE_PER_SEGMENT, costPerSegment: env.SMS_COST_PER_SEGMENT };
  const sms = env.SMS_PROVIDER_URL
    ? createProviderSmsDriver({ url: env.SMS_PROVIDER_URL, apiKey: env.SMS_PROVIDER_KEY ?? '', secretKey: env.SMS_PROVIDER_SECRET ?? '', brandname: env.SMS_BRANDNAME }, rates)
    : createLocalSmsDriver(rates);
  const zns = env.ZNS_PROVIDER_URL ? createProviderZnsDriver({ url: env.ZNS_PROVIDER_URL, accessToken: env.ZNS_PROVIDER_KEY ?? '' }, env.ZNS_PRICE) : createLocalZnsDriver(env.ZNS_PRICE);
  const mailer = createMailer(env.SMTP_URL);
  const pending = new Set<Promise<unknown>>();
  const idle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };
  return {
    sms,
    zns,
    mailer,
    track(work) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    },
    idle,
    async close() {
      await idle();
      mailer.close();
    },
  };
}

/** Runs `fn` over `items` with at most `limit` at a time (a provider should not get 60 requests at once). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Decorated by the messaging routes plugin. */
    messaging: MessagingService;
  }
}
