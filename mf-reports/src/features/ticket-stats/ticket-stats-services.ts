import { getTicketStats } from './api/get-ticket-stats';

/** The screen's call behind an interface, so stories and tests run on a fake (test-support/fake-ledger-services.ts). */
export interface TicketStatsServices {
  stats: typeof getTicketStats;
}

export const ticketStatsApi: TicketStatsServices = { stats: getTicketStats };
