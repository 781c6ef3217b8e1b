import type { ReportExportServices } from '../../shared/report-export-services';
import { getTransactionReport } from './api/get-transaction-report';
import { listPartnerUsers } from './api/list-partner-users';

/** The screen's calls behind one interface, so stories and tests run on a fake (test-support/fake-ledger-services.ts). */
export interface TransactionsServices {
  report: typeof getTransactionReport;
  staff: typeof listPartnerUsers;
  /** The 'All rows' export; the real calls when absent. */
  exports?: ReportExportServices;
}

export const transactionsApi: TransactionsServices = { report: getTransactionReport, staff: listPartnerUsers };
