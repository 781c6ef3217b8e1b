import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMessageChannels, localChannelWarnings } from '../../messaging/message-channels';
import { createMessagingService } from '../../messaging/messaging-service';

/**
 * Printing, SMS, ZNS and e-mail (issue 5). The channels (local drivers or providers, SMTP or the outbox) are chosen
 * once from the environment; the messages a booking form asks for are sent by this plugin's change consumer.
 */
export const messagingPlugin = fp(
  async (app: FastifyInstance) => {
    const { repos } = app;
    const channels = createMessageChannels(app.env);
    for (const line of localChannelWarnings(channels)) app.log.warn(line);
    const service = createMessagingService({
      database: app.database,
      tickets: repos.tickets,
      partners: repos.partners,
      changes: app.changes.feed,
      channels,
      mailFrom: app.env.MAIL_FROM,
      log: app.log,
    });
    app.changes.dispatcher.addConsumer(service.consumer);
    app.changes.dispatcher.addConsumer(service.mailConsumer);
    app.decorate('messaging', {
      ...service,
      // The sends a committed booking asked for start when its change is dispatched: wait for that first.
      idle: async () => {
        await app.changes.dispatcher.idle();
        await service.idle();
      },
    });
    // Sends started after a booking finish (and are recorded) before the database closes.
    app.addHook('preClose', async () => service.close());
  },
  { name: 'messaging', dependencies: ['repositories', 'changes'] },
);
