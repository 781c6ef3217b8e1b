import { mailOutboxEndpoint } from '@busdesk/api-contract';
import { defineRoute, ADMIN } from '../define-route';

/** The passenger e-mails kept in the outbox (ours), ADMIN only. */
export const mailOutboxRoute = defineRoute(mailOutboxEndpoint, ADMIN, ({ input, session }, app) => app.messaging.mailOutbox(session, input.count, input.nextPageToken));
