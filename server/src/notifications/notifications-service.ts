import type { TNotificationTab } from '@busdesk/api-contract';
import type { ChangeFeed } from '../changes/change-feed';
import type { Database } from '../db/database';
import { notFound } from '../lib/http-error';
import { blockedSearchMessage } from '../partners/search-block';
import type { PartnersRepository } from '../repositories/partners-repository';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds } from '../sales/authorised-routes';
import { listNotifications, markGroupRead, unreadCount } from './new-partner-tickets';
import { searchTickets } from './ticket-search';

/** The bell's new partner tickets and the quick ticket search (002 §2, §7; issue 5). */
export function createNotificationsService(deps: { database: Database; changes: ChangeFeed; partners: Pick<PartnersRepository, 'salePartner'> }) {
  const { database } = deps;
  return {
    list: (session: SessionContext, input: { tab: TNotificationTab; count: number; nextPageToken?: string | null | undefined }) =>
      listNotifications(database, session.partnerId, input, Date.now()),
    count: async (session: SessionContext) => ({ count: await unreadCount(database, session.partnerId, Date.now()) }),
    /** Marks a booking group read; other bells of the agency hear of it from the change event. */
    async markRead(session: SessionContext, ticketId: string) {
      const now = Date.now();
      const ticketIds = await markGroupRead(deps, session.partnerId, ticketId, now);
      // Another agency's ticket answers exactly like one that does not exist.
      if (!ticketIds) throw notFound();
      return { ticketIds, count: await unreadCount(database, session.partnerId, now) };
    },
    /** A blocked keyword (ADR 0053) finds nothing and says so. */
    async search(session: SessionContext, keyword: string) {
      const blockedMessage = await blockedSearchMessage(deps.partners, session.partnerId, keyword);
      if (blockedMessage) return { tickets: [], blockedMessage };
      return { tickets: await searchTickets(database, { partnerId: session.partnerId, routeIds: await authorisedRouteIds(database, session) }, keyword) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
