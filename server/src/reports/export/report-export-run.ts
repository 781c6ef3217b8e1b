import type { ReportDefinition, ReportTotals } from '@busdesk/api-contract';
import { createReportXlsxWriter } from './report-xlsx-writer';

/** One page of a report as its service answers it: rows, the next page's token, the filter's totals on the first. */
export interface ReportExportPage<Row, Totals> {
  rows: readonly Row[];
  nextPageToken: string | null;
  totals: Totals | null;
}

export interface ReportExportProgress {
  rowsWritten: number;
  /** Rows of the whole filter, from the first page's totals. */
  totalRows: number | null;
}

/** A report and its filter, bound for one export: what the job runs, whatever the report. */
export interface ReportExportRun {
  fileName: string;
  /**
   * Writes every row of the filter into `filePath`, then the totals row; stops at the next page once `signal` is
   * aborted (the file is then closed and left to the caller to delete). Resolves 'cancelled' or 'done'.
   */
  run(filePath: string, signal: AbortSignal, onProgress: (progress: ReportExportProgress) => void, pageRows?: number): Promise<'done' | 'cancelled'>;
}

/**
 * Rows asked per page of the walk. The report's own keyset pages are followed (the same query, scope and signed
 * token as the screen's 'Tải thêm'), in bigger pages: the ticket report's page gathers the rest of the filter before
 * sorting, so fewer pages cost less (docs/adr/0074; bench/src/report-export.ts).
 */
export const EXPORT_PAGE_ROWS = 2_000;
/**
 * The ticket reports' pages (revenue by staff, cancelled): their walk gathers the filter once and reads the rows by id
 * (ticketReportWalk), 10,000 a page — a page of a few MB in memory (docs/adr/0103).
 */
export const TICKET_EXPORT_PAGE_ROWS = 10_000;

/** The walk of one report: page after page into the xlsx writer, never more than one page in memory. */
export function reportExportRun<Row, Totals extends ReportTotals>(
  definition: ReportDefinition<Row, Totals>,
  page: (nextPageToken: string | null, count: number) => Promise<ReportExportPage<Row, Totals>>,
  /** Rows a page of this report's walk (the caller's own size, a test's small pages, wins). */
  defaultPageRows: number = EXPORT_PAGE_ROWS,
): ReportExportRun {
  return {
    fileName: definition.fileName,
    async run(filePath, signal, onProgress, pageRows = defaultPageRows) {
      const writer = createReportXlsxWriter(filePath, definition);
      let totals: Totals | null = null;
      let totalRows: number | null = null;
      let token: string | null = null;
      let first = true;
      try {
        do {
          if (signal.aborted) break;
          const answer = await page(token, pageRows);
          // A cancel that came during the query: nothing more is written.
          if (signal.aborted) break;
          if (first) {
            first = false;
            totals = answer.totals;
            totalRows = totals ? totals.count : null;
          }
          writer.addRows(answer.rows);
          token = answer.nextPageToken;
          onProgress({ rowsWritten: writer.rowsWritten, totalRows });
        } while (token);
        if (!signal.aborted && totals) writer.addTotals(totals);
      } finally {
        await writer.commit();
      }
      return signal.aborted ? 'cancelled' : 'done';
    },
  };
}
