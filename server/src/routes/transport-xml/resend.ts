import { resendTransportOrderEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** 'Gửi lại': queues the signed sides' transmission now. */
export const resendTransportOrderRoute = defineRoute(resendTransportOrderEndpoint, PARTNER, async ({ input, session }, app) => ({
  transport: await app.transportOrders.resend(session, input.id),
}));
