import { transportOrderDetailEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** The view screen's content: the document, every signature verified, the transmission attempts. */
export const transportOrderDetailRoute = defineRoute(transportOrderDetailEndpoint, PARTNER, ({ input, session }, app) => app.transportOrders.detail(session, input.id));
