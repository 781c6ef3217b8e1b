import type { ReportDefinition, ReportTotals, TStartReportExportRequest } from '@busdesk/api-contract';
import { DateRangeFilter, type DataTableColumn } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { ReportExportButtons } from './report-export-buttons';
import type { ReportExportServices } from './report-export-services';
import { REPORT_LABELS } from './report-labels';
import { ReportLayout } from './report-layout';
import { ReportTable } from './report-table';
import { SummaryCards, type SummaryCard } from './summary-cards';
import type { RangeFilter, ReportScreenState } from './use-report-screen';

/** Rows chosen in the table by their id (the cancelled report's update, the collection report's Zalo send). */
export interface ReportRowSelection {
  selected: ReadonlySet<string>;
  onChange: (ids: ReadonlySet<string>) => void;
}

/** `ExportTotals`: the definition's totals, which may be a part of the screen's (the collection report's summary). */
export interface ReportScreenProps<Filter extends RangeFilter, R extends GridValidRowModel, Totals, ExportTotals extends ReportTotals> {
  /** The feature's texts naming the page and its table. */
  labels: { title: string; tableLabel: string };
  /** The report and the filter the screen shows (use-report-screen). */
  state: ReportScreenState<Filter, R, Totals>;
  /** The screen's own filters, after the date range. */
  filters?: ReactNode;
  /** Before the filter is applied (e.g. forget the chosen rows). */
  onFilter?: () => void;
  /** The report's one column definition (docs/adr/0074): both exports' file name and columns. */
  definition: ReportDefinition<R, ExportTotals>;
  /** The 'All rows' export of the applied filter (docs/adr/0074). */
  exportAll: (applied: Filter) => TStartReportExportRequest;
  exportServices?: ReportExportServices | undefined;
  /** The screen's own buttons before and after the two exports. */
  actionsBefore?: ReactNode;
  actionsAfter?: ReactNode;
  /** The filter's totals as cards, and by column for the totals row. */
  cards: (totals: Totals) => readonly SummaryCard[];
  totalsRow: (totals: Totals) => Readonly<Record<string, ReactNode>> | null;
  /** How many rows the filter holds, from its totals: the pager says how many of them 'Tải thêm' has loaded. */
  rowCount: (totals: Totals) => number | null;
  /** With row selection: how many rows are chosen, said under the cards; null keeps the place without the line. */
  selection?: ReportRowSelection | null;
  columns: ReadonlyArray<DataTableColumn<R & { index: number }>>;
  getRowId: (row: R) => string;
  pageSize?: number;
  /** Dialogs the screen opens. */
  children?: ReactNode;
}

/**
 * A report screen (docs/adr/0063): the layout around the date range and the screen's own filters, 'Lọc báo cáo'
 * applying them, both exports of the loaded (numbered) rows and of the applied filter, the filter's totals in cards
 * and in the totals row, and the table paged with 'Tải thêm' — optionally with rows chosen by their checkbox.
 */
export function ReportScreen<Filter extends RangeFilter, R extends GridValidRowModel, Totals, ExportTotals extends ReportTotals>(
  props: ReportScreenProps<Filter, R, Totals, ExportTotals>,
) {
  const { labels, selection, getRowId } = props;
  const { report, filter, change } = props.state;
  const rows = useMemo(() => report.rows.map((r, i) => ({ ...r, index: i + 1 })), [report.rows]);
  const chosen = selection?.selected;
  const selectionModel = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set<string | number>(chosen) }), [chosen]);
  const t = report.totals;
  const cards = t ? <SummaryCards cards={props.cards(t)} /> : null;
  // With row selection, how many rows are chosen is said under the cards.
  const summary =
    selection === undefined ? (
      cards
    ) : (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {cards}
        {selection ? (
          <Typography variant="body2" aria-live="polite">
            {selection.selected.size ? REPORT_LABELS.selectedTickets(selection.selected.size) : ''}
          </Typography>
        ) : null}
      </Box>
    );
  return (
    <ReportLayout
      title={labels.title}
      busy={report.loading}
      onFilter={() => {
        props.onFilter?.();
        void report.run(filter);
      }}
      note={report.stale ? REPORT_LABELS.notApplied : null}
      filters={
        <>
          <DateRangeFilter value={filter.range} onChange={(range) => change({ range } as Partial<Filter>)} />
          {props.filters}
        </>
      }
      actions={
        <>
          {props.actionsBefore}
          <ReportExportButtons definition={props.definition} rows={rows} request={report.applied ? props.exportAll(report.applied) : null} services={props.exportServices} />
          {props.actionsAfter}
        </>
      }
      summary={summary}
    >
      <ReportTable
        label={labels.tableLabel}
        rows={rows}
        columns={props.columns}
        getRowId={getRowId}
        paging={report}
        {...(props.pageSize === undefined ? {} : { pageSize: props.pageSize })}
        totals={t ? props.totalsRow(t) : null}
        rowCount={t ? props.rowCount(t) : null}
        {...(selection
          ? {
              selection: {
                checkboxSelection: true,
                rowSelectionModel: selectionModel,
                // 'Select all' is an exclude model: it chooses the loaded rows.
                onRowSelectionModelChange: (model: GridRowSelectionModel) => {
                  const ids = rows.map(getRowId).filter((id) => (model.type === 'include' ? model.ids.has(id) : !model.ids.has(id)));
                  selection.onChange(new Set(ids));
                },
              },
            }
          : {})}
      />
      {props.children}
    </ReportLayout>
  );
}

