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
 * Rows asked per page of the walk, every report alike. The keyset reports follow their own pages (the same query,
 * scope and signed token as the screen's 'Tải thêm'); the ticket reports read their gathered ids a page at a time
 * (ticketReportWalk). 2,000 rows: a page costs its rows only, and what one page holds stays small — the server's
 * JavaScript objects, the embedded database's answer inside its WebAssembly memory (which never shrinks) and the
 * page's XML. 10,000-row pages grew a fresh server by 266–307 MB over a 103,441-row export, 2,000-row pages by
 * 79–85 MB in the same time (docs/adr/0107, bench/src/report-export.ts).
 */
export const EXPORT_PAGE_ROWS = 2_000;

/** The walk of one report: page after page into the xlsx writer, never more than a page's rows and XML in memory. */
export function reportExportRun<Row, Totals extends ReportTotals>(
  definition: ReportDefinition<Row, Totals>,
  page: (nextPageToken: string | null, count: number) => Promise<ReportExportPage<Row, Totals>>,
): ReportExportRun {
  return {
    fileName: definition.fileName,
    async run(filePath, signal, onProgress, pageRows = EXPORT_PAGE_ROWS) {
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
          // The previous page's XML was compressed while this page was read; what is left of it goes first.
          await writer.drained();
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
