import { MSG, POPULAR_ROUTE_MAX, type TPopularRoute } from '@busdesk/api-contract';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../lib/http-error';
import type { PartnerCompaniesRepository } from '../repositories/partner-companies-repository';
import type { SessionContext } from '../repositories/sessions-repository';
import { searchRoutes } from '../sales/search-lookups';

export interface PopularRoutesDeps {
  database: Database;
  partnerCompanies: PartnerCompaniesRepository;
}

/**
 * The agency's popular routes (000 §2.6): at most 50 (POPULAR_ROUTE_MAX), enforced here though the seeds leave it to
 * the screen's counter; the sales screen's route picker offers them first (search-lookups.ts).
 */
export function createPopularRoutesService(deps: PopularRoutesDeps) {
  const current = async (partnerId: string): Promise<TPopularRoute[]> => {
    const ids = await deps.partnerCompanies.popularRouteIds(partnerId);
    const routes = await searchRoutes(deps.database, partnerId, ids);
    const position = new Map(ids.map((id, i) => [id, i]));
    return routes.map((r) => ({ ...r, position: position.get(r.id) ?? 0 }));
  };
  return {
    async list(session: SessionContext, input: { page: number; count: number }) {
      const routes = await current(session.partnerId);
      return { routes: routes.slice(input.page * input.count, (input.page + 1) * input.count) };
    },

    /**
     * Replaces the list. A route the agency does not sell at all (another agency's) is 404 and nothing changes; a
     * 51st route is refused with its own message; the same route twice is a mistake, not a silent merge.
     */
    async set(session: SessionContext, routeIds: readonly string[]) {
      if (new Set(routeIds).size !== routeIds.length) throw badRequest(MSG.popularRoute.duplicate);
      if (routeIds.length > POPULAR_ROUTE_MAX) throw badRequest(MSG.popularRoute.tooMany(POPULAR_ROUTE_MAX), { max: POPULAR_ROUTE_MAX });
      const own = await deps.partnerCompanies.ownRouteIds(session.partnerId, routeIds);
      if (routeIds.some((id) => !own.has(id))) throw notFound();
      await deps.database.db.transaction((tx) => deps.partnerCompanies.setPopular(tx, session.partnerId, routeIds));
      return { routes: await current(session.partnerId) };
    },
  };
}

export type PopularRoutesService = ReturnType<typeof createPopularRoutesService>;
