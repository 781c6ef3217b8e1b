import { sendCollectionZnsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** The collection report's Zalo send to the chosen tickets (the configured partner account only). */
export const sendCollectionZnsRoute = defineRoute(sendCollectionZnsEndpoint, PARTNER, ({ input, session }, app) => app.reports.sendCollectionZns(session, input));
