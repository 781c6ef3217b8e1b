import type { TZnsReportRow, TZnsReportTotals } from '@busdesk/api-contract';
import { dateRangeToMillis, todayRange } from '@busdesk/shared-kit';
import { useCallback, useMemo } from 'react';
import { useKeysetReport, type FetchReportPage } from '../../../shared/use-keyset-report';
import type { RangeFilter } from '../../../shared/use-report-screen';
import type { ZnsHistoryServices } from '../zns-history-services';

/** The ZNS history's state: the date range (default today) in ms, 00:00:00–23:59:59 in Asia/Ho_Chi_Minh, 20 a page. */
export function useZnsHistory(services: ZnsHistoryServices) {
  const fetchPage = useCallback<FetchReportPage<RangeFilter, TZnsReportRow, TZnsReportTotals>>(
    async ({ range }, nextPageToken) => {
      const answer = await services.report({ ...dateRangeToMillis(range), type: 2, nextPageToken });
      return { rows: answer.znsMessage, nextPageToken: answer.nextPageToken, totals: answer.totals };
    },
    [services],
  );
  const initial = useMemo<RangeFilter>(() => ({ range: todayRange() }), []);
  return useKeysetReport(fetchPage, initial);
}
