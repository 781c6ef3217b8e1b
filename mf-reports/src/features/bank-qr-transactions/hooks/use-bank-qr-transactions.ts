import type { TBankQrReportRow, TBankQrReportTotals, TTransactionStatusCode } from '@busdesk/api-contract';
import { dateRangeToMillis, todayRange, type DateRange } from '@busdesk/shared-kit';
import { useCallback, useMemo } from 'react';
import { useKeysetReport, type FetchReportPage } from '../../../shared/use-keyset-report';
import type { BankQrServices } from '../bank-qr-services';

export interface BankQrFilter {
  range: DateRange;
  /** Trimmed bill number or id; '' for any. */
  transactionId: string;
  companyId: string | null;
  statuses: TTransactionStatusCode[];
}

export const defaultBankQrFilter = (): BankQrFilter => ({ range: todayRange(), transactionId: '', companyId: null, statuses: [] });

/** The report's request for a filter (without paging): the screen's pages and its 'All rows' export ask the same. */
export function bankQrRequestOf(filter: BankQrFilter) {
  const { fromDate, toDate } = dateRangeToMillis(filter.range);
  return { startDate: fromDate, endDate: toDate, transactionId: filter.transactionId.trim() || null, companyId: filter.companyId, statuses: filter.statuses };
}

/** The bank QR report's state: start of the first day to end of the last in ms (002 §7), 1000 bills a call (002 §9). */
export function useBankQrTransactions(services: BankQrServices) {
  const fetchPage = useCallback<FetchReportPage<BankQrFilter, TBankQrReportRow, TBankQrReportTotals>>(
    async (filter, nextPageToken) => {
      const answer = await services.report({ ...bankQrRequestOf(filter), nextPageToken });
      return { rows: answer.transactions, nextPageToken: answer.nextPageToken, totals: answer.totals };
    },
    [services],
  );
  const initial = useMemo(() => defaultBankQrFilter(), []);
  return useKeysetReport(fetchPage, initial);
}
