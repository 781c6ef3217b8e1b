import type { ChangeFeed } from '../changes/change-feed';
import type { Logger } from '../lib/logger';
import type { MessageChannels } from '../messaging/message-channels';
import type { BankTerminalsRepository } from '../repositories/bank-terminals-repository';
import type { PaymentEventsRepository } from '../repositories/payment-events-repository';
import type { PaymentsRepository } from '../repositories/payments-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import type { PaymentDrivers } from './payment-drivers';

/** What the payment operations are made of (plugins/app/payments.ts passes them in). */
export interface PaymentsDeps {
  payments: PaymentsRepository;
  events: PaymentEventsRepository;
  tickets: TicketsRepository;
  /** The agency's active bank QR terminal: its account receives the agency's bills (docs/adr/0057). */
  terminals: Pick<BankTerminalsRepository, 'active'>;
  changes: ChangeFeed;
  drivers: PaymentDrivers;
  /** The QR send goes out by SMS or ZNS, recorded like the other messages. */
  channels: Pick<MessageChannels, 'sms' | 'zns'>;
  log: Logger;
  /** Where providers deliver confirmations: the configured public URL, else the address this server listens on. */
  webhookBaseUrl(): string;
  /** The clock (epoch ms); tests move it instead of waiting. */
  now(): number;
}
