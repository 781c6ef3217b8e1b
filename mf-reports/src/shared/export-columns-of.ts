import { REPORT_MONEY_FORMAT, type ReportDefinition, type ReportTotals } from '@busdesk/api-contract';
import { excelDate, type ExportColumn } from '@busdesk/shared-kit';

/**
 * The browser export's columns from the report's one column definition (docs/adr/0074), so the loaded rows' file and
 * the server's 'All rows' file have the same columns: dates become date cells, numbers stay numbers (money with the
 * server's format), and the running number is the row's place on screen.
 */
export function exportColumnsOf<R, Totals extends ReportTotals>(definition: ReportDefinition<R, Totals>): Array<ExportColumn<R & { index: number }>> {
  return definition.columns.map((c) => ({
    field: c.key,
    headerName: c.header,
    valueGetter: (row: R & { index: number }) => {
      const value = c.value(row, row.index - 1);
      return c.kind === 'date' && typeof value === 'number' ? excelDate(value) : (value ?? '');
    },
    // The columns the server's file totals are the ones the loaded rows' file sums.
    total: Boolean(c.total),
    // Money reads as the server's file shows it (thousands separated); the value stays the integer đồng.
    ...(c.kind === 'money' ? { numberFormat: REPORT_MONEY_FORMAT } : {}),
  }));
}
