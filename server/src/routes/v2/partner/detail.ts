import { partnerDetailEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The agency's (or a child agency's) detail. */
export const partnerDetailRoute = defineRoute(partnerDetailEndpoint, PARTNER, ({ input, session }, app) => app.partners.detail(session, input.partnerId));
