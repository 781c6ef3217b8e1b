import { PAYMENT_TYPE_LABELS, SALE_CHANNEL_LABELS, TicketStatus, type TTicketReportRow, type TTicketReportTotals } from '@busdesk/api-contract';
import { COLLECTION_LABELS as L } from './labels';

/** How a column's value is written: money (integer đồng) and counts as numbers, dates as instants (ms), text as is. */
export type CollectionColumnKind = 'money' | 'count' | 'date' | 'text';

export interface CollectionColumn {
  key: string;
  header: string;
  kind: CollectionColumnKind;
  /** The cell's value: a number for money and count, epoch ms for a date, text (or null) otherwise. */
  value: (row: TTicketReportRow) => number | string | null;
  /** The server's total of the whole filter for this column, when it has one. */
  total?: keyof TTicketReportTotals;
  /** Width on screen, px. */
  width: number;
}

const labelOf = (labels: Readonly<Record<number, string>>, first: number | undefined) => (first !== undefined && labels[first] !== undefined ? labels[first] : L.unknown);

/** 002 §2: 'Đã thanh toán' for paid, 'Giữ chỗ' for booked, blank otherwise. */
export const collectionStatusText = (status: number): string => (status === TicketStatus.PAID ? L.paid : status === TicketStatus.BOOKED ? L.booked : '');

/**
 * The collection report's columns (002 §2, §3), in order: one definition for the table, the on-screen export and a
 * later server-side export. The route shows the government route id in preference to the route id; the commission is
 * the first collection transaction's; payment and booking types are the first entry's, else 'Không xác định'.
 */
export const COLLECTION_COLUMNS: readonly CollectionColumn[] = [
  { key: 'ticketCode', header: L.ticketCode, kind: 'text', value: (r) => r.ticketCode, width: 170 },
  { key: 'taxId', header: L.taxId, kind: 'text', value: (r) => r.taxId, width: 110 },
  { key: 'companyName', header: L.company, kind: 'text', value: (r) => r.companyName, width: 170 },
  { key: 'routeCode', header: L.routeCode, kind: 'text', value: (r) => r.routeIdGTVT ?? r.routeId, width: 120 },
  { key: 'routeName', header: L.routeColumn, kind: 'text', value: (r) => r.routeName, width: 180 },
  { key: 'startTimeReality', header: L.departure, kind: 'date', value: (r) => r.startTimeReality, width: 130 },
  { key: 'numberPlate', header: L.plate, kind: 'text', value: (r) => r.numberPlate, width: 100 },
  { key: 'seatId', header: L.seat, kind: 'text', value: (r) => r.seatId, width: 60 },
  { key: 'agencyPrice', header: L.price, kind: 'money', value: (r) => r.agencyPrice, total: 'agencyPrice', width: 110 },
  { key: 'paidMoneyCash', header: L.paidCash, kind: 'money', value: (r) => r.paidMoneyCash, total: 'paidMoneyCash', width: 110 },
  { key: 'paidMoneyOnline', header: L.paidOnline, kind: 'money', value: (r) => r.paidMoneyOnline, total: 'paidMoneyOnline', width: 150 },
  { key: 'commission', header: L.commission, kind: 'money', value: (r) => r.collectionTransactions[0]?.commission ?? 0, total: 'commission', width: 100 },
  { key: 'ticketStatus', header: L.status, kind: 'text', value: (r) => collectionStatusText(r.ticketStatus), width: 120 },
  { key: 'bankAccountNumber', header: L.bankAccount, kind: 'text', value: (r) => r.bankAccountNumber, width: 130 },
  { key: 'partnerStaffName', header: L.staff, kind: 'text', value: (r) => r.partnerStaffName, width: 150 },
  { key: 'paymentType', header: L.paymentType, kind: 'text', value: (r) => labelOf(PAYMENT_TYPE_LABELS, r.paymentType[0]), width: 150 },
  { key: 'bookingType', header: L.bookingType, kind: 'text', value: (r) => labelOf(SALE_CHANNEL_LABELS, r.bookingType[0]), width: 120 },
];
