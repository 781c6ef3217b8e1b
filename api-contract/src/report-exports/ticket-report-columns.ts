import type { TTicketReportRow, TTicketReportTotals } from '../api/reports';
import { REPORT_COLUMN_LABELS } from './report-column-labels';
import type { ReportColumn } from './report-columns';

type TicketColumn = ReportColumn<TTicketReportRow, TTicketReportTotals>;

const H = REPORT_COLUMN_LABELS.ticket;

/**
 * The ticket's own columns the cancelled-ticket and the collection reports both show, the same in both files; the
 * departure is named by each report (the hour a cancelled ticket was to leave, the day and hour a trip ran).
 */
export const TICKET_REPORT_COLUMNS = {
  ticketCode: { key: 'ticketCode', header: H.ticketCode, kind: 'text', value: (r) => r.ticketCode },
  companyName: { key: 'companyName', header: H.company, kind: 'text', value: (r) => r.companyName },
  routeName: { key: 'routeName', header: H.route, kind: 'text', value: (r) => r.routeName },
  departure: (header: string): TicketColumn => ({ key: 'startTimeReality', header, kind: 'date', value: (r) => r.startTimeReality }),
  seatId: { key: 'seatId', header: H.seat, kind: 'text', value: (r) => r.seatId },
  agencyPrice: { key: 'agencyPrice', header: H.price, kind: 'money', value: (r) => r.agencyPrice, total: (t) => t.agencyPrice },
  partnerStaffName: { key: 'partnerStaffName', header: H.staff, kind: 'text', value: (r) => r.partnerStaffName },
} satisfies Record<string, TicketColumn | ((header: string) => TicketColumn)>;
