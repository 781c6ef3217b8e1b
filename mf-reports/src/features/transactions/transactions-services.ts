import { getTransactionReport } from './api/get-transaction-report';
import { listPartnerUsers } from './api/list-partner-users';

/** The screen's calls behind one interface, so stories and tests run on a fake (test-support/fake-ledger-services.ts). */
export interface TransactionsServices {
  report: typeof getTransactionReport;
  staff: typeof listPartnerUsers;
}

export const transactionsApi: TransactionsServices = { report: getTransactionReport, staff: listPartnerUsers };
