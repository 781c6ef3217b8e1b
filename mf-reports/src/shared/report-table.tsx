import { REPORT_PAGE_SIZE } from '@busdesk/api-contract';
import { DataTable, type DataTableColumn, type DataTableProps } from '@busdesk/shared-kit';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { REPORT_LABELS as L } from './report-labels';
import type { KeysetReport } from './use-keyset-report';

export interface ReportTableProps<R extends GridValidRowModel> {
  label: string;
  rows: readonly R[];
  columns: ReadonlyArray<DataTableColumn<R>>;
  getRowId: (row: R) => string;
  /** The report's paging state (use-keyset-report): loading, whether the server has another page, and 'Tải thêm'. */
  paging: Pick<KeysetReport<unknown, unknown, unknown>, 'loading' | 'hasMore' | 'loadMore'>;
  /** The server's totals of the whole filter, by column field (null: no totals row yet). */
  totals: Readonly<Record<string, ReactNode>> | null;
  /** How many rows the applied filter has (the server's count; null before the first page), named by the pager. */
  rowCount: number | null;
  /** Rows a grid page shows; 20 for the SMS, ZNS and cancelled reports (002 §9). */
  pageSize?: number;
  selection?: Pick<DataTableProps<R>, 'checkboxSelection' | 'rowSelectionModel' | 'onRowSelectionModelChange'>;
}

/**
 * The report's table: the loaded rows paged by the grid, 'Tải thêm' under it while the server has another page, and
 * a totals row holding the server's figures for the whole filter — never a sum of the loaded rows only.
 */
export function ReportTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  paging,
  totals,
  rowCount,
  pageSize = REPORT_PAGE_SIZE,
  selection,
}: ReportTableProps<R>) {
  return (
    <DataTable
      aria-label={label}
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      loading={paging.loading}
      noRowsLabel={L.noData}
      pagination={{ mode: 'loadMore', hasMore: paging.hasMore, onLoadMore: paging.loadMore, pageSize, rowCount }}
      {...(totals ? { totals: { label: L.totalRow, values: totals } } : {})}
      {...selection}
    />
  );
}
