import { getZnsReport } from './api/get-zns-report';
import type { ReportExportServices } from '../../shared/report-export-services';

/** The screen's calls behind one interface, so stories and tests run on a fake (test-support/fake-report-services.ts). */
export interface ZnsHistoryServices {
  report: typeof getZnsReport;
  /** The 'All rows' export; the real calls when absent. */
  exports?: ReportExportServices;
}

export const znsHistoryApi: ZnsHistoryServices = { report: getZnsReport };
