import { REPORT_PAGE_SIZE, type TTicketReportRow, type TTicketReportTotals } from '@busdesk/api-contract';
import { dateRangeToKeys, todayRange, type DateRange } from '@busdesk/shared-kit';
import { useCallback, useMemo } from 'react';
import { useKeysetReport, type FetchReportPage } from '../../../shared/use-keyset-report';
import type { CancelledTicketsServices } from '../cancelled-tickets-services';

export interface CancelledFilter {
  range: DateRange;
  companyId: string | null;
  /** The switch: refunded (true) or not refunded (false). */
  isRefunded: boolean;
}

/** Opens on today's departures not refunded yet: the tickets whose money is still to be given back. */
export const defaultCancelledFilter = (): CancelledFilter => ({ range: todayRange(), companyId: null, isRefunded: false });

/** The report's request for a filter (without paging): the screen's pages and its 'All rows' export ask the same. */
export function cancelledRequestOf(filter: CancelledFilter) {
  const { startDate, endDate } = dateRangeToKeys(filter.range);
  return { startDate, endDate, companyId: filter.companyId, isRefunded: filter.isRefunded, dateType: 0 as const };
}

/** The cancelled report's state: yyyyMMdd business dates of departure (002 §7), 20 a page (002 §9). */
export function useCancelledTickets(services: CancelledTicketsServices) {
  const fetchPage = useCallback<FetchReportPage<CancelledFilter, TTicketReportRow, TTicketReportTotals>>(
    async (filter, nextPageToken) => {
      const answer = await services.report({ ...cancelledRequestOf(filter), count: REPORT_PAGE_SIZE, nextPageToken });
      return { rows: answer.data, nextPageToken: answer.nextPageToken, totals: answer.totals };
    },
    [services],
  );
  const initial = useMemo(() => defaultCancelledFilter(), []);
  return useKeysetReport(fetchPage, initial);
}
