import { listCompanies } from '../../shared/api/list-companies';
import { searchBankQrTransactions } from './api/search-bank-qr-transactions';
import type { ReportExportServices } from '../../shared/report-export-services';

/** The screen's calls behind one interface, so stories and tests run on a fake (test-support/fake-report-services.ts). */
export interface BankQrServices {
  report: typeof searchBankQrTransactions;
  companies: typeof listCompanies;
  /** The 'All rows' export; the real calls when absent. */
  exports?: ReportExportServices;
}

export const bankQrApi: BankQrServices = { report: searchBankQrTransactions, companies: listCompanies };
