import type { FastifyInstance } from 'fastify';
import { MSG, searchCompanyEndpoint, searchPointsEndpoint, searchProvinceEndpoint, searchRouteEndpoint, searchTripsEndpoint } from '@busdesk/api-contract';
import { badRequest } from '../../lib/http-error';
import { registerEndpoint } from '../../lib/register-endpoint';
import { authorisedRouteIds } from '../../sales/authorised-routes';
import { searchCompanies, searchPoints, searchProvinces, searchRoutes } from '../../sales/search-lookups';
import { findNulField } from '../../sales/search-text';
import { searchTrips } from '../../sales/search-trips';

const access = { policy: 'partner', tenant: 'partner' } as const;

/** Trip search lookups and the trip list (001 §2.1, §7), each limited to the session's authorised routes. */
export async function salesSearchRoutes(app: FastifyInstance) {
  const db = app.database;

  registerEndpoint(app, searchCompanyEndpoint, access, async ({ input, session }) => ({
    companies: await searchCompanies(db, session.partnerId, await authorisedRouteIds(db, session), input.searchKey),
  }));

  registerEndpoint(app, searchPointsEndpoint, access, async ({ input, session }) => ({
    points: await searchPoints(db, await authorisedRouteIds(db, session), input),
  }));

  registerEndpoint(app, searchProvinceEndpoint, access, async ({ input, session }) => ({
    provinces: await searchProvinces(db, await authorisedRouteIds(db, session), input),
  }));

  registerEndpoint(app, searchRouteEndpoint, access, async ({ session }) => ({
    routes: await searchRoutes(db, await authorisedRouteIds(db, session)),
  }));

  registerEndpoint(app, searchTripsEndpoint, access, async ({ input, session }) => {
    const nul = findNulField(input);
    if (nul) throw badRequest(MSG.server.invalidField(nul));
    const routeIds = await authorisedRouteIds(db, session);
    return searchTrips(db, { partnerId: session.partnerId, routeIds, now: Date.now() }, input);
  });
}
