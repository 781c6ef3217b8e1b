import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiPath } from '../paths';
import { ZBankQrReportRequest, ZSmsReportRequest, ZTicketReportRequest, ZZnsReportRequest } from './reports';
import { ZTransactionReportRequest } from './transaction-report';

/**
 * 'All rows' exports (issue 13 'Exports', docs/adr/0074): the whole filtered dataset of a report written by the server
 * into an xlsx file, row by row, with the report's columns (report-exports/) and a totals row. An export is a job of
 * the user who started it: started here, its progress read by polling, its file downloaded once done, cancelled by
 * DELETE. Another user, of the agency or another, neither sees, downloads nor cancels it (404).
 *
 * Paths chosen in the house style (the seed shows no export call): `POST /api/partner/report/export` (start),
 * `GET /api/partner/report/export?jobId=` (progress), `DELETE /api/partner/report/export?jobId=` (cancel),
 * `GET /api/partner/report/export/file?jobId=` (the xlsx itself, not an envelope).
 */

/**
 * What is exported: the report by its route's name and its filter, the same request the screen sends for a page
 * (paging fields are ignored; the export walks every page). A report is exportable once it has an entry here, a
 * column definition (report-exports/) and a source on the server.
 */
export const ZStartReportExportRequest = z.discriminatedUnion('report', [
  z.object({ report: z.literal('sms-info'), filter: ZSmsReportRequest }),
  z.object({ report: z.literal('zns-info'), filter: ZZnsReportRequest }),
  z.object({ report: z.literal('transaction-mb'), filter: ZBankQrReportRequest }),
  /** The cancelled-ticket report: the ticket report's filter, always with ticketStatus 0. */
  z.object({ report: z.literal('cancel'), filter: ZTicketReportRequest }),
  /** The revenue collection report by staff: the ticket report's filter, never a status (docs/adr/0068). */
  z.object({ report: z.literal('sales-by-employee'), filter: ZTicketReportRequest }),
  /** The staff money ledger 'Báo cáo giao dịch' (docs/adr/0070): a STAFF user's file holds only their own entries. */
  z.object({ report: z.literal('transaction'), filter: ZTransactionReportRequest }),
]);
export type TStartReportExportRequest = z.input<typeof ZStartReportExportRequest>;
export type TReportExportName = z.output<typeof ZStartReportExportRequest>['report'];

export const ReportExportState = { RUNNING: 'running', DONE: 'done', FAILED: 'failed', CANCELLED: 'cancelled' } as const;
export const ZReportExportState = z.enum(ReportExportState);
export type TReportExportState = z.infer<typeof ZReportExportState>;

/** An export job as its owner sees it. */
export const ZReportExportJob = z.object({
  jobId: z.string(),
  report: z.string(),
  state: ZReportExportState,
  /** Data rows written so far (the totals row not counted). */
  rowsWritten: z.number().int(),
  /** Rows of the whole filter, known once the first page has been read (null before). */
  totalRows: z.number().int().nullable(),
  /** The file's name for the download (002 §9: the report's name and a timestamp). */
  fileName: z.string(),
  /** Why it failed (a Vietnamese message), on a failed job only. */
  error: z.string().nullable(),
  startedAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
});
export type TReportExportJob = z.infer<typeof ZReportExportJob>;

export const ZReportExportJobRequest = z.object({ jobId: z.string().trim().min(1).max(100) });
export type TReportExportJobRequest = z.input<typeof ZReportExportJobRequest>;

export const startReportExportEndpoint = defineEndpoint({
  method: 'POST',
  // path chosen (the seed shows no export call)
  path: apiPath('partner/report/export'),
  client: 'v2',
  request: ZStartReportExportRequest,
  response: ZReportExportJob,
  summary: "Starts an 'All rows' xlsx export of a report's whole filter for the session's user",
});

export const getReportExportEndpoint = defineEndpoint({
  method: 'GET',
  // path chosen
  path: apiPath('partner/report/export'),
  client: 'v2',
  request: ZReportExportJobRequest,
  response: ZReportExportJob,
  summary: "The progress of one of the session user's exports",
});

export const cancelReportExportEndpoint = defineEndpoint({
  method: 'DELETE',
  // path chosen
  path: apiPath('partner/report/export'),
  client: 'v2',
  request: ZReportExportJobRequest,
  response: ZReportExportJob,
  summary: "Cancels one of the session user's exports: its walk stops and its file is deleted",
});

/** GET with `?jobId=`: the finished file (xlsx bytes, not an envelope); errors are envelopes as usual. */
export const REPORT_EXPORT_FILE_PATH = apiPath('partner/report/export/file');
/** The media type of the file. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
