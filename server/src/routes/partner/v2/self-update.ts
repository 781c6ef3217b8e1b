import { selfUpdatePartnerEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The sales screen's own switches in the partner config (001 §2.1). */
export const selfUpdatePartnerRoute = defineRoute(selfUpdatePartnerEndpoint, PARTNER, ({ input, session }, app) => app.partners.selfUpdate(session, input.config));
