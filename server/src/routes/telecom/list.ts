import { telecomCompanyListEndpoint } from '@busdesk/api-contract';
import { defineRoute, PARTNER } from '../define-route';

/** The telecom companies a line may use (000 §7.5); the list is the same for every agency. */
export const telecomCompanyListRoute = defineRoute(telecomCompanyListEndpoint, PARTNER, (_ctx, app) => app.telecomLines.companies());
