import { dateRangeToMillis, todayRange } from '@busdesk/shared-kit';
import { useCallback, useMemo } from 'react';
import type { TSmsReportRow, TSmsReportTotals } from '@busdesk/api-contract';
import { useKeysetReport, type FetchReportPage } from '../../../shared/use-keyset-report';
import type { RangeFilter } from '../../../shared/use-report-screen';
import type { SmsHistoryServices } from '../sms-history-services';

/**
 * The SMS history's state: the date range (default today) asked as 00:00:00–23:59:59 in Asia/Ho_Chi_Minh, in ms
 * (002 §7), 20 records a page.
 */
export function useSmsHistory(services: SmsHistoryServices) {
  const fetchPage = useCallback<FetchReportPage<RangeFilter, TSmsReportRow, TSmsReportTotals>>(
    async ({ range }, nextPageToken) => {
      const answer = await services.report({ ...dateRangeToMillis(range), type: 1, nextPageToken });
      return { rows: answer.smsInfo, nextPageToken: answer.nextPageToken, totals: answer.totals };
    },
    [services],
  );
  const initial = useMemo<RangeFilter>(() => ({ range: todayRange() }), []);
  return useKeysetReport(fetchPage, initial);
}
