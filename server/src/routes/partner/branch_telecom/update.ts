import { telecomUpdateEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Edits one of the agency's lines: every user, as 000 §2.9 shows edit to all. */
export const telecomUpdateRoute = defineRoute(telecomUpdateEndpoint, PARTNER, ({ input, session }, app) => app.telecomLines.update(session, input));
