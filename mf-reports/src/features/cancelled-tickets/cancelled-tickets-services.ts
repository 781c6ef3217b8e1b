import { listCompanies } from '../../shared/api/list-companies';
import { getCancelledTickets } from './api/get-cancelled-tickets';
import { updateCancelledTickets } from './api/update-cancelled-tickets';
import type { ReportExportServices } from '../../shared/report-export-services';

/** The screen's calls behind one interface, so stories and tests run on a fake (test-support/fake-report-services.ts). */
export interface CancelledTicketsServices {
  report: typeof getCancelledTickets;
  update: typeof updateCancelledTickets;
  companies: typeof listCompanies;
  /** The 'All rows' export; the real calls when absent. */
  exports?: ReportExportServices;
}

export const cancelledTicketsApi: CancelledTicketsServices = { report: getCancelledTickets, update: updateCancelledTickets, companies: listCompanies };
