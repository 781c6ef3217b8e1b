import { MSG, type TStartReportExportRequest } from '@busdesk/api-contract';
import { dateRangeToMillis, formatNumber, LABELS, type DataTableColumn } from '@busdesk/shared-kit';
import { ReportScreen } from './report-screen';
import type { SummaryCard } from './summary-cards';
import { totalsRowOf } from './totals-row-of';
import { MESSAGE_CHANNELS, useMessageHistory, type MessageChannel, type MessageHistoryRow, type MessageHistoryServices, type MessageHistoryTotals } from './use-message-history';
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

/**
 * A history's texts: the column headers of its report definition (docs/adr/0074), so the screen and both exports say
 * the same, the texts both histories share, and its own (the title, the table's name, its message types).
 */
export const messageHistoryLabels = <Headers extends Readonly<Record<string, string>>, Own extends { title: string; tableLabel: string }>(headers: Headers, own: Own) =>
  ({ ...headers, ...MESSAGE_HISTORY_LABELS, ...own }) as const;

/** The channel's report for the 'All rows' export: SMS type 1, ZNS type 2 (002 §7). */
const exportOf: Record<MessageChannel, (filter: RangeFilter) => TStartReportExportRequest> = {
  sms: ({ range }) => ({ report: 'sms-info', filter: { ...dateRangeToMillis(range), type: 1 } }),
  zns: ({ range }) => ({ report: 'zns-info', filter: { ...dateRangeToMillis(range), type: 2 } }),
};

export interface MessageHistoryReportProps<C extends MessageChannel> {
  channel: C;
  labels: { title: string; tableLabel: string };
  services: MessageHistoryServices<C>;
  columns: ReadonlyArray<DataTableColumn<MessageHistoryRow<C> & { index: number }>>;
  /** The channel's own cards, after the four delivery counts. */
  moreCards: (totals: MessageHistoryTotals<C>) => readonly SummaryCard[];
}

/**
 * A message history (002 §2 'SMS history report', 'Zalo (ZNS) history report'): the date range alone (default today),
 * 20 rows a page with 'Tải thêm', both exports, and the range's totals in the totals row and in cards that start with
 * the records of the range, delivered, failed and recorded locally (never counted as sent).
 */
export function MessageHistoryReport<C extends MessageChannel>({ channel, labels, services, columns, moreCards }: MessageHistoryReportProps<C>) {
  const L = MESSAGE_HISTORY_LABELS;
  const { definition } = MESSAGE_CHANNELS[channel];
  const state = useReportScreen(useMessageHistory(channel, services));
  return (
    <ReportScreen
      labels={labels}
      state={state}
      definition={definition}
      columns={columns}
      getRowId={(r) => r.id}
      exportAll={exportOf[channel]}
      exportServices={services.exports}
      rowCount={(t) => t.count}
      cards={(t) => [
        { label: L.count, value: formatNumber(t.count) },
        { label: L.delivered, value: formatNumber(t.delivered) },
        { label: L.failed, value: formatNumber(t.failed) },
        { label: L.local, value: formatNumber(t.local) },
        ...moreCards(t),
      ]}
      totalsRow={(t) => totalsRowOf(definition, t)}
    />
  );
}
