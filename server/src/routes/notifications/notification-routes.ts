import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  MSG,
  notificationCountEndpoint,
  notificationListEndpoint,
  notificationReadEndpoint,
  ticketSearchEndpoint,
  topics,
} from '@busdesk/api-contract';
import { badRequest, notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../lib/register-endpoint';
import { listNotifications, markGroupRead, unreadCount } from '../../notifications/new-partner-tickets';
import { startNewTicketWatcher, type NewTicketWatcher } from '../../notifications/new-ticket-watcher';
import { searchTickets } from '../../notifications/ticket-search';
import { authorisedRouteIds } from '../../sales/authorised-routes';
import { findNulField } from '../../sales/search-text';

const access = { policy: 'partner', tenant: 'partner' } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Announces new partner tickets on the agencies' notification topics (tests drive its `tick`). */
    newTicketWatcher: NewTicketWatcher;
  }
}

/** The notification bell's partner tickets and the quick ticket search (002 §2, §7; issue 5). */
export const notificationRoutes = fp(
  async (app: FastifyInstance) => {
    const db = app.database;

    registerEndpoint(app, notificationListEndpoint, access, async ({ input, session }) => {
      if (findNulField(input)) throw badRequest(MSG.server.invalidField('nextPageToken'));
      return listNotifications(db, session.partnerId, input, Date.now());
    });

    registerEndpoint(app, notificationCountEndpoint, access, async ({ session }) => ({
      count: await unreadCount(db, session.partnerId, Date.now()),
    }));

    registerEndpoint(app, notificationReadEndpoint, access, async ({ input, session }) => {
      const nul = findNulField(input);
      if (nul) throw badRequest(MSG.server.invalidField(nul));
      const now = Date.now();
      const ticketIds = await markGroupRead(db, session.partnerId, input.ticketId, now);
      // Another agency's ticket answers exactly like one that does not exist.
      if (!ticketIds) throw notFound();
      try {
        await app.realtime.publish(topics.partnerNotifications(session.partnerId), { type: 'partner-tickets-read', ticketIds });
      } catch (err) {
        // The read is stored; other bells catch up on their next fetch.
        app.log.warn({ err }, 'partner-tickets-read not published');
      }
      return { ticketIds, count: await unreadCount(db, session.partnerId, now) };
    });

    registerEndpoint(app, ticketSearchEndpoint, access, async ({ input, session }) => {
      const nul = findNulField(input);
      if (nul) throw badRequest(MSG.server.invalidField(nul));
      const routeIds = await authorisedRouteIds(db, session);
      return { tickets: await searchTickets(db, { partnerId: session.partnerId, routeIds }, input.keyword) };
    });

    const watcher = startNewTicketWatcher(app);
    app.decorate('newTicketWatcher', watcher);
    // The first look notes where the log stands, before any request can book.
    app.addHook('onReady', async () => {
      await watcher.tick();
    });
    app.addHook('onClose', async () => watcher.stop());
  },
  { name: 'notification-routes' },
);
