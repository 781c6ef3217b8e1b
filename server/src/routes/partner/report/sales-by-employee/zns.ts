import { collectionZnsEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** Whether the collection report offers the Zalo send to this agency, with its templates and default (002 §6). */
export const collectionZnsRoute = defineRoute(collectionZnsEndpoint, PARTNER, ({ session }, app) => app.reports.collectionZns(session));
