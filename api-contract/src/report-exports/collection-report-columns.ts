import type { TTicketReportRow, TTicketReportTotals } from '../api/reports';
import { PAYMENT_TYPE_LABELS } from '../enums/payment-type';
import { SALE_CHANNEL_LABELS } from '../enums/sale-channel';
import { TicketStatus } from '../enums/ticket-status';
import { MSG } from '../messages/index';
import { REPORT_COLUMN_LABELS } from './report-column-labels';
import { reportDefinition, type ReportDefinition } from './report-columns';
import { TICKET_REPORT_COLUMNS as T } from './ticket-report-columns';

const H = REPORT_COLUMN_LABELS.collection;

/** 002 §2: the first entry's label, else 'Không xác định'. */
const firstLabel = (labels: Readonly<Record<number, string>>, first: number | undefined) => (first !== undefined && labels[first] !== undefined ? labels[first] : MSG.common.unknown);

/** 002 §2: 'Đã thanh toán' for paid, 'Giữ chỗ' for booked, blank otherwise. */
export const collectionStatusText = (status: number): string => (status === TicketStatus.PAID ? MSG.reports.paid : status === TicketStatus.BOOKED ? MSG.reports.booked : '');

/**
 * The revenue collection report's columns (002 §2–§3, docs/adr/0068), in the seed's order: the government route id in
 * preference to the route id, the commission of the first collection transaction, payment and booking type of the
 * first entry else 'Không xác định'. The screen's table, its totals row and both exports come from this one list.
 * The file's name: 002 §9.
 */
export const COLLECTION_REPORT_DEFINITION: ReportDefinition<TTicketReportRow, TTicketReportTotals> = reportDefinition('revenue-by-staff', [
  T.ticketCode,
  { key: 'taxId', header: H.taxId, kind: 'text', value: (r) => r.taxId },
  T.companyName,
  { key: 'routeCode', header: H.routeCode, kind: 'text', value: (r) => r.routeIdGTVT ?? r.routeId },
  T.routeName,
  T.departure(H.departure),
  { key: 'numberPlate', header: H.plate, kind: 'text', value: (r) => r.numberPlate },
  T.seatId,
  T.agencyPrice,
  { key: 'paidMoneyCash', header: H.paidCash, kind: 'money', value: (r) => r.paidMoneyCash, total: (t) => t.paidMoneyCash },
  { key: 'paidMoneyOnline', header: H.paidOnline, kind: 'money', value: (r) => r.paidMoneyOnline, total: (t) => t.paidMoneyOnline },
  { key: 'commission', header: H.commission, kind: 'money', value: (r) => r.collectionTransactions[0]?.commission ?? 0, total: (t) => t.commission },
  { key: 'ticketStatus', header: H.status, kind: 'text', value: (r) => collectionStatusText(r.ticketStatus) },
  { key: 'bankAccountNumber', header: H.bankAccount, kind: 'text', value: (r) => r.bankAccountNumber },
  T.partnerStaffName,
  { key: 'paymentType', header: H.paymentType, kind: 'text', value: (r) => firstLabel(PAYMENT_TYPE_LABELS, r.paymentType[0]) },
  { key: 'bookingType', header: H.bookingType, kind: 'text', value: (r) => firstLabel(SALE_CHANNEL_LABELS, r.bookingType[0]) },
]);
