import { MSG, type ReportDefinition, type TStartReportExportRequest } from '@busdesk/api-contract';
import { dateRangeToMillis, formatNumber, LABELS, type DataTableColumn } from '@busdesk/shared-kit';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { ReportExportServices } from './report-export-services';
import { ReportScreen } from './report-screen';
import type { SummaryCard } from './summary-cards';
import type { KeysetReport } from './use-keyset-report';
import { useReportScreen, type RangeFilter } from './use-report-screen';

/** Texts the SMS and the Zalo ZNS histories share. */
export const MESSAGE_HISTORY_LABELS = {
  phoneNumber: LABELS.fields.phone,
  deliveries: MSG.reports.delivery,
  count: 'Tổng số bản ghi', // ours
  delivered: 'Đã gửi', // ours
  failed: 'Gửi thất bại', // ours
  local: 'Chưa gửi (cục bộ)', // ours
} as const;

/** What both histories count over the range: a local driver's record is neither delivered nor failed (ADR 0042). */
export interface MessageDeliveryTotals {
  count: number;
  delivered: number;
  failed: number;
  local: number;
}

/** The channel's report for the 'All rows' export: SMS type 1, ZNS type 2 (002 §7). */
const exportOf: Record<'sms' | 'zns', (filter: RangeFilter) => TStartReportExportRequest> = {
  sms: ({ range }) => ({ report: 'sms-info', filter: { ...dateRangeToMillis(range), type: 1 } }),
  zns: ({ range }) => ({ report: 'zns-info', filter: { ...dateRangeToMillis(range), type: 2 } }),
};

export interface MessageHistoryReportProps<R extends { id: string }, Totals extends MessageDeliveryTotals> {
  channel: 'sms' | 'zns';
  labels: { title: string; tableLabel: string };
  /** The channel's history, filtered by a date range alone (default today). */
  report: KeysetReport<RangeFilter, R, Totals>;
  /** The report's one column definition (docs/adr/0074): both exports' file name and columns. */
  definition: ReportDefinition<R, Totals>;
  exportServices?: ReportExportServices | undefined;
  columns: ReadonlyArray<DataTableColumn<R & { index: number }>>;
  /** The channel's own cards, after the four delivery counts. */
  moreCards: (totals: Totals) => readonly SummaryCard[];
  totalsRow: (totals: Totals) => Readonly<Record<string, ReactNode>>;
}

/**
 * A message history (002 §2 'SMS history report', 'Zalo (ZNS) history report'): the date range alone (default today),
 * 20 rows a page with 'Tải thêm', both exports, and the range's totals in the totals row and in cards that start with
 * the records of the range, delivered, failed and recorded locally (never counted as sent).
 */
export function MessageHistoryReport<R extends { id: string } & GridValidRowModel, Totals extends MessageDeliveryTotals>({
  channel,
  report,
  moreCards,
  ...props
}: MessageHistoryReportProps<R, Totals>) {
  const L = MESSAGE_HISTORY_LABELS;
  const state = useReportScreen(report);
  return (
    <ReportScreen
      {...props}
      state={state}
      getRowId={(r) => r.id}
      exportAll={exportOf[channel]}
      cards={(t) => [
        { label: L.count, value: formatNumber(t.count) },
        { label: L.delivered, value: formatNumber(t.delivered) },
        { label: L.failed, value: formatNumber(t.failed) },
        { label: L.local, value: formatNumber(t.local) },
        ...moreCards(t),
      ]}
    />
  );
}
