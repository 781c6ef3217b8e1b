import type { z } from 'zod';
import {
  BANK_QR_REPORT_DEFINITION,
  CANCELLED_REPORT_DEFINITION,
  COLLECTION_REPORT_DEFINITION,
  SMS_REPORT_DEFINITION,
  TRANSACTION_REPORT_DEFINITION,
  ZNS_REPORT_DEFINITION,
  type TReportExportName,
  type ZStartReportExportRequest,
} from '@busdesk/api-contract';
import type { SessionContext } from '../../repositories/sessions-repository';
import type { ReportsService } from '../reports-service';
import { reportExportRun, type ReportExportRun } from './report-export-run';

type FilterOf<N extends TReportExportName> = Extract<z.output<typeof ZStartReportExportRequest>, { report: N }>['filter'];

/**
 * Where each exportable report's rows come from: its own service call, for the session, with the filter the screen
 * sent — the same scope, tenancy and totals as the screen, by construction. A new report adds its line here (the
 * type refuses a report of the contract without one).
 */
export const REPORT_EXPORT_SOURCES: { [N in TReportExportName]: (reports: ReportsService, session: SessionContext, filter: FilterOf<N>) => ReportExportRun } = {
  'sms-info': (reports, session, filter) =>
    reportExportRun(SMS_REPORT_DEFINITION, async (nextPageToken, count) => {
      const a = await reports.sms(session, { ...filter, count, nextPageToken });
      return { rows: a.smsInfo, nextPageToken: a.nextPageToken, totals: a.totals };
    }),
  'zns-info': (reports, session, filter) =>
    reportExportRun(ZNS_REPORT_DEFINITION, async (nextPageToken, count) => {
      const a = await reports.zns(session, { ...filter, count, nextPageToken });
      return { rows: a.znsMessage, nextPageToken: a.nextPageToken, totals: a.totals };
    }),
  'transaction-mb': (reports, session, filter) =>
    reportExportRun(BANK_QR_REPORT_DEFINITION, async (nextPageToken, count) => {
      const a = await reports.bankQr(session, { ...filter, count, nextPageToken });
      return { rows: a.transactions, nextPageToken: a.nextPageToken, totals: a.totals };
    }),
  // The cancelled-ticket report is the ticket report with ticketStatus 0, whatever the request says.
  cancel: (reports, session, filter) =>
    reportExportRun(CANCELLED_REPORT_DEFINITION, ticketWalkPages(() => reports.ticketsWalk(session, { ...filter, ticketStatus: 0 }))),
  // The collection report: every status, whatever the request names (its screen sends none; docs/adr/0068).
  'sales-by-employee': (reports, session, filter) =>
    reportExportRun(COLLECTION_REPORT_DEFINITION, ticketWalkPages(() => reports.ticketsWalk(session, { ...filter, ticketStatus: null, isRefunded: null }))),
  // The staff money ledger: the report's own scope, so a STAFF user's file holds only their entries (docs/adr/0070).
  transaction: (reports, session, filter) =>
    reportExportRun(TRANSACTION_REPORT_DEFINITION, async (nextPageToken, count) => {
      const a = await reports.transactions(session, { ...filter, count, nextPageToken });
      return { rows: a.transaction, nextPageToken: a.nextPageToken, totals: a.totals };
    }),
};

/**
 * The ticket reports' walk as the export's pages: the filter gathered once at the first page (ticketReportWalk), then
 * `count` rows a page by id. The token is the walk's position in the gathered ids; it never leaves the server.
 */
function ticketWalkPages(start: () => ReturnType<ReportsService['ticketsWalk']>) {
  let walk: Awaited<ReturnType<ReportsService['ticketsWalk']>> | null = null;
  return async (nextPageToken: string | null, count: number) => {
    const from = nextPageToken === null ? 0 : Number(nextPageToken);
    if (walk === null || nextPageToken === null) walk = await start();
    const until = from + count;
    return {
      rows: await walk.rowsOf(walk.ids.slice(from, until)),
      nextPageToken: until < walk.ids.length ? String(until) : null,
      totals: nextPageToken === null ? walk.totals : null,
    };
  };
}

/** The run of a validated export request. */
export function reportExportRunOf(reports: ReportsService, session: SessionContext, request: z.output<typeof ZStartReportExportRequest>): ReportExportRun {
  const source = REPORT_EXPORT_SOURCES[request.report] as (reports: ReportsService, session: SessionContext, filter: unknown) => ReportExportRun;
  return source(reports, session, request.filter);
}
