import { bankQrEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** A bank QR bill for held tickets (001 §7). */
export const bankQrRoute = defineRoute(bankQrEndpoint, PARTNER, ({ input, session }, app) => app.payments.bankBill(session, input));
