import { setPopularRoutesEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** Saves the popular routes (000 §2.6, §7.3), at most 50: ADMIN only (ADR 0051). */
export const setPopularRoutesRoute = defineRoute(setPopularRoutesEndpoint, ADMIN, ({ input, session }, app) => app.popularRoutes.set(session, input.routeIds));
