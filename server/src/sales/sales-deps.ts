import type { ChangeFeed } from '../changes/change-feed';
import type { Database } from '../db/database';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { SeatLocksRepository } from '../repositories/seat-locks-repository';
import type { TicketsRepository } from '../repositories/tickets-repository';
import type { TripsRepository } from '../repositories/trips-repository';

/** What the sales services are made of (plugins/app/*.ts pass them in; domain code never sees the app). */
export interface SalesDeps {
  /** For the read models that are not a repository's (search, pricing, customers). */
  database: Database;
  tickets: TicketsRepository;
  trips: TripsRepository;
  partners: PartnersRepository;
  seatLocks: SeatLocksRepository;
  changes: ChangeFeed;
}
