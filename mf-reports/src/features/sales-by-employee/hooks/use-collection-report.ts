import { COLLECTION_PAGE_SIZE, type TTicketReportResponse, type TTicketReportRow } from '@busdesk/api-contract';
import { useCallback } from 'react';
import { useKeysetReport, type FetchReportPage } from '../../../shared/use-keyset-report';
import type { SalesByEmployeeServices } from '../sales-by-employee-services';
import { collectionRequest, type CollectionFilter } from './collection-filter';

/** What the first page tells of the whole filter: the money totals and the four cards' counts. */
export type CollectionSummary = Pick<TTicketReportResponse, 'totals' | 'eTicketCount' | 'agencyOnlineTicketCount' | 'companyOnlineTicketCount' | 'offlineTicketCount'>;

/** The collection report's rows, 40 a page by nextPageToken (002 §9), opening on `initial` (today). */
export function useCollectionReport(services: SalesByEmployeeServices, initial: CollectionFilter) {
  const fetchPage = useCallback<FetchReportPage<CollectionFilter, TTicketReportRow, CollectionSummary>>(
    async (filter, nextPageToken) => {
      const answer = await services.report({ ...collectionRequest(filter), count: COLLECTION_PAGE_SIZE, nextPageToken });
      const summary: CollectionSummary | null = answer.totals
        ? {
            totals: answer.totals,
            eTicketCount: answer.eTicketCount,
            agencyOnlineTicketCount: answer.agencyOnlineTicketCount,
            companyOnlineTicketCount: answer.companyOnlineTicketCount,
            offlineTicketCount: answer.offlineTicketCount,
          }
        : null;
      return { rows: answer.data, nextPageToken: answer.nextPageToken, totals: summary };
    },
    [services],
  );
  return useKeysetReport(fetchPage, initial);
}
