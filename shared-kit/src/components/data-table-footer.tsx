import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import {
  GridFooterContainer,
  GridPagination,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridEvent,
  useGridSelector,
  type GridScrollParams,
} from '@mui/x-data-grid';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { LABELS } from '../messages/index';

export interface DataTableFooterState {
  /** Field → content of the totals row; `null` when the table has no totals row. */
  totals: Readonly<Record<string, ReactNode>> | null;
  totalsLabel: ReactNode;
  loadMore: { hasMore: boolean; busy: boolean; onClick: () => void } | null;
}

// The footer is a grid slot rendered by the DataGrid itself; a context carries the table's props to it without
// a new slot component per render (which would remount the footer on every keystroke of a filter).
export const DataTableFooterContext = createContext<DataTableFooterState>({
  totals: null,
  totalsLabel: null,
  loadMore: null,
});

// Checkbox and other generated columns carry no figures and must not receive the label.
const isGeneratedColumn = (field: string) => field.startsWith('__');

function TotalsRow({ totals, label }: { totals: Readonly<Record<string, ReactNode>>; label: ReactNode }) {
  const apiRef = useGridApiContext();
  const columns = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  const [scrollLeft, setScrollLeft] = useState(0);
  // Pinned rows are a Pro feature; this row sits outside the scroller, so it follows the horizontal scroll.
  const onScroll = useCallback((params: GridScrollParams) => setScrollLeft(params.left), []);
  useGridEvent(apiRef, 'scrollPositionChange', onScroll);

  const labelField = columns.find((c) => !isGeneratedColumn(c.field) && totals[c.field] === undefined)?.field;
  // The label takes its column and the empty ones after it ('Tổng cộng' does not fit a 60 px index column).
  const cells: Array<{ field: string; width: number; align: 'flex-end' | 'flex-start'; content: ReactNode }> = [];
  for (const col of columns) {
    const previous = cells.at(-1);
    if (previous && previous.field === labelField && col.field !== labelField && totals[col.field] === undefined && !isGeneratedColumn(col.field)) {
      previous.width += col.computedWidth;
      continue;
    }
    const right = col.align === 'right' || (col.align === undefined && col.type === 'number');
    cells.push({
      field: col.field,
      width: col.computedWidth,
      align: right && col.field !== labelField ? 'flex-end' : 'flex-start',
      content: col.field === labelField ? label : totals[col.field],
    });
  }

  return (
    <Box
      data-testid="data-table-totals"
      sx={{ overflow: 'hidden', borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover', fontWeight: 600 }}
    >
      <Box sx={{ display: 'flex', transform: `translateX(${-scrollLeft}px)`, minHeight: 40 }}>
        {cells.map((cell) => (
          <Box
            key={cell.field}
            data-field={cell.field}
            sx={{
              width: cell.width,
              flex: '0 0 auto',
              px: '10px',
              display: 'flex',
              alignItems: 'center',
              justifyContent: cell.align,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
            }}
          >
            {cell.content}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function DataTableFooter() {
  const { totals, totalsLabel, loadMore } = useContext(DataTableFooterContext);
  return (
    <>
      {totals ? <TotalsRow totals={totals} label={totalsLabel ?? LABELS.table.totalRow} /> : null}
      <GridFooterContainer>
        {loadMore?.hasMore ? (
          <Button
            size="small"
            sx={{ ml: 1 }}
            onClick={loadMore.onClick}
            disabled={loadMore.busy}
            startIcon={loadMore.busy ? <CircularProgress size={14} color="inherit" /> : undefined}
          >
            {LABELS.actions.loadMore}
          </Button>
        ) : (
          <span />
        )}
        <GridPagination />
      </GridFooterContainer>
    </>
  );
}
