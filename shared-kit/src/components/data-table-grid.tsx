import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LABELS, MSG } from '../messages/index';
import { dataGridLocaleText } from '../theme/data-grid-locale';
import {
  DEFAULT_PAGE_SIZE_OPTIONS,
  MAX_PAGE_SIZE,
  type DataTableProps,
  type DataTableTotals,
} from './data-table-props';
import { DataTableFooter, DataTableFooterContext, type DataTableFooterState } from './data-table-footer';

const clampPageSize = (size: number) => Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(size)));

// The grid warns when the current page size is not among the options, so it is always added.
const pageSizeOptionsFor = (pageSize: number, options: readonly number[] = DEFAULT_PAGE_SIZE_OPTIONS) =>
  [...new Set([...options.filter((o) => o <= MAX_PAGE_SIZE), pageSize])].sort((a, b) => a - b);

const defaultFormat = (value: number) => value.toLocaleString('vi-VN');

/** Adds each `sum` field over every row; non-numeric values (missing fields) count as nothing. */
export function sumRows<R extends GridValidRowModel>(rows: readonly R[], fields: readonly string[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const field of fields) {
    let total = 0;
    for (const row of rows) {
      const value: unknown = row[field];
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (Number.isFinite(n)) total += n;
    }
    sums[field] = total;
  }
  return sums;
}

function totalsCells<R extends GridValidRowModel>(
  totals: DataTableTotals | undefined,
  rows: readonly R[],
): Readonly<Record<string, ReactNode>> | null {
  if (!totals) return null;
  const format = totals.format ?? defaultFormat;
  const sums = sumRows(rows, totals.sum ?? []);
  const cells: Record<string, ReactNode> = {};
  for (const [field, value] of Object.entries(sums)) cells[field] = format(value, field);
  return { ...cells, ...totals.values };
}

/** The DataGrid behind `DataTable`; imported lazily by data-table.tsx only. */
export function DataTableGrid<R extends GridValidRowModel>({
  rows,
  columns,
  getRowId,
  loading = false,
  pagination = { mode: 'client' },
  totals,
  noRowsLabel = MSG.common.noData,
  height,
  checkboxSelection,
  rowSelectionModel,
  onRowSelectionModelChange,
  onRowClick,
  'aria-label': ariaLabel,
  gridProps,
}: DataTableProps<R>) {
  const server = pagination.mode === 'server' ? pagination : null;
  const loadMore = pagination.mode === 'loadMore' ? pagination : null;
  const initialSize =
    pagination.mode === 'client' ? (pagination.pageSize ?? 20) : pagination.mode === 'loadMore' ? (pagination.pageSize ?? MAX_PAGE_SIZE) : 20;
  const [localModel, setLocalModel] = useState<GridPaginationModel>({ page: 0, pageSize: clampPageSize(initialSize) });
  const model: GridPaginationModel = server
    ? { page: server.page, pageSize: clampPageSize(server.pageSize) }
    : localModel;

  const [loadingMore, setLoadingMore] = useState(false);
  const lengthBeforeLoad = useRef<number | null>(null);

  useEffect(() => {
    if (server) return;
    const before = lengthBeforeLoad.current;
    if (before !== null && rows.length > before) {
      // Show the user what they just asked for: the page where the appended rows start.
      lengthBeforeLoad.current = null;
      setLocalModel((m) => ({ ...m, page: Math.floor(before / m.pageSize) }));
    } else if (localModel.page * localModel.pageSize >= rows.length && localModel.page > 0) {
      // The rows were replaced by a shorter list (a new filter): start again from the first page.
      setLocalModel((m) => ({ ...m, page: 0 }));
    }
  }, [rows.length, server, localModel.page, localModel.pageSize]);

  const footer: DataTableFooterState = useMemo(
    () => ({
      totals: totalsCells(totals, rows),
      totalsLabel: totals?.label,
      loadMore: loadMore
        ? {
            hasMore: loadMore.hasMore,
            busy: loadingMore || loading,
            onClick: () => {
              lengthBeforeLoad.current = rows.length;
              setLoadingMore(true);
              void Promise.resolve()
                .then(loadMore.onLoadMore)
                .finally(() => setLoadingMore(false));
            },
          }
        : null,
    }),
    [totals, rows, loadMore, loadingMore, loading],
  );

  // With part of a filter's rows loaded, '1–20 trên 20' would hide the rest: the pager names the whole count too.
  const rowCount = loadMore?.rowCount ?? null;
  const localeText = useMemo(
    () => ({
      ...dataGridLocaleText,
      noRowsLabel,
      noResultsOverlayLabel: noRowsLabel,
      ...(rowCount !== null
        ? {
            paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
              count < rowCount ? LABELS.table.loadedRows(from, to, count, rowCount) : LABELS.table.displayedRows(from, to, count),
          }
        : {}),
    }),
    [noRowsLabel, rowCount],
  );

  return (
    <DataTableFooterContext.Provider value={footer}>
      <Box sx={{ width: '100%', height, display: 'flex', flexDirection: 'column' }}>
        <DataGrid<R>
          rows={rows}
          columns={columns}
          getRowId={getRowId}
          loading={loading}
          localeText={localeText}
          density="compact"
          autoHeight={height === undefined}
          disableRowSelectionOnClick
          checkboxSelection={checkboxSelection}
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={onRowSelectionModelChange}
          onRowClick={onRowClick}
          aria-label={ariaLabel}
          paginationModel={model}
          pageSizeOptions={pageSizeOptionsFor(
            model.pageSize,
            pagination.mode === 'loadMore' ? [model.pageSize] : pagination.pageSizeOptions,
          )}
          onPaginationModelChange={(next) => {
            const clamped = { page: next.page, pageSize: clampPageSize(next.pageSize) };
            if (server) server.onChange(clamped);
            else setLocalModel(clamped);
          }}
          {...(server
            ? {
                paginationMode: 'server' as const,
                // Sorting or filtering one server page would mislead: the server decides the order.
                disableColumnSorting: true,
                disableColumnFilter: true,
                rowCount: server.rowCount ?? -1,
                paginationMeta: server.rowCount === undefined ? { hasNextPage: server.hasNextPage ?? false } : undefined,
              }
            : { paginationMode: 'client' as const })}
          slots={{ footer: DataTableFooter }}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          {...gridProps}
        />
      </Box>
    </DataTableFooterContext.Provider>
  );
}
