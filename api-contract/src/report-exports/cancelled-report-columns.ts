import type { TTicketReportRow, TTicketReportTotals } from '../api/reports';
import { REPORT_COLUMN_LABELS } from './report-column-labels';
import { reportDefinition, type ReportDefinition } from './report-columns';
import { TICKET_REPORT_COLUMNS as T } from './ticket-report-columns';

const H = REPORT_COLUMN_LABELS.cancelled;

/**
 * The cancelled-ticket report's columns (002 §2–§3); refunds as recorded at cancel.
 * The file's name: 002 §9.
 */
export const CANCELLED_REPORT_DEFINITION: ReportDefinition<TTicketReportRow, TTicketReportTotals> = reportDefinition('cancelled-ticket', [
  T.ticketCode,
  T.companyName,
  T.routeName,
  T.departure(H.departure),
  T.seatId,
  { key: 'fullName', header: H.passenger, kind: 'text', value: (r) => r.fullName },
  { key: 'phoneNumber', header: H.phone, kind: 'text', value: (r) => r.phoneNumber },
  T.agencyPrice,
  { key: 'paidMoney', header: H.paid, kind: 'money', value: (r) => r.paidMoney, total: (t) => t.paidMoney },
  { key: 'cancelFee', header: H.cancelFee, kind: 'money', value: (r) => r.cancelFee, total: (t) => t.cancelFee },
  { key: 'refund', header: H.refund, kind: 'money', value: (r) => r.refund, total: (t) => t.refund },
  { key: 'isRefunded', header: H.refunded, kind: 'text', value: (r) => (r.isRefunded ? H.refundedYes : H.refundedNo) },
  { key: 'cancelTime', header: H.cancelTime, kind: 'date', value: (r) => r.cancelTime },
  { key: 'cancelName', header: H.cancelName, kind: 'text', value: (r) => r.cancelName },
  { key: 'cancelReason', header: H.cancelReason, kind: 'text', value: (r) => r.cancelReason },
  T.partnerStaffName,
]);
