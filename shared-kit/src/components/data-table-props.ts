import type {
  DataGridProps,
  GridColDef,
  GridRowIdGetter,
  GridRowParams,
  GridRowSelectionModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import type { ReactNode } from 'react';

// DataTable's props and paging constants, apart from data-table.tsx so the lazily loaded grid can use them without
// importing the module that loads it.

/** A column of a DataTable: the DataGrid's own column definition. */
export type DataTableColumn<R extends GridValidRowModel> = GridColDef<R>;

/** The free DataGrid refuses pages over 100 rows (larger pages are a Pro feature). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

export interface PageModel {
  page: number;
  pageSize: number;
}

/**
 * How rows are paged.
 * - `client`: every row is in `rows`; the grid pages them (default, 20 a page).
 * - `server`: `rows` is one page the caller fetched. Give `rowCount` when the server counts; for a keyset
 *   cursor (nextPageToken) leave it out and give `hasNextPage`: the grid then shows "1–20 / hơn 20" and
 *   enables "next" only while there is a next page. The caller maps page indexes to its cursors.
 * - `loadMore`: the caller appends each fetched page to `rows`; a 'Tải thêm' button under the table asks
 *   for the next one while `hasMore`. The grid pages what is loaded (100 a page, the free grid's cap) and
 *   jumps to the page holding the first new row.
 */
export type DataTablePagination =
  | { mode: 'client'; pageSize?: number; pageSizeOptions?: readonly number[] }
  | {
      mode: 'server';
      page: number;
      pageSize: number;
      rowCount?: number;
      hasNextPage?: boolean;
      onChange: (model: PageModel) => void;
      pageSizeOptions?: readonly number[];
    }
  | {
      mode: 'loadMore';
      hasMore: boolean;
      onLoadMore: () => void | Promise<void>;
      pageSize?: number;
      /** How many rows the whole filter has (the server's count): the pager then says how many of them are loaded. */
      rowCount?: number | null;
    };

/**
 * The totals row under the table, its cells aligned with the columns. Sums of `sum` fields are taken over
 * every row in `rows` (all loaded rows, not just the visible page); with server paging pass the server's
 * figures in `values` instead.
 */
export interface DataTableTotals {
  /** Text of the first column that shows no total; defaults to 'Tổng cộng'. */
  label?: ReactNode;
  values?: Readonly<Record<string, ReactNode>>;
  sum?: readonly string[];
  /** Renders a computed sum; defaults to vi-VN digit grouping. Use `<Money>` for money columns. */
  format?: (value: number, field: string) => ReactNode;
}

export interface DataTableProps<R extends GridValidRowModel> {
  rows: readonly R[];
  columns: ReadonlyArray<DataTableColumn<R>>;
  getRowId?: GridRowIdGetter<R>;
  loading?: boolean;
  pagination?: DataTablePagination;
  totals?: DataTableTotals;
  /** Text shown when there are no rows; defaults to 'Không có dữ liệu'. */
  noRowsLabel?: string;
  /** Fixed height (scrolls inside); without it the table grows with its rows. */
  height?: number | string;
  checkboxSelection?: boolean;
  rowSelectionModel?: GridRowSelectionModel;
  onRowSelectionModelChange?: (model: GridRowSelectionModel) => void;
  onRowClick?: (params: GridRowParams<R>) => void;
  'aria-label'?: string;
  /** Any other DataGrid prop, for the rare screen that needs one. */
  gridProps?: Partial<Omit<DataGridProps<R>, 'rows' | 'columns'>>;
}
