import { transportOrderListEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** 002 §7 'List transport orders' ('Ký duyệt lệnh'). */
export const transportOrderListRoute = defineRoute(transportOrderListEndpoint, PARTNER, ({ input, session }, app) => app.transportOrders.list(session, input));
