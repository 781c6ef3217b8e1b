import type { ReportDefinition, ReportTotals, TStartReportExportRequest } from '@busdesk/api-contract';
import { DateRangeFilter, type DataTableColumn, type DateRange } from '@busdesk/shared-kit';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useState, type ReactNode } from 'react';
import type { ReportExportServices } from './report-export-services';
import { ReportScreen } from './report-screen';
import type { SummaryCard } from './summary-cards';
import type { KeysetReport } from './use-keyset-report';

export interface DateRangeReportProps<R extends { id: string }, Totals extends ReportTotals> {
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
export function DateRangeReport<R extends { id: string } & GridValidRowModel, Totals extends ReportTotals>({ report, ...props }: DateRangeReportProps<R, Totals>) {
  const [range, setRange] = useState<DateRange | null>(null);
  const shownRange = range ?? report.applied;
  return (
    <ReportScreen
      {...props}
      report={report}
      filter={shownRange}
      filters={
        <DateRangeFilter
          {...(shownRange ? { value: shownRange } : {})}
          onChange={(next) => {
            setRange(next);
            report.clear();
          }}
        />
      }
      getRowId={(r) => r.id}
    />
  );
}
