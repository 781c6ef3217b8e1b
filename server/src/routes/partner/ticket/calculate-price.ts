import { calculatePriceEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../../define-route';

/** Seat prices for the chosen points and surcharges (001 §7). */
export const calculatePriceRoute = defineRoute(calculatePriceEndpoint, PARTNER, ({ input, session }, app) => app.priceQuote.calculate(session, input));
