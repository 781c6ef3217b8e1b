import { saveMailTemplateEndpoint } from '@busdesk/api-contract';
import { ADMIN, defineRoute } from '../../../define-route';

/** Saves one ticket e-mail template, sanitised (000 §2.11); ADMIN only (ADR 0059). */
export const saveMailTemplateRoute = defineRoute(saveMailTemplateEndpoint, ADMIN, ({ input, session }, app) => app.messaging.saveMailTemplate(session, input));
