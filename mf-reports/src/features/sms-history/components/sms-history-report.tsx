import { labelOf, type TSmsReportRow, type TSmsReportTotals } from '@busdesk/api-contract';
import { formatNumber, Money, type DataTableColumn } from '@busdesk/shared-kit';
import { messageHistoryColumns } from '../../../shared/message-history-columns';
import { MessageHistoryReport } from '../../../shared/message-history-report';
import { SMS_LABELS as L } from '../labels';
import { smsHistoryApi, type SmsHistoryServices } from '../sms-history-services';

type Row = TSmsReportRow & { index: number };

const C = messageHistoryColumns<Row>(L);

const COLUMNS: ReadonlyArray<DataTableColumn<Row>> = [
  C.index,
  C.phoneNumber(105),
  // The content takes what is left (at 1366 px with the sidebar open, ~100 px: the message is read whole in its tooltip
  // or the export), so the counts and money columns stay in view.
  { field: 'content', headerName: L.content, flex: 1, minWidth: 90, renderCell: ({ row }) => <span title={row.content}>{row.content}</span> },
  { field: 'objectType', headerName: L.objectType, width: 80, valueFormatter: (v: number) => labelOf(L.objectTypes, v, String(v)) },
  C.sendDate,
  C.delivery,
  { field: 'length', headerName: L.length, type: 'number', width: 80 },
  { field: 'quantity', headerName: L.quantity, type: 'number', width: 70 },
  C.price,
  { field: 'realPrice', headerName: L.realPrice, type: 'number', width: 100, renderCell: ({ row }) => <Money value={row.realPrice} /> },
];

/** After the delivery counts: the messages and the fee of the range (the cost price is in the totals row only). */
const moreCards = (t: TSmsReportTotals) => [
  { label: L.quantity, value: formatNumber(t.quantity) },
  { label: L.price, value: <Money value={t.price} /> },
];

/**
 * /report/sms-info (002 §2 'SMS history report'): the date range (default today), 20 records a page with 'Tải thêm', the
 * range's totals in cards and in the totals row, and the export of the loaded rows. A record the local driver wrote
 * reads 'not sent' and is never counted as sent.
 */
export function SmsHistoryReport({ services = smsHistoryApi }: { services?: SmsHistoryServices }) {
  return <MessageHistoryReport channel="sms" labels={L} columns={COLUMNS} moreCards={moreCards} services={services} />;
}
