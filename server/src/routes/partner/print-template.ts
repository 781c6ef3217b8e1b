import { printTemplateEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** A company's ticket print template (001 §7). */
export const printTemplateRoute = defineRoute(printTemplateEndpoint, PARTNER, ({ input, session }, app) => app.messaging.printTemplate(session, input.companyId));
