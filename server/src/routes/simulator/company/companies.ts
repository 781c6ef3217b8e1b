import { simulatorCompaniesEndpoint } from '@busdesk/api-contract';
import { notFound } from '../../../lib/http-error';
import { ADMIN, defineRoute } from '../../define-route';

/** The network's companies and routes to play (COMPANY_SYSTEMS=local only; otherwise 404 for everyone). */
export const simulatorCompaniesRoute = defineRoute(simulatorCompaniesEndpoint, ADMIN, async (_ctx, app) => {
  if (!app.companySimulator) throw notFound();
  return app.companySimulator.companies();
});
