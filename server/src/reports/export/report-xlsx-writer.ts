import { BUSINESS_TIME_ZONE, REPORT_COLUMN_LABELS, REPORT_DATE_FORMAT, REPORT_MONEY_FORMAT, REPORT_SHEET_NAME, spreadsheetText, type ReportCellValue, type ReportColumn, type ReportDefinition, type ReportTotals } from '@busdesk/api-contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ExcelJS from 'exceljs';

dayjs.extend(utc);
dayjs.extend(timezone);

const HOUR_MS = 3_600_000;
/** The zone's offset by UTC hour: dayjs's tz costs ~0.2 ms a call, too much for every date cell of 100,000 rows. */
const offsets = new Map<number, number>();
function offsetMsAt(instant: number): number {
  // Zones change their offset on whole UTC hours (Vietnam's did at 17:00 UTC), so one look per hour is exact.
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offset = dayjs(hour * HOUR_MS).tz(BUSINESS_TIME_ZONE).utcOffset() * 60_000;
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * An xlsx cell holds no time zone, and exceljs turns a Date into a serial day from its UTC fields: the Date given is
 * the Vietnamese wall-clock time read as UTC, so the file shows the time the screens show whatever the server's zone.
 */
export function wallClockDate(instant: number): Date {
  return new Date(instant + offsetMsAt(instant));
}

type Cell = string | number | Date | null;

/** The streams exceljs's sheet writer pipes into (archiver's, from readable-stream: `_writableState`, 'drain'). */
interface SheetPipe {
  _writableState?: { needDrain?: boolean };
  once(event: PipeEvent, listener: () => void): void;
  removeListener(event: PipeEvent, listener: () => void): void;
}
type PipeEvent = 'drain' | 'error' | 'close';

/**
 * Waits until none of the sheet's pipes asks for a drain. exceljs keeps the pipes on its WorksheetWriter's stream
 * (not in its types); were that ever to change, this waits for nothing and the writer works as before, only holding
 * more memory (test/report-xlsx-writer.test.ts then fails).
 */
function pipesDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  const pipes = (sheet as unknown as { stream?: { pipes?: SheetPipe[] } }).stream?.pipes ?? [];
  const waiting = pipes.filter((pipe) => pipe._writableState?.needDrain === true);
  return Promise.all(
    waiting.map(
      (pipe) =>
        new Promise<void>((resolve) => {
          // A failed zip fails the commit; it must not leave the walk waiting here. The listeners go with the wait:
          // a million-row export waits a hundred times on the same pipe.
          const events: PipeEvent[] = ['drain', 'error', 'close'];
          const done = () => {
            for (const event of events) pipe.removeListener(event, done);
            resolve();
          };
          for (const event of events) pipe.once(event, done);
        }),
    ),
  ).then(() => undefined);
}

/** A column's cell: money and counts numeric, dates date cells, text neutralised (docs/adr/0074). */
function cellOf(kind: ReportColumn<unknown, unknown>['kind'], value: ReportCellValue): Cell {
  if (value === null) return null;
  switch (kind) {
    case 'money':
    case 'count':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'date':
      return typeof value === 'number' ? wallClockDate(value) : null;
    case 'text':
      return spreadsheetText(String(value));
  }
}

const WIDTH: Record<ReportColumn<unknown, unknown>['kind'], number> = { money: 14, count: 8, date: 17, text: 22 };

export interface ReportXlsxWriter<Row, Totals> {
  /** Appends rows and commits them to the sheet's stream (see `drained`). */
  addRows(rows: readonly Row[]): void;
  /**
   * Resolves once the compressor has taken the rows added so far. exceljs's sheet stream writes its XML into the zip's
   * deflate stream without waiting for it, and deflate is slower than rows are made: a 100,000-row export held ~150 MB
   * of uncompressed XML (issue 13). Awaited before each page, the file holds at most one page's XML in memory.
   */
  drained(): Promise<void>;
  /** The totals row: 'Tổng cộng' in the first column, each column's total of the whole filter under it. */
  addTotals(totals: Totals): void;
  /** Finishes the zip and closes the file. */
  commit(): Promise<void>;
  readonly rowsWritten: number;
}

/**
 * Streams a report into an xlsx file with exceljs's WorkbookWriter (sheet 'data', the definition's columns): each
 * row is committed as it is added, so memory holds a page of rows at most, not the file (issue 13: no row cap).
 */
export function createReportXlsxWriter<Row, Totals extends ReportTotals>(filePath: string, definition: ReportDefinition<Row, Totals>): ReportXlsxWriter<Row, Totals> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(REPORT_SHEET_NAME);
  const columns = definition.columns;
  // One style object per column, given to each of its cells: exceljs looks a cell's style up by object identity, and a
  // cell left to inherit its column's style gets a fresh copy, so every cell of every row was styled from scratch
  // (most of a 100,000-row export's CPU, bench/src/report-export.ts).
  const styles = columns.map((c): Partial<ExcelJS.Style> => (c.kind === 'date' ? { numFmt: REPORT_DATE_FORMAT } : c.kind === 'money' ? { numFmt: REPORT_MONEY_FORMAT } : {}));
  sheet.columns = columns.map((c, i) => ({ key: c.key, width: Math.max(WIDTH[c.kind], c.header.length + 2), style: styles[i]! }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  let written = 0;
  return {
    addRows(rows) {
      for (const row of rows) {
        const line = sheet.addRow(columns.map((c) => cellOf(c.kind, c.value(row, written))));
        line.eachCell((cell, n) => {
          cell.style = styles[n - 1]!;
        });
        line.commit();
        written++;
      }
    },
    drained: () => pipesDrained(sheet),
    addTotals(totals) {
      const cells = columns.map((c, i): Cell => (i === 0 ? REPORT_COLUMN_LABELS.totalRow : c.total ? c.total(totals) : null));
      const row = sheet.addRow(cells);
      row.font = { bold: true };
      row.commit();
    },
    async commit() {
      sheet.commit();
      await workbook.commit();
    },
    get rowsWritten() {
      return written;
    },
  };
}
