import { bankQrBillEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** One of the agency's bank QR bills. */
export const bankQrBillRoute = defineRoute(bankQrBillEndpoint, PARTNER, ({ input, session }, app) => app.payments.bill(session, input.billNumber));
