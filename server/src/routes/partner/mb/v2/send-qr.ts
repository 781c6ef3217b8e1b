import { sendQrEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** Sends a bill to the customer by SMS or ZNS (001 §7). */
export const sendQrRoute = defineRoute(sendQrEndpoint, PARTNER, ({ input, session }, app) => app.payments.sendQr(session, input));
