import type { z } from 'zod';
import type { ZBookRequest, ZCancelTicketsRequest, ZCustomerSearchRequest, ZUpdateTicketsRequest } from '@busdesk/api-contract';
import { blockedSearchMessage } from '../partners/search-block';
import type { SessionContext } from '../repositories/sessions-repository';
import { bookTickets } from './booking';
import { cancelDetails, cancelTickets } from './cancel';
import type { SalesDeps } from './sales-deps';
import { searchCustomers } from './search-customers';
import { ticketLog } from './ticket-log';
import { updateTickets } from './ticket-update';

/**
 * The booking lifecycle (001 §3–§5, §7): book, update, cancel with its fee, the ticket's history and the customer
 * lookup of the booking form; and the release of expired zero-paid holds (swept every 30 s by plugins/app/sales.ts;
 * bookings, seat locks and the trip view also release them on their trip before they look).
 */
export function createBookingsService(deps: SalesDeps) {
  return {
    book: (session: SessionContext, input: z.output<typeof ZBookRequest>) => bookTickets(deps, session, input),
    update: (session: SessionContext, input: z.output<typeof ZUpdateTicketsRequest>) => updateTickets(deps, session, input),
    cancelDetails: (session: SessionContext, ticketIds: readonly string[]) => cancelDetails(deps, session, ticketIds),
    cancel: (session: SessionContext, input: z.output<typeof ZCancelTicketsRequest>) => cancelTickets(deps, session, input),
    ticketLog: (session: SessionContext, ticketId: string) => ticketLog(deps, session, ticketId),
    /** The phone autocomplete; a blocked keyword (ADR 0053) finds nothing and says so. */
    async customers(session: SessionContext, input: z.output<typeof ZCustomerSearchRequest>) {
      const blockedMessage = await blockedSearchMessage(deps.partners, session.partnerId, input.phoneNumber);
      if (blockedMessage) return { result: [], blockedMessage };
      return { result: await searchCustomers(deps, session.partnerId, input) };
    },
    /** Releases expired zero-paid holds, all or one trip's; answers how many. */
    releaseExpiredHolds: async (now: number = Date.now(), tripId?: string) => (await deps.tickets.releaseExpiredHolds(now, tripId)).length,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
