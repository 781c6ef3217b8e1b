import type { TTicketReportRow, TTicketReportTotals } from '../api/reports';
import { REPORT_COLUMN_LABELS } from './report-column-labels';
import { indexColumn, type ReportDefinition } from './report-columns';

const H = REPORT_COLUMN_LABELS.cancelled;

/** The cancelled-ticket report's columns (002 §2–§3); refunds as recorded at cancel. */
export const CANCELLED_REPORT_DEFINITION: ReportDefinition<TTicketReportRow, TTicketReportTotals> = {
  fileName: 'cancelled-ticket', // 002 §9
  rowCount: (t) => t.count,
  columns: [
    indexColumn(REPORT_COLUMN_LABELS.index),
    { key: 'ticketCode', header: H.ticketCode, kind: 'text', value: (r) => r.ticketCode },
    { key: 'companyName', header: H.company, kind: 'text', value: (r) => r.companyName },
    { key: 'routeName', header: H.route, kind: 'text', value: (r) => r.routeName },
    { key: 'startTimeReality', header: H.departure, kind: 'date', value: (r) => r.startTimeReality },
    { key: 'seatId', header: H.seat, kind: 'text', value: (r) => r.seatId },
    { key: 'fullName', header: H.passenger, kind: 'text', value: (r) => r.fullName },
    { key: 'phoneNumber', header: H.phone, kind: 'text', value: (r) => r.phoneNumber },
    { key: 'agencyPrice', header: H.price, kind: 'money', value: (r) => r.agencyPrice, total: (t) => t.agencyPrice },
    { key: 'paidMoney', header: H.paid, kind: 'money', value: (r) => r.paidMoney, total: (t) => t.paidMoney },
    { key: 'cancelFee', header: H.cancelFee, kind: 'money', value: (r) => r.cancelFee, total: (t) => t.cancelFee },
    { key: 'refund', header: H.refund, kind: 'money', value: (r) => r.refund, total: (t) => t.refund },
    { key: 'isRefunded', header: H.refunded, kind: 'text', value: (r) => (r.isRefunded ? H.refundedYes : H.refundedNo) },
    { key: 'cancelTime', header: H.cancelTime, kind: 'date', value: (r) => r.cancelTime },
    { key: 'cancelName', header: H.cancelName, kind: 'text', value: (r) => r.cancelName },
    { key: 'cancelReason', header: H.cancelReason, kind: 'text', value: (r) => r.cancelReason },
    { key: 'partnerStaffName', header: H.staff, kind: 'text', value: (r) => r.partnerStaffName },
  ],
};
