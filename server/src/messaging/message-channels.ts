import type { Env } from '../env';
import { createMailer, type Mailer } from './mailer';
import { createLocalSmsDriver, createProviderSmsDriver, type SmsDriver } from './sms-drivers';
import { createLocalZnsDriver, createProviderZnsDriver, type ZnsDriver } from './zns-drivers';

/** The message channels of one server, chosen once from the environment (DESIGN §7: real adapter or local one). */
export interface MessageChannels {
  sms: SmsDriver;
  zns: ZnsDriver;
  mailer: Mailer;
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

export function createMessageChannels(env: MessagingEnv): MessageChannels {
  const rates = { pricePerSegment: env.SMS_PRICE_PER_SEGMENT, costPerSegment: env.SMS_COST_PER_SEGMENT };
  const sms = env.SMS_PROVIDER_URL
    ? createProviderSmsDriver({ url: env.SMS_PROVIDER_URL, apiKey: env.SMS_PROVIDER_KEY ?? '', secretKey: env.SMS_PROVIDER_SECRET ?? '', brandname: env.SMS_BRANDNAME }, rates)
    : createLocalSmsDriver(rates);
  const zns = env.ZNS_PROVIDER_URL ? createProviderZnsDriver({ url: env.ZNS_PROVIDER_URL, accessToken: env.ZNS_PROVIDER_KEY ?? '' }, env.ZNS_PRICE) : createLocalZnsDriver(env.ZNS_PRICE);
  return { sms, zns, mailer: createMailer(env.SMTP_URL) };
}

/**
 * One warning line per channel that only records locally, logged at start: an operator must not take a demo
 * installation for one that reaches passengers.
 */
export function localChannelWarnings(channels: MessageChannels): string[] {
  const lines: string[] = [];
  if (channels.sms.name === 'local') lines.push('SMS driver: local — recorded locally, not delivered');
  if (channels.zns.name === 'local') lines.push('ZNS driver: local — recorded locally, not delivered');
  if (channels.mailer.transport === 'outbox') lines.push('mail: no SMTP_URL — kept in the outbox, not delivered');
  return lines;
}
