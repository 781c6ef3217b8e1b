import type { TZnsReportRow, TZnsReportTotals } from '@busdesk/api-contract';
import { dateRangeToMillis, todayRange, type DateRange } from '@busdesk/shared-kit';
import { useCallback, useMemo } from 'react';
import { useKeysetReport, type FetchReportPage } from '../../../shared/use-keyset-report';
import type { ZnsHistoryServices } from '../zns-history-services';

/** The ZNS history's state: the date range (default today) in ms, 00:00:00–23:59:59 in Asia/Ho_Chi_Minh, 20 a page. */
export function useZnsHistory(services: ZnsHistoryServices) {
  const fetchPage = useCallback<FetchReportPage<DateRange, TZnsReportRow, TZnsReportTotals>>(
    async (range, nextPageToken) => {
      const answer = await services.report({ ...dateRangeToMillis(range), type: 2, nextPageToken });
      return { rows: answer.znsMessage, nextPageToken: answer.nextPageToken, totals: answer.totals };
    },
    [services],
  );
  const initial = useMemo(() => todayRange(), []);
  return useKeysetReport(fetchPage, initial);
}
