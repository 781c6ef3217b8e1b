import { popularRoutesEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** The agency's popular routes in their order (000 §2.6, §7.3: page 0, count 50). */
export const popularRoutesRoute = defineRoute(popularRoutesEndpoint, PARTNER, ({ input, session }, app) => app.popularRoutes.list(session, input));
