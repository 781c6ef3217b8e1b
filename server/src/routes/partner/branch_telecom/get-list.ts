import { telecomListEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The agency's extension lines, 50 a page, searched by number (000 §2.9, §7.5). */
export const telecomListRoute = defineRoute(telecomListEndpoint, PARTNER, ({ input, session }, app) => app.telecomLines.list(session, input));
