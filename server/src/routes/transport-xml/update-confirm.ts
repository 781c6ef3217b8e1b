import { updateTransportConfirmEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** 002 §7 'Edit transport order confirmation': passengers and time of the user's own side. */
export const updateTransportConfirmRoute = defineRoute(updateTransportConfirmEndpoint, PARTNER, async ({ input, session }, app) => ({
  transport: await app.transportOrders.updateConfirm(session, input),
}));
