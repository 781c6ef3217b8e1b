import { simulatorAuthoriseEndpoint } from '@busdesk/api-contract';
import { notFound } from '../../../lib/http-error';
import { ADMIN, defineRoute } from '../../define-route';

/**
 * The ADMIN plays a company authorising its own agency: a signed call to the company API over HTTP
 * (COMPANY_SYSTEMS=local only; otherwise 404 for everyone; docs/adr/0102).
 */
export const simulatorAuthoriseRoute = defineRoute(simulatorAuthoriseEndpoint, ADMIN, async ({ input, session }, app) => {
  if (!app.companySimulator) throw notFound();
  return app.companySimulator.authorise(session, input);
});
