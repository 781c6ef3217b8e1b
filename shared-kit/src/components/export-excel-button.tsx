import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import dayjs from 'dayjs';
import { useState } from 'react';
import { vnTime } from '../format/vn-time';
import { LABELS, MSG } from '../messages/index';
import { REPORT_DATE_FORMAT, spreadsheetText } from '@busdesk/api-contract';
import { notify } from '../theme/notify';
import { saveBlob } from './save-blob';

export interface ExportColumn<R> {
  field: string;
  headerName: string;
  /**
   * Defaults to `row[field]`. Return numbers as numbers: they stay numeric cells that Excel can sum; instants as a
   * Date or `excelDate(ms)`: they become date cells.
   */
  valueGetter?: (row: R) => unknown;
  /** Summed in the file's totals row (written when a column has this and the button has `totalsLabel`). */
  total?: boolean;
  /**
   * How this column's numbers read in a spreadsheet (money: api-contract's REPORT_MONEY_FORMAT, '#,##0', as the
   * server's 'All rows' file writes them); the cell's value stays the number.
   */
  numberFormat?: string;
}

export interface ExportExcelButtonProps<R> {
  /** Report title; the file is `${title}_${YYYYMMDD_HHmmss}.xlsx`. */
  title: string;
  columns: ReadonlyArray<ExportColumn<R>>;
  /** The rows, or a function fetching them (e.g. every page of a server-paged report) at click time. */
  rows: ReadonlyArray<R> | (() => ReadonlyArray<R> | Promise<ReadonlyArray<R>>);
  label?: string;
  /**
   * The first cell of a totals row under the rows, which sums each `total` column of the rows in the file, so the
   * file's totals equal the sum of its rows (as the server's 'All rows' file does for every row of a filter).
   */
  totalsLabel?: string;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

export const EXCEL_SHEET_NAME = 'data';


/** A number cell with its display format, as xlsx stores one: a date (its serial day number) or money. */
export interface ExcelNumberCell {
  t: 'n';
  v: number;
  z: string;
}
/** A date cell: the serial day number of the Vietnamese wall clock, shown DD-MM-YYYY HH:mm. */
export type ExcelDateCell = ExcelNumberCell;
/** null: no cell at all (as the server's file leaves an empty value). */
export type ExcelCell = string | number | boolean | ExcelNumberCell | null;

/** How the date cells read in a spreadsheet (002 §9's DD-MM-YYYY HH:mm): the server's export's format. */
export const EXCEL_DATE_FORMAT = REPORT_DATE_FORMAT;
const MS_PER_DAY = 86_400_000;
/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included), 25569 days before 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * A date cell for an instant, on the wall clock of Asia/Ho_Chi_Minh whatever the browser's time zone: xlsx dates
 * carry no zone, so the serial number is taken from the Vietnamese date and time the screens show.
 */
export function excelDate(instant: Date | number): ExcelDateCell {
  const wall = vnTime(typeof instant === 'number' ? instant : instant.getTime());
  const asUtc = Date.UTC(wall.year(), wall.month(), wall.date(), wall.hour(), wall.minute(), wall.second(), wall.millisecond());
  return { t: 'n', v: asUtc / MS_PER_DAY + EXCEL_EPOCH_DAYS, z: EXCEL_DATE_FORMAT };
}

const isNumberCell = (value: unknown): value is ExcelNumberCell =>
  typeof value === 'object' && value !== null && (value as ExcelNumberCell).t === 'n' && typeof (value as ExcelNumberCell).v === 'number';

/** A cell's number, formatted or not; null when it holds none. */
const numberOf = (cell: ExcelCell): number | null => (typeof cell === 'number' ? cell : isNumberCell(cell) ? cell.v : null);

/**
 * The cell written for a value: finite numbers and booleans as they are (numeric cells a spreadsheet sums), a Date
 * or an `excelDate(…)` as a date cell, nothing (no value, '', a non-finite number) as no cell, anything else as
 * neutralised text.
 */
export function toExcelCell(value: unknown): ExcelCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : excelDate(value);
  if (isNumberCell(value)) return value;
  // The same neutralising rule as the server's export (api-contract's spreadsheetText).
  return spreadsheetText(String(value));
}

// Characters Windows refuses in file names; report titles may contain '/'.
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|]+/g;

export function excelFileName(title: string, at: Date = new Date()): string {
  return `${title.replace(UNSAFE_FILE_CHARS, '-').trim()}_${dayjs(at).format('YYYYMMDD_HHmmss')}.xlsx`;
}

/** A column's number with the column's display format (money), else the cell as it is. */
const formatted = (cell: ExcelCell, numberFormat: string | undefined): ExcelCell =>
  numberFormat !== undefined && typeof cell === 'number' ? { t: 'n', v: cell, z: numberFormat } : cell;

export function toExcelTable<R>(rows: ReadonlyArray<R>, columns: ReadonlyArray<ExportColumn<R>>, totalsLabel?: string): ExcelCell[][] {
  const header = columns.map((c) => toExcelCell(c.headerName));
  const body = rows.map((row) =>
    columns.map((c) => formatted(toExcelCell(c.valueGetter ? c.valueGetter(row) : (row as Record<string, unknown>)[c.field]), c.numberFormat)),
  );
  if (totalsLabel === undefined || !columns.some((c) => c.total)) return [header, ...body];
  // Sums of the cells as written, so the totals row is exactly what a spreadsheet's SUM of the column gives.
  const totals = columns.map((c, i): ExcelCell => {
    if (i === 0) return totalsLabel;
    if (!c.total) return null;
    return formatted(body.reduce((sum, r) => sum + (numberOf(r[i] ?? null) ?? 0), 0), c.numberFormat);
  });
  return [header, ...body, totals];
}

/** The characters a cell shows, for the column's width: a date its format's, money its digits and separators. */
function shownLength(cell: ExcelCell): number {
  if (isNumberCell(cell)) return cell.z === EXCEL_DATE_FORMAT ? EXCEL_DATE_FORMAT.length : Math.round(cell.v).toLocaleString('en-US').length;
  return String(cell ?? '').length;
}

function download(data: ArrayBuffer, fileName: string) {
  saveBlob(new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}

/**
 * Exports rows to an .xlsx file. xlsx (~400 kB) is imported on the first click only, so screens that show the
 * button do not pay for it at first paint.
 */
export function ExportExcelButton<R>({
  title,
  columns,
  rows,
  label = LABELS.actions.exportExcel,
  totalsLabel,
  disabled,
  variant = 'outlined',
  size,
}: ExportExcelButtonProps<R>) {
  const [busy, setBusy] = useState(false);

  const exportRows = async () => {
    setBusy(true);
    try {
      const data = typeof rows === 'function' ? await rows() : rows;
      if (data.length === 0) {
        notify(MSG.common.noDataToExport, 'warning');
        return;
      }
      const XLSX = await import('xlsx');
      const table = toExcelTable(data, columns, totalsLabel);
      const sheet = XLSX.utils.aoa_to_sheet(table);
      sheet['!cols'] = columns.map((_, i) => ({
        wch: Math.min(50, Math.max(8, ...table.map((r) => shownLength(r[i] ?? null) + 2))),
      }));
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, EXCEL_SHEET_NAME);
      const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array' });
      download(bytes, excelFileName(title));
    } catch (e) {
      notify(e instanceof Error ? e.message : MSG.common.error, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={variant}
      size={size}
      startIcon={<FileDownloadOutlined />}
      disabled={disabled || busy}
      aria-busy={busy}
      onClick={() => void exportRows()}
    >
      {label}
    </Button>
  );
}
