import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatDateTime } from '../format/format-date';
import { LABELS, MSG } from '../messages/index';
import { notify } from '../theme/notify';

export interface ExportColumn<R> {
  field: string;
  headerName: string;
  /** Defaults to `row[field]`. Return numbers as numbers: they stay numeric cells that Excel can sum. */
  valueGetter?: (row: R) => unknown;
}

export interface ExportExcelButtonProps<R> {
  /** Report title; the file is `${title}_${YYYYMMDD_HHmmss}.xlsx`. */
  title: string;
  columns: ReadonlyArray<ExportColumn<R>>;
  /** The rows, or a function fetching them (e.g. every page of a server-paged report) at click time. */
  rows: ReadonlyArray<R> | (() => ReadonlyArray<R> | Promise<ReadonlyArray<R>>);
  label?: string;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

export const EXCEL_SHEET_NAME = 'data';

// Excel and LibreOffice evaluate a text cell starting with one of these as a formula (CSV/DDE injection);
// a leading apostrophe makes it plain text. Passenger names and notes are typed by the public.
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

export type ExcelCell = string | number | boolean;

/** The cell written for a value: finite numbers and booleans as they are, anything else as neutralised text. */
export function toExcelCell(value: unknown): ExcelCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? formatDateTime(value) : String(value);
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

// Characters Windows refuses in file names; report titles may contain '/'.
const UNSAFE_FILE_CHARS = /[\\/:*?"<>|]+/g;

export function excelFileName(title: string, at: Date = new Date()): string {
  return `${title.replace(UNSAFE_FILE_CHARS, '-').trim()}_${dayjs(at).format('YYYYMMDD_HHmmss')}.xlsx`;
}

export function toExcelTable<R>(rows: ReadonlyArray<R>, columns: ReadonlyArray<ExportColumn<R>>): ExcelCell[][] {
  const header = columns.map((c) => toExcelCell(c.headerName));
  const body = rows.map((row) =>
    columns.map((c) => toExcelCell(c.valueGetter ? c.valueGetter(row) : (row as Record<string, unknown>)[c.field])),
  );
  return [header, ...body];
}

function download(data: ArrayBuffer, fileName: string) {
  const blob = new Blob([data], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking synchronously can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
      const table = toExcelTable(data, columns);
      const sheet = XLSX.utils.aoa_to_sheet(table);
      sheet['!cols'] = columns.map((_, i) => ({
        wch: Math.min(50, Math.max(8, ...table.map((r) => String(r[i] ?? '').length + 2))),
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
