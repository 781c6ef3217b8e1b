import { messageDeliveryLabel, ZNS_REPORT_DEFINITION, type TZnsReportRow } from '@busdesk/api-contract';
import { formatDateTime, Money, type DataTableColumn } from '@busdesk/shared-kit';
import { MessageHistoryReport } from '../../../shared/message-history-report';
import { REPORT_LABELS } from '../../../shared/report-labels';
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
  { field: 'delivery', headerName: L.delivery, width: 190, valueGetter: (_v: unknown, r: Row) => messageDeliveryLabel(r.delivery, r.isSuccess) },
  { field: 'price', headerName: L.price, type: 'number', width: 110, renderCell: ({ row }) => <Money value={row.price} /> },
  { field: 'messageError', headerName: L.messageError, flex: 1, minWidth: 180 },
];


/**
 * /report/zns-info (002 §2 'Zalo (ZNS) history report'): date filters (default today), the summary of the range, 20 a
 * page, the export of the loaded rows. A local driver's record reads 'not sent' and is never counted as sent.
 */
export function ZnsHistoryReport({ services = znsHistoryApi }: { services?: ZnsHistoryServices }) {
  const report = useZnsHistory(services);
  return (
    <MessageHistoryReport
      channel="zns"
      labels={L}
      report={report}
      columns={COLUMNS}
      definition={ZNS_REPORT_DEFINITION}
      exportServices={services.exports}
      moreCards={(t) => [{ label: L.price, value: <Money value={t.price} /> }]}
      totalsRow={(t) => ({ price: <Money value={t.price} /> })}
    />
  );
}
