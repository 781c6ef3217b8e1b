import { mailDetailEndpoint } from '@busdesk/api-contract';
import { defineRoute, ADMIN } from '../../define-route';

/** One e-mail of the outbox with its raw message, ADMIN only. */
export const mailDetailRoute = defineRoute(mailDetailEndpoint, ADMIN, ({ input, session }, app) => app.messaging.mailDetail(session, input.id));
