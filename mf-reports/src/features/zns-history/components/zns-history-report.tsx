import { labelOf, type TZnsReportRow, type TZnsReportTotals } from '@busdesk/api-contract';
import { Money, type DataTableColumn } from '@busdesk/shared-kit';
import { messageHistoryColumns } from '../../../shared/message-history-columns';
import { MessageHistoryReport } from '../../../shared/message-history-report';
import { ZNS_LABELS as L } from '../labels';
import { znsHistoryApi, type ZnsHistoryServices } from '../zns-history-services';

type Row = TZnsReportRow & { index: number };

const C = messageHistoryColumns<Row>(L);

const COLUMNS: ReadonlyArray<DataTableColumn<Row>> = [
  C.index,
  C.phoneNumber(140),
  { field: 'znsType', headerName: L.znsType, width: 170, valueFormatter: (v: number) => labelOf(L.znsTypes, v, String(v)) },
  C.sendDate,
  C.delivery,
  C.price,
  // The rest of the row: at 1366 px beside a delivery read whole (240) without a sideways scroll.
  { field: 'messageError', headerName: L.messageError, flex: 1, minWidth: 160 },
];

const moreCards = (t: TZnsReportTotals) => [{ label: L.price, value: <Money value={t.price} /> }];

/**
 * /report/zns-info (002 §2 'Zalo (ZNS) history report'): date filters (default today), the summary of the range, 20 a
 * page, the export of the loaded rows. A local driver's record reads 'not sent' and is never counted as sent.
 */
export function ZnsHistoryReport({ services = znsHistoryApi }: { services?: ZnsHistoryServices }) {
  return <MessageHistoryReport channel="zns" labels={L} columns={COLUMNS} moreCards={moreCards} services={services} />;
}
