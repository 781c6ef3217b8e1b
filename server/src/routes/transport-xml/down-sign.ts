import { downSignTransportOrderEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** 002 §7 'POST transport-xml/down-sign': 'Bến đến ký'. */
export const downSignTransportOrderRoute = defineRoute(downSignTransportOrderEndpoint, PARTNER, ({ input, session }, app) => app.transportOrders.sign(session, input.id, 'down'));
