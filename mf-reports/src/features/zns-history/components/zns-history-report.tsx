import type { TZnsReportRow } from '@busdesk/api-contract';
import { DateRangeFilter, excelDate, ExportExcelButton, formatDateTime, formatNumber, Money, type DataTableColumn, type DateRange, type ExportColumn } from '@busdesk/shared-kit';
import { useState } from 'react';
import { deliveryLabel } from '../../../shared/delivery-label';
import { REPORT_LABELS } from '../../../shared/report-labels';
import { ReportLayout } from '../../../shared/report-layout';
import { ReportTable } from '../../../shared/report-table';
import { SummaryCards } from '../../../shared/summary-cards';
import { useZnsHistory } from '../hooks/use-zns-history';
import { ZNS_LABELS as L } from '../labels';
import { znsHistoryApi, type ZnsHistoryServices } from '../zns-history-services';

type Row = TZnsReportRow & { index: number };

const znsTypeLabel = (t: number) => L.znsTypes[t as keyof typeof L.znsTypes] ?? String(t);

const COLUMNS: ReadonlyArray<DataTableColumn<Row>> = [
  { field: 'index', headerName: REPORT_LABELS.index, width: 64, sortable: false },
  { field: 'phoneNumber', headerName: L.phoneNumber, width: 140 },
  { field: 'znsType', headerName: L.znsType, width: 170, valueFormatter: (v: number) => znsTypeLabel(v) },
  { field: 'sendDate', headerName: L.sendDate, width: 150, valueFormatter: (v: number) => formatDateTime(v) },
  { field: 'delivery', headerName: L.delivery, width: 190, valueGetter: (_v: unknown, r: Row) => deliveryLabel(r.delivery, r.isSuccess) },
  { field: 'price', headerName: L.price, type: 'number', width: 110, renderCell: ({ row }) => <Money value={row.price} /> },
  { field: 'messageError', headerName: L.messageError, flex: 1, minWidth: 180 },
];

const EXPORT_COLUMNS: ReadonlyArray<ExportColumn<Row>> = [
  { field: 'index', headerName: REPORT_LABELS.index },
  { field: 'phoneNumber', headerName: L.phoneNumber },
  { field: 'znsType', headerName: L.znsType, valueGetter: (r) => znsTypeLabel(r.znsType) },
  { field: 'sendDate', headerName: L.sendDate, valueGetter: (r) => excelDate(r.sendDate) },
  { field: 'delivery', headerName: L.delivery, valueGetter: (r) => deliveryLabel(r.delivery, r.isSuccess) },
  { field: 'price', headerName: L.price },
  { field: 'messageError', headerName: L.messageError },
];

/**
 * /report/zns-info (002 §2 'Zalo (ZNS) history report'): date filters (default today), the summary of the range, 20 a
 * page, the export of the loaded rows. A local driver's record reads 'not sent' and is never counted as sent.
 */
export function ZnsHistoryReport({ services = znsHistoryApi }: { services?: ZnsHistoryServices }) {
  const report = useZnsHistory(services);
  const [range, setRange] = useState<DateRange | null>(null);
  const shownRange = range ?? report.applied;
  const rows: Row[] = report.rows.map((r, i) => ({ ...r, index: i + 1 }));
  const t = report.totals;
  return (
    <ReportLayout
      title={L.title}
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
      actions={<ExportExcelButton title={L.exportName} columns={EXPORT_COLUMNS} rows={rows} label={REPORT_LABELS.exportExcel} />}
      summary={
        t ? (
          <SummaryCards
            cards={[
              { label: L.count, value: formatNumber(t.count) },
              { label: L.delivered, value: formatNumber(t.delivered) },
              { label: L.failed, value: formatNumber(t.failed) },
              { label: L.local, value: formatNumber(t.local) },
              { label: L.price, value: <Money value={t.price} /> },
            ]}
          />
        ) : null
      }
    >
      <ReportTable
        label={L.tableLabel}
        rows={rows}
        columns={COLUMNS}
        getRowId={(r) => r.id}
        loading={report.loading}
        hasMore={report.hasMore}
        onLoadMore={report.loadMore}
        totals={t ? { price: <Money value={t.price} /> } : null}
      />
    </ReportLayout>
  );
}
