import { messageDeliveryLabel, normalizePhone, type TMessageDelivery } from '@busdesk/api-contract';
import { formatDateTime, Money, type DataTableColumn } from '@busdesk/shared-kit';
import { MESSAGE_HISTORY_LABELS } from './message-history-report';
import { REPORT_LABELS } from './report-labels';

/** What every message history row has, whatever its channel. */
interface MessageRow {
  index: number;
  phoneNumber: string;
  sendDate: number;
  delivery: TMessageDelivery | null;
  isSuccess: boolean;
  price: number;
}

/**
 * The columns the SMS and the Zalo ZNS histories share, each report placing them among its own: one place says how a
 * delivery reads (a local driver's record 'not sent', ADR 0042) and how a send time and a price are shown.
 */
export function messageHistoryColumns<Row extends MessageRow>(labels: { sendDate: string; delivery: string; price: string }) {
  const column = (c: DataTableColumn<Row>) => c;
  return {
    index: column({ field: 'index', headerName: REPORT_LABELS.index, width: 56, sortable: false }),
    // A phone as the counter writes it (0…), whatever form the channel was sent (Zalo's 84…), as the files do.
    phoneNumber: (width: number) =>
      column({ field: 'phoneNumber', headerName: MESSAGE_HISTORY_LABELS.phoneNumber, width, valueFormatter: (v: string) => normalizePhone(v) }),
    sendDate: column({ field: 'sendDate', headerName: labels.sendDate, width: 135, valueFormatter: (v: number) => formatDateTime(v) }),
    // Widths are the texts' own (measured in Chromium: '02/12/2026 16:47' 129 px with the cell's padding, the longest
    // reading, a local driver's 'Chưa gửi (chỉ ghi nhận cục bộ)', 216 px), so every column fits at 1366 px with the
    // sidebar open: the money columns were behind a sideways scroll.
    delivery: column({ field: 'delivery', headerName: labels.delivery, width: 220, valueGetter: (_v: unknown, r: Row) => messageDeliveryLabel(r.delivery, r.isSuccess) }),
    price: column({ field: 'price', headerName: labels.price, type: 'number', width: 100, renderCell: ({ row }) => <Money value={row.price} /> }),
  };
}
