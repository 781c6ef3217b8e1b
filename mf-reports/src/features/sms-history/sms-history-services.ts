import { getSmsReport } from './api/get-sms-report';
import type { ReportExportServices } from '../../shared/report-export-services';

/** The screen's calls behind one interface, so stories and tests run on a fake (test-support/fake-report-services.ts). */
export interface SmsHistoryServices {
  report: typeof getSmsReport;
  /** The 'All rows' export; the real calls when absent. */
  exports?: ReportExportServices;
}

export const smsHistoryApi: SmsHistoryServices = { report: getSmsReport };
