import { messageDeliveryLabel, SMS_REPORT_DEFINITION, type TSmsReportRow } from '@busdesk/api-contract';
import { formatDateTime, formatNumber, Money, type DataTableColumn } from '@busdesk/shared-kit';
import { MessageHistoryReport } from '../../../shared/message-history-report';
import { REPORT_LABELS } from '../../../shared/report-labels';
import { useSmsHistory } from '../hooks/use-sms-history';
import { SMS_LABELS as L } from '../labels';
import { smsHistoryApi, type SmsHistoryServices } from '../sms-history-services';

type Row = TSmsReportRow & { index: number };

const objectTypeLabel = (t: number) => L.objectTypes[t as keyof typeof L.objectTypes] ?? String(t);

const COLUMNS: ReadonlyArray<DataTableColumn<Row>> = [
  { field: 'index', headerName: REPORT_LABELS.index, width: 64, sortable: false },
  { field: 'phoneNumber', headerName: L.phoneNumber, width: 130 },
  { field: 'content', headerName: L.content, flex: 1, minWidth: 220 },
  { field: 'objectType', headerName: L.objectType, width: 100, valueFormatter: (v: number) => objectTypeLabel(v) },
  { field: 'sendDate', headerName: L.sendDate, width: 150, valueFormatter: (v: number) => formatDateTime(v) },
  { field: 'delivery', headerName: L.delivery, width: 190, valueGetter: (_v: unknown, r: Row) => messageDeliveryLabel(r.delivery, r.isSuccess) },
  { field: 'length', headerName: L.length, type: 'number', width: 90 },
  { field: 'quantity', headerName: L.quantity, type: 'number', width: 80 },
  { field: 'price', headerName: L.price, type: 'number', width: 110, renderCell: ({ row }) => <Money value={row.price} /> },
  { field: 'realPrice', headerName: L.realPrice, type: 'number', width: 110, renderCell: ({ row }) => <Money value={row.realPrice} /> },
];


/**
 * /report/sms-info (002 §2 'SMS history report'): the date range (default today), 20 records a page with 'Tải thêm', the
 * range's totals in cards and in the totals row, and the export of the loaded rows. A record the local driver wrote
 * reads 'not sent' and is never counted as sent.
 */
export function SmsHistoryReport({ services = smsHistoryApi }: { services?: SmsHistoryServices }) {
  const report = useSmsHistory(services);
  return (
    <MessageHistoryReport
      channel="sms"
      labels={L}
      report={report}
      columns={COLUMNS}
      definition={SMS_REPORT_DEFINITION}
      exportServices={services.exports}
      moreCards={(t) => [
        { label: L.quantity, value: formatNumber(t.quantity) },
        { label: L.price, value: <Money value={t.price} /> },
      ]}
      totalsRow={(t) => ({ quantity: formatNumber(t.quantity), price: <Money value={t.price} />, realPrice: <Money value={t.realPrice} /> })}
    />
  );
}
