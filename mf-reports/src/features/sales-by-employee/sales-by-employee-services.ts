import { listCompanies } from '../../shared/api/list-companies';
import type { ReportExportServices } from '../../shared/report-export-services';
import { getCollectionReport } from './api/get-collection-report';
import { getCollectionZns } from './api/get-collection-zns';
import { listCollectionRoutes } from './api/list-collection-routes';
import { listCollectionTrips } from './api/list-collection-trips';
import { listStaff } from './api/list-staff';
import { listSubPartners } from './api/list-sub-partners';
import { sendCollectionZns } from './api/send-collection-zns';

/** The screen's calls behind one interface, so stories and tests run on a fake (test-support/fake-collection-services.ts). */
export interface SalesByEmployeeServices {
  report: typeof getCollectionReport;
  companies: typeof listCompanies;
  subPartners: typeof listSubPartners;
  staff: typeof listStaff;
  routes: typeof listCollectionRoutes;
  trips: typeof listCollectionTrips;
  zns: typeof getCollectionZns;
  sendZns: typeof sendCollectionZns;
  /** The 'All rows' export; the real calls when absent. */
  exports?: ReportExportServices;
}

export const salesByEmployeeApi: SalesByEmployeeServices = {
  report: getCollectionReport,
  companies: listCompanies,
  subPartners: listSubPartners,
  staff: listStaff,
  routes: listCollectionRoutes,
  trips: listCollectionTrips,
  zns: getCollectionZns,
  sendZns: sendCollectionZns,
};
