import { ZnsHistoryReport } from '../features/zns-history/components/zns-history-report';

/** /report/zns-info. */
export function ZnsHistoryPage() {
  return <ZnsHistoryReport />;
}
