import { REPORT_COLUMN_LABELS } from './report-column-labels';

/**
 * One column definition per report (docs/adr/0074), read by both exports: the browser's export of the loaded rows
 * (mf-reports, through shared-kit's xlsx writer) and the server's streamed 'All rows' file (exceljs). A report that
 * can be exported declares its columns once, here in the contract both sides import.
 */

/**
 * How a cell is written: `money` (integer đồng) and `count` as numeric cells a spreadsheet sums, `date` (an instant in
 * epoch ms) as a date cell on the Vietnamese wall clock, `text` as text no spreadsheet evaluates.
 */
export type ReportColumnKind = 'money' | 'count' | 'date' | 'text';

/** A cell's value before it is written: a number (money, count), epoch ms (date), text, or null for an empty cell. */
export type ReportCellValue = string | number | null;

export interface ReportColumn<Row, Totals> {
  /** The field it stands for (the table column's field where the screen shows it). */
  readonly key: string;
  /** The Vietnamese header, the same in both files and on screen. */
  readonly header: string;
  readonly kind: ReportColumnKind;
  /** The cell of a row; `index` is the row's 0-based position in the export. */
  readonly value: (row: Row, index: number) => ReportCellValue;
  /** The column's figure in the totals row, taken from the report's totals of the whole filter (never a sum of rows). */
  readonly total?: (totals: Totals) => number;
}

/** What every report's totals of the whole filter carry: how many rows it holds (an export's progress). */
export interface ReportTotals {
  readonly count: number;
}

export interface ReportDefinition<Row, Totals extends ReportTotals> {
  /** The file's name before `_YYYYMMDD_HHmmss.xlsx` (002 §9). */
  readonly fileName: string;
  readonly columns: ReadonlyArray<ReportColumn<Row, Totals>>;
}

/** The sheet every export writes (002 §9). */
export const REPORT_SHEET_NAME = 'data';
/** How a date cell reads in a spreadsheet (002 §9's DD-MM-YYYY HH:mm). */
export const REPORT_DATE_FORMAT = 'dd-mm-yyyy hh:mm';
/** How a money cell reads (thousands separated; the value stays the integer đồng). */
export const REPORT_MONEY_FORMAT = '#,##0';

/** The running number every export starts with ('STT'). */
function indexColumn<Row, Totals>(header: string): ReportColumn<Row, Totals> {
  return { key: 'index', header, kind: 'count', value: (_row, index) => index + 1 };
}

/** A report's definition: the file's name, and its columns after the running number every export starts with. */
export function reportDefinition<Row, Totals extends ReportTotals>(fileName: string, columns: ReadonlyArray<ReportColumn<Row, Totals>>): ReportDefinition<Row, Totals> {
  return { fileName, columns: [indexColumn(REPORT_COLUMN_LABELS.index), ...columns] };
}
