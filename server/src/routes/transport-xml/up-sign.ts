import { upSignTransportOrderEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** 002 §7 'POST transport-xml/up-sign': 'Bến đi ký'. */
export const upSignTransportOrderRoute = defineRoute(upSignTransportOrderEndpoint, PARTNER, ({ input, session }, app) => app.transportOrders.sign(session, input.id, 'up'));
