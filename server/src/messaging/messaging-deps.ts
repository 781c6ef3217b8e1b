import type { ChangeFeed } from '../changes/change-feed';
import type { Database } from '../db/database';
import type { Logger } from '../lib/logger';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import type { MessageChannels } from './message-channels';

/** What the messaging operations are made of (plugins/app/messaging.ts passes them in). */
export interface MessagingDeps {
  database: Database;
  tickets: TicketsRepository;
  partners: PartnersRepository;
  changes: ChangeFeed;
  channels: MessageChannels;
  /** The From address of passenger e-mails (MAIL_FROM). */
  mailFrom: string;
  log: Logger;
}
