import { telecomDeleteEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Deletes one of the agency's lines: every user, as 000 §2.9 shows delete to all. */
export const telecomDeleteRoute = defineRoute(telecomDeleteEndpoint, PARTNER, ({ input, session }, app) => app.telecomLines.remove(session, input.id));
