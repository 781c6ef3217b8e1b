import {
  MessageReportType,
  SMS_REPORT_DEFINITION,
  ZNS_REPORT_DEFINITION,
  type ReportDefinition,
  type TSmsReportResponse,
  type TSmsReportRow,
  type TSmsReportTotals,
  type TZnsReportResponse,
  type TZnsReportRow,
  type TZnsReportTotals,
} from '@busdesk/api-contract';
import { dateRangeToMillis, todayRange } from '@busdesk/shared-kit';
import { useCallback, useMemo } from 'react';
import type { ReportExportServices } from './report-export-services';
import { useKeysetReport, type FetchReportPage, type KeysetReport } from './use-keyset-report';
import type { RangeFilter } from './use-report-screen';

/** Each channel's history call (002 §7): the `type` it sends and what it answers. */
interface Channels {
  sms: { type: typeof MessageReportType.SMS; answer: TSmsReportResponse; row: TSmsReportRow; totals: TSmsReportTotals };
  zns: { type: typeof MessageReportType.ZNS; answer: TZnsReportResponse; row: TZnsReportRow; totals: TZnsReportTotals };
}
export type MessageChannel = keyof Channels;
export type MessageHistoryRow<C extends MessageChannel> = Channels[C]['row'];
export type MessageHistoryTotals<C extends MessageChannel> = Channels[C]['totals'];

/** The channel's part of the calls: the `type` it sends, its report definition (docs/adr/0074), where an answer keeps its rows. */
interface ChannelCalls<C extends MessageChannel> {
  type: Channels[C]['type'];
  definition: ReportDefinition<MessageHistoryRow<C>, MessageHistoryTotals<C>>;
  rowsOf: (answer: Channels[C]['answer']) => Array<MessageHistoryRow<C>>;
}

// One line a channel: the seed's calls differ only in the type and the name of the rows (smsInfo, znsMessage).
export const MESSAGE_CHANNELS: { [C in MessageChannel]: ChannelCalls<C> } = {
  sms: { type: MessageReportType.SMS, definition: SMS_REPORT_DEFINITION, rowsOf: (answer) => answer.smsInfo },
  zns: { type: MessageReportType.ZNS, definition: ZNS_REPORT_DEFINITION, rowsOf: (answer) => answer.znsMessage },
};

/** One page of a channel's history: the range in ms, 00:00:00–23:59:59 in Asia/Ho_Chi_Minh, and the channel's type. */
export interface MessageHistoryRequest<C extends MessageChannel> {
  fromDate: number;
  toDate: number;
  type: Channels[C]['type'];
  nextPageToken: string | null;
}

/**
 * A history's calls behind one interface: the screens pass the real API (sms-history-services.ts, zns-history-services.ts);
 * stories and tests pass their own (test-support/fake-report-services.ts).
 */
export interface MessageHistoryServices<C extends MessageChannel> {
  report: (request: MessageHistoryRequest<C>) => Promise<Channels[C]['answer']>;
  /** The 'All rows' export; the real calls when absent. */
  exports?: ReportExportServices | undefined;
}

/** A channel's history: the date range alone (default today), 20 records a page (002 §7). */
export function useMessageHistory<C extends MessageChannel>(
  channel: C,
  services: MessageHistoryServices<C>,
): KeysetReport<RangeFilter, MessageHistoryRow<C>, MessageHistoryTotals<C>> {
  const fetchPage = useCallback<FetchReportPage<RangeFilter, MessageHistoryRow<C>, MessageHistoryTotals<C>>>(
    async ({ range }, nextPageToken) => {
      const { type, rowsOf } = MESSAGE_CHANNELS[channel];
      const answer = await services.report({ ...dateRangeToMillis(range), type, nextPageToken });
      return { rows: rowsOf(answer), nextPageToken: answer.nextPageToken, totals: answer.totals };
    },
    [channel, services],
  );
  const initial = useMemo<RangeFilter>(() => ({ range: todayRange() }), []);
  return useKeysetReport(fetchPage, initial);
}
