import { MSG, type TStartReportExportRequest } from '@busdesk/api-contract';
import { dateRangeToMillis, formatNumber, LABELS, type DateRange } from '@busdesk/shared-kit';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { DateRangeReport, type DateRangeReportProps } from './date-range-report';
import type { SummaryCard } from './summary-cards';

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
const exportOf: Record<'sms' | 'zns', (range: DateRange) => TStartReportExportRequest> = {
  sms: (range) => ({ report: 'sms-info', filter: { ...dateRangeToMillis(range), type: 1 } }),
  zns: (range) => ({ report: 'zns-info', filter: { ...dateRangeToMillis(range), type: 2 } }),
};

export interface MessageHistoryReportProps<R extends { id: string }, Totals extends MessageDeliveryTotals>
  extends Omit<DateRangeReportProps<R, Totals>, 'exportAll' | 'cards'> {
  channel: 'sms' | 'zns';
  /** The channel's own cards, after the four delivery counts. */
  moreCards: (totals: Totals) => readonly SummaryCard[];
}

/**
 * A message history (002 §2 'SMS history report', 'Zalo (ZNS) history report'): a date-range report whose cards start
 * with the records of the range, delivered, failed and recorded locally (never counted as sent).
 */
export function MessageHistoryReport<R extends { id: string } & GridValidRowModel, Totals extends MessageDeliveryTotals>({
  channel,
  moreCards,
  ...props
}: MessageHistoryReportProps<R, Totals>) {
  const L = MESSAGE_HISTORY_LABELS;
  return (
    <DateRangeReport
      {...props}
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
