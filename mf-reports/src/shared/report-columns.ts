import { excelDate, formatMoney, formatNumber, vnTime, type DataTableColumn, type ExportColumn } from '@busdesk/shared-kit';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/** What a column holds: money and counts stay numbers in an export, dates become date cells, text stays text. */
export type ReportColumnKind = 'money' | 'count' | 'date' | 'text';

/**
 * One column of a report, defined once (docs/adr/0070): its key, Vietnamese header, kind and value. The screen's
 * table and the xlsx export are derived from the same array, and a later server-side export can take it as it is.
 */
export interface ReportColumn<R> {
  key: string;
  header: string;
  kind: ReportColumnKind;
  /** The raw value: đồng or a count for money/count, epoch ms for a date, a string for text. */
  value: (row: R) => string | number | null;
  /** How the table shows the cell when the kind's default (money 'đ', count, DD-MM-YYYY HH:mm) does not fit. */
  render?: (row: R) => ReactNode;
  width?: number;
  flex?: number;
}

/** A date column's text on screen (002 §9: HH:mm DD-MM-YYYY family; the reports use DD-MM-YYYY HH:mm). */
export const reportDateTime = (ms: number) => vnTime(ms).format('DD-MM-YYYY HH:mm');

/** The cell text of a value of that kind. */
export function formatReportValue(kind: ReportColumnKind, value: string | number | null): string {
  if (value === null) return '';
  if (kind === 'money') return formatMoney(Number(value));
  if (kind === 'count') return formatNumber(Number(value));
  if (kind === 'date') return reportDateTime(Number(value));
  return String(value);
}

/** The table's columns: numbers right-aligned, values formatted by kind unless the column renders its own. */
export function toGridColumns<R extends GridValidRowModel>(columns: ReadonlyArray<ReportColumn<R>>): Array<DataTableColumn<R>> {
  return columns.map((c) => {
    const numeric = c.kind === 'money' || c.kind === 'count';
    return {
      field: c.key,
      headerName: c.header,
      sortable: false,
      ...(c.width ? { width: c.width } : {}),
      ...(c.flex ? { flex: c.flex, minWidth: c.width ?? 120 } : {}),
      ...(numeric ? { align: 'right' as const, headerAlign: 'right' as const } : {}),
      valueGetter: (_v: unknown, row: R) => c.value(row),
      ...(c.render ? { renderCell: ({ row }: { row: R }) => c.render!(row) } : { valueFormatter: (v: string | number | null) => formatReportValue(c.kind, v) }),
    };
  });
}

/** The export's columns: numeric cells for money and counts, date cells for dates (shared-kit's one xlsx writer). */
export function toExportColumns<R>(columns: ReadonlyArray<ReportColumn<R>>): Array<ExportColumn<R>> {
  return columns.map((c) => ({
    field: c.key,
    headerName: c.header,
    valueGetter: (row: R) => {
      const v = c.value(row);
      if (v === null) return '';
      return c.kind === 'date' ? excelDate(Number(v)) : v;
    },
  }));
}
