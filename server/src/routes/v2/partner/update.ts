import { updatePartnerEndpoint } from '@busdesk/api-contract';
import { defineRoute, ADMIN } from '../../define-route';

/** The agency's settings (000 §2.6, §2.7), ADMIN only. */
export const updatePartnerRoute = defineRoute(updatePartnerEndpoint, ADMIN, ({ input, session }, app) => app.partners.update(session, input));
