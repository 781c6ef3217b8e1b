import { walletQrEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../../define-route';

/** A wallet QR order for held tickets (001 §7). */
export const walletQrRoute = defineRoute(walletQrEndpoint, PARTNER, ({ input, session }, app) => app.payments.walletOrder(session, input));
