import { REPORT_COLUMN_LABELS, type ReportDefinition, type ReportTotals, type TStartReportExportRequest } from '@busdesk/api-contract';
import { ExportExcelButton } from '@busdesk/shared-kit';
import { useMemo } from 'react';
import { ExportAllButton } from './export-all-button';
import { exportColumnsOf } from './export-columns-of';
import { REPORT_LABELS } from './report-labels';
import type { ReportExportServices } from './report-export-services';

export interface ReportExportButtonsProps<R, Totals extends ReportTotals> {
  /** The report's one column definition (docs/adr/0074): the file name and the columns of both files. */
  definition: ReportDefinition<R, Totals>;
  /** The loaded rows, numbered as on screen. */
  rows: ReadonlyArray<R & { index: number }>;
  /** The applied filter as an 'All rows' request; null while no filter is applied. */
  request: TStartReportExportRequest | null;
  services?: ReportExportServices | undefined;
}

/** A report's two exports side by side: 'Xuất excel' (the loaded rows, in the browser) and 'Xuất tất cả' (every row, by the server). */
export function ReportExportButtons<R, Totals extends ReportTotals>({ definition, rows, request, services }: ReportExportButtonsProps<R, Totals>) {
  const columns = useMemo(() => exportColumnsOf(definition), [definition]);
  return (
    <>
      <ExportExcelButton title={definition.fileName} columns={columns} rows={rows} label={REPORT_LABELS.exportExcel} totalsLabel={REPORT_COLUMN_LABELS.totalRow} />
      <ExportAllButton request={request} services={services} />
    </>
  );
}
