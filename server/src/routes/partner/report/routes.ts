import { collectionRoutesEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The collection report's route filter: a company's routes open to the agency on a day (002 §2). */
export const collectionRoutesRoute = defineRoute(collectionRoutesEndpoint, PARTNER, ({ input, session }, app) => app.reports.collectionRoutes(session, input));
