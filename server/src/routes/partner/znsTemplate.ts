import { znsTemplatesEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** The agency's Zalo ZNS templates (001 §7). */
export const znsTemplatesRoute = defineRoute(znsTemplatesEndpoint, PARTNER, ({ session }, app) => app.messaging.znsTemplates(session));
