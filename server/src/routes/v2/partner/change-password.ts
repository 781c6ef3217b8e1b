import { changePasswordEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** The user's own password (000 §2.10); their other sessions end. */
export const changePasswordRoute = defineRoute(changePasswordEndpoint, PARTNER, ({ input, session }, app) => app.auth.changePassword(session, input.password));
