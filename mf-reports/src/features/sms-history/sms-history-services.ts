import { getSmsReport } from './api/get-sms-report';

/** The screen's calls behind one interface, so stories and tests run on a fake (test-support/fake-report-services.ts). */
export interface SmsHistoryServices {
  report: typeof getSmsReport;
}

export const smsHistoryApi: SmsHistoryServices = { report: getSmsReport };
