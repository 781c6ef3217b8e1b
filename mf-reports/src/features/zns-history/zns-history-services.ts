import { getZnsReport } from './api/get-zns-report';

/** The screen's calls behind one interface, so stories and tests run on a fake (test-support/fake-report-services.ts). */
export interface ZnsHistoryServices {
  report: typeof getZnsReport;
}

export const znsHistoryApi: ZnsHistoryServices = { report: getZnsReport };
