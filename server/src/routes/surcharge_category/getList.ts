import { surchargeListEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** A company's surcharge categories (001 §7). */
export const surchargeListRoute = defineRoute(surchargeListEndpoint, PARTNER, ({ input, session }, app) => app.priceQuote.surcharges(session, input));
