import type { z } from 'zod';
import type { ZSearchTripsRequest } from '@busdesk/api-contract';
import type { SessionContext } from '../repositories/sessions-repository';
import { authorisedRouteIds } from './authorised-routes';
import type { SalesDeps } from './sales-deps';
import { searchCompanies, searchPoints, searchProvinces, searchRoutes } from './search-lookups';
import { searchTrips } from './search-trips';

/** Trip search and its lookups (001 §2.1, §7), each limited to the session's authorised routes. */
export function createTripSearch(deps: Pick<SalesDeps, 'database'>) {
  const { database } = deps;
  const routesOf = (session: SessionContext) => authorisedRouteIds(database, session);
  return {
    companies: async (session: SessionContext, searchKey?: string) => ({
      companies: await searchCompanies(database, session.partnerId, await routesOf(session), searchKey),
    }),
    points: async (session: SessionContext, opts: { searchKey?: string | undefined; count: number }) => ({
      points: await searchPoints(database, await routesOf(session), opts),
    }),
    provinces: async (session: SessionContext, opts: { searchKey?: string | undefined; count: number }) => ({
      provinces: await searchProvinces(database, await routesOf(session), opts),
    }),
    routes: async (session: SessionContext) => ({ routes: await searchRoutes(database, session.partnerId, await routesOf(session)) }),
    trips: async (session: SessionContext, input: z.output<typeof ZSearchTripsRequest>) =>
      searchTrips(database, { partnerId: session.partnerId, routeIds: await routesOf(session), now: Date.now() }, input),
  };
}

export type TripSearch = ReturnType<typeof createTripSearch>;
