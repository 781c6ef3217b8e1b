import { cancelReportExport } from './api/cancel-report-export';
import { downloadReportExport } from './api/download-report-export';
import { getReportExport } from './api/get-report-export';
import { startReportExport } from './api/start-report-export';

/** The 'All rows' export's calls behind one interface, so stories and tests run on a fake (test-support). */
export interface ReportExportServices {
  start: typeof startReportExport;
  status: typeof getReportExport;
  cancel: typeof cancelReportExport;
  download: typeof downloadReportExport;
}

export const reportExportApi: ReportExportServices = {
  start: startReportExport,
  status: getReportExport,
  cancel: cancelReportExport,
  download: downloadReportExport,
};
