import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBellConsumer } from '../../notifications/bell-consumer';
import { createNotificationsService } from '../../notifications/notifications-service';

/** The bell and the quick ticket search; the bell hears of new partner tickets from their change events. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('notifications', createNotificationsService({ database: app.database, changes: app.changes.feed, partners: app.repos.partners }));
    app.changes.dispatcher.addConsumer(createBellConsumer({ database: app.database, partners: app.repos.partners, realtime: app.realtime, log: app.log }));
  },
  { name: 'notifications', dependencies: ['changes', 'repositories', 'realtime'] },
);
