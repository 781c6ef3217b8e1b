import { searchCompanies } from '../../shared/api/search-companies';
import { searchRoutes } from '../../shared/api/search-routes';
import { getTripTotals } from './api/get-trip-totals';
import { listAllVehicles } from './api/list-all-vehicles';
import { listSettlementTrips } from './api/list-settlement-trips';

/**
 * The data side of the report, behind one interface so stories run without a server
 * (test-support/sale-report-fixtures.ts has the fake); the product and the component tests use `saleReportApi`.
 */
export interface SaleReportServices {
  searchCompanies: typeof searchCompanies;
  searchRoutes: typeof searchRoutes;
  listVehicles: typeof listAllVehicles;
  listTrips: typeof listSettlementTrips;
  fetchTotals: typeof getTripTotals;
}

/** The real calls (api/, one file per operation). */
export const saleReportApi: SaleReportServices = {
  searchCompanies,
  searchRoutes,
  listVehicles: listAllVehicles,
  listTrips: listSettlementTrips,
  fetchTotals: getTripTotals,
};
