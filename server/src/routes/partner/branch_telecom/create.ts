import { telecomCreateEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../define-route';

/** Adds an extension line: ADMIN only (000 §6). */
export const telecomCreateRoute = defineRoute(telecomCreateEndpoint, ADMIN, ({ input, session }, app) => app.telecomLines.create(session, input));
