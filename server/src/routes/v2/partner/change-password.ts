import { changePasswordEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER_DURING_PASSWORD_RESET } from '../../define-route';

/** The user's own password (000 §2.10); their other sessions end. Also the way out of a reset password (ADR 0054). */
export const changePasswordRoute = defineRoute(changePasswordEndpoint, PARTNER_DURING_PASSWORD_RESET, ({ input, session }, app) => app.auth.changePassword(session, input.password));
