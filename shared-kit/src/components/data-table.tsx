import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, Suspense, type ComponentType } from 'react';
import type { DataTableProps } from './data-table-props';

export { DEFAULT_PAGE_SIZE_OPTIONS, MAX_PAGE_SIZE } from './data-table-props';
export type { DataTableColumn, DataTablePagination, DataTableProps, DataTableTotals, PageModel } from './data-table-props';

// The DataGrid (~300 kB) is fetched when a table first renders, so routes without tables never load it.
const LazyDataTableGrid = lazy(() =>
  import('./data-table-grid').then((m) => ({
    default: m.DataTableGrid as ComponentType<DataTableProps<GridValidRowModel>>,
  })),
);

function DataTableSkeleton({ height }: { height?: number | string }) {
  return (
    <Box aria-busy sx={{ height: height ?? 240, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="rectangular" height={i === 0 ? 56 : 36} />
      ))}
    </Box>
  );
}

/** The Busdesk table: DataGrid with Vietnamese texts, server/keyset/load-more paging and a totals row. */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>) {
  return (
    <Suspense fallback={<DataTableSkeleton height={props.height} />}>
      <LazyDataTableGrid {...(props as unknown as DataTableProps<GridValidRowModel>)} />
    </Suspense>
  );
}
