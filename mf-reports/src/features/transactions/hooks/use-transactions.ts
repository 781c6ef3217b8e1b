import { TRANSACTION_PAGE_SIZE, type TTransactionReportRow, type TTransactionReportTotals } from '@busdesk/api-contract';
import { dateRangeToMillis, todayRange, type DateRange } from '@busdesk/shared-kit';
import { useCallback, useMemo } from 'react';
import { useKeysetReport, type FetchReportPage } from '../../../shared/use-keyset-report';
import type { TransactionsServices } from '../transactions-services';

export interface TransactionsFilter {
  range: DateRange;
  /** One employee; null for everyone the session may see (a STAFF user is always themselves, server-side too). */
  partnerUserId: string | null;
}

export const defaultTransactionsFilter = (partnerUserId: string | null = null): TransactionsFilter => ({ range: todayRange(), partnerUserId });

/** The filter as the report call takes it (the screen's pages and the 'All rows' export send the same). */
export function transactionsRequest(filter: TransactionsFilter): { startTime: number; endTime: number; partnerUserId: string | null } {
  const { fromDate, toDate } = dateRangeToMillis(filter.range);
  return { startTime: fromDate, endTime: toDate, partnerUserId: filter.partnerUserId };
}

/** The report's state: 00:00:00.000 of the first day to 23:59:59.999 of the last (Vietnam) in ms, 10 a page (002 §9). */
export function useTransactions(services: TransactionsServices, initialStaff: string | null) {
  const fetchPage = useCallback<FetchReportPage<TransactionsFilter, TTransactionReportRow, TTransactionReportTotals>>(
    async (filter, nextPageToken) => {
      const answer = await services.report({ ...transactionsRequest(filter), count: TRANSACTION_PAGE_SIZE, nextPageToken });
      return { rows: answer.transaction, nextPageToken: answer.nextPageToken, totals: answer.totals };
    },
    [services],
  );
  const initial = useMemo(() => defaultTransactionsFilter(initialStaff), [initialStaff]);
  return useKeysetReport(fetchPage, initial);
}
