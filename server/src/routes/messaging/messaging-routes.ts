import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  mailDetailEndpoint,
  mailOutboxEndpoint,
  printTemplateEndpoint,
  printTicketsEndpoint,
  sendSmsEndpoint,
  sendZnsEndpoint,
  smsMessagesEndpoint,
  znsTemplatesEndpoint,
} from '@busdesk/api-contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { listMailOutbox, mailDetail } from '../../messaging/mail-outbox';
import { createMessagingService } from '../../messaging/messaging-service';
import { printTemplateConfig, printTickets } from '../../messaging/print-tickets';
import { sendSms, sendZns, smsMessages, znsTemplates } from '../../messaging/ticket-sends';

const partner = { policy: 'partner', tenant: 'partner' } as const;
const admin = { policy: 'admin', tenant: 'partner' } as const;

/**
 * Ticket printing, SMS, ZNS and e-mail to passengers (issue 5). The channels (local drivers or providers, SMTP or
 * outbox) are chosen once from the environment and decorate the app, so the booking's send flags use them too.
 */
export const messagingRoutes = fp(
  async (app: FastifyInstance) => {
    const messaging = createMessagingService(app.env);
    app.decorate('messaging', messaging);
    // Sends started after a booking finish (and are recorded) before the database closes.
    app.addHook('preClose', async () => messaging.close());

    registerEndpoint(app, printTemplateEndpoint, partner, ({ input, session }) => printTemplateConfig(app, session, input.companyId));
    registerEndpoint(app, printTicketsEndpoint, partner, ({ input, session }) => printTickets(app, session, input.ticketIds));
    registerEndpoint(app, smsMessagesEndpoint, partner, async ({ session }) => ({ messages: await smsMessages(app.database, session.partnerId) }));
    registerEndpoint(app, znsTemplatesEndpoint, partner, async ({ session }) => ({
      templates: (await znsTemplates(app.database, session.partnerId)).map(({ id, name, messageContentType }) => ({ id, name, messageContentType })),
    }));
    registerEndpoint(app, sendSmsEndpoint, partner, ({ input, session }) => sendSms(app, session, input));
    registerEndpoint(app, sendZnsEndpoint, partner, ({ input, session }) => sendZns(app, session, input));
    registerEndpoint(app, mailOutboxEndpoint, admin, ({ input, session }) => listMailOutbox(app.database, session.partnerId, input.count, input.nextPageToken));
    registerEndpoint(app, mailDetailEndpoint, admin, ({ input, session }) => mailDetail(app.database, session.partnerId, input.id));
  },
  { name: 'messaging-routes' },
);
