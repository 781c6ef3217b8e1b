import type { ReportDefinition, TStartReportExportRequest } from '@busdesk/api-contract';
import { DateRangeFilter, type DataTableColumn, type DateRange } from '@busdesk/shared-kit';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useState, type ReactNode } from 'react';
import { REPORT_LABELS } from './report-labels';
import { ReportExportButtons } from './report-export-buttons';
import type { ReportExportServices } from './report-export-services';
import { ReportLayout } from './report-layout';
import { ReportTable } from './report-table';
import { SummaryCards, type SummaryCard } from './summary-cards';
import type { KeysetReport } from './use-keyset-report';

export interface DateRangeReportProps<R extends { id: string }, Totals> {
  title: string;
  tableLabel: string;
  /** The report's one column definition (docs/adr/0074): both exports' file name and columns. */
  definition: ReportDefinition<R, Totals>;
  report: KeysetReport<DateRange, R, Totals>;
  columns: ReadonlyArray<DataTableColumn<R & { index: number }>>;
  /** The 'All rows' export of the applied range (docs/adr/0074). */
  exportAll: (range: DateRange) => TStartReportExportRequest;
  exportServices?: ReportExportServices | undefined;
  /** The range's totals as cards, and by column for the totals row. */
  cards: (totals: Totals) => readonly SummaryCard[];
  totalsRow: (totals: Totals) => Readonly<Record<string, ReactNode>>;
}

/**
 * A report filtered by a date range alone (the SMS and ZNS histories): the range (default today), 'Lọc báo cáo', the
 * range's totals in cards and in the totals row, 20 rows a page with 'Tải thêm', and the export of the loaded rows.
 */
export function DateRangeReport<R extends { id: string } & GridValidRowModel, Totals>(props: DateRangeReportProps<R, Totals>) {
  const { report, columns } = props;
  const [range, setRange] = useState<DateRange | null>(null);
  const shownRange = range ?? report.applied;
  const rows = report.rows.map((r, i) => ({ ...r, index: i + 1 }));
  const t = report.totals;
  return (
    <ReportLayout
      title={props.title}
      busy={report.loading}
      onFilter={() => shownRange && void report.run(shownRange)}
      note={report.stale ? REPORT_LABELS.notApplied : null}
      filters={
        <DateRangeFilter
          {...(shownRange ? { value: shownRange } : {})}
          onChange={(next) => {
            setRange(next);
            report.clear();
          }}
        />
      }
      actions={<ReportExportButtons definition={props.definition} rows={rows} request={report.applied ? props.exportAll(report.applied) : null} services={props.exportServices} />}
      summary={t ? <SummaryCards cards={props.cards(t)} /> : null}
    >
      <ReportTable
        label={props.tableLabel}
        rows={rows}
        columns={columns}
        getRowId={(r) => r.id}
        paging={report}
        totals={t ? props.totalsRow(t) : null}
      />
    </ReportLayout>
  );
}
