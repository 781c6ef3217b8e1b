import { listPopularRoutes } from './api/list-popular-routes';
import { listRoutes } from './api/list-routes';
import { searchCompanies } from './api/search-companies';
import { setPopularRoutes } from './api/set-popular-routes';

/** The screen's calls behind one interface, so stories run on a fake (test-support/fake-popular-route-services.ts). */
export interface PopularRoutesServices {
  listRoutes: typeof listRoutes;
  listPopular: typeof listPopularRoutes;
  searchCompanies: typeof searchCompanies;
  save: typeof setPopularRoutes;
}

/** The real calls (api/, one file per operation). */
export const popularRoutesApi: PopularRoutesServices = {
  listRoutes,
  listPopular: listPopularRoutes,
  searchCompanies,
  save: setPopularRoutes,
};
