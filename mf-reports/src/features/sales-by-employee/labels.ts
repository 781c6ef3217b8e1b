import { matchRoute, MSG, REPORT_COLUMN_LABELS } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/** Texts of the revenue collection report by staff (002 §2, §8): the seed's from MSG, the rest ours. */
export const COLLECTION_LABELS = {
  title: matchRoute('/report/sales-by-employee')!.title,
  tableLabel: 'Danh sách vé thu tiền', // ours
  company: LABELS.fields.company,
  subPartners: 'Bến con', // ours: the child stations filter
  allSubPartners: 'Tất cả bến', // ours
  staff: LABELS.fields.staff,
  allStaff: LABELS.fields.all,
  route: LABELS.fields.route,
  allRoutes: LABELS.fields.all,
  routeHint: 'Chọn một ngày và nhà xe để lọc theo tuyến', // ours
  trip: LABELS.fields.trip,
  allTrips: LABELS.fields.all,
  tripHint: 'Chọn tuyến để lọc theo chuyến', // ours
  ticketType: 'Loại vé', // ours
  allTicketTypes: LABELS.fields.all,
  dateType: 'Loại ngày', // ours
  // The four cards (002 §2).
  totalBooked: 'Tổng vé đặt', // ours
  stationOnline: 'Vé online tại bến', // ours
  companyOnline: 'Vé online nhà xe', // ours
  counter: 'Vé tại quầy / tổng đài', // ours
  /** The columns' headers: the contract's (COLLECTION_REPORT_DEFINITION). */
  column: REPORT_COLUMN_LABELS.collection,
  paid: MSG.reports.paid,
  booked: MSG.reports.booked,
  unknown: MSG.common.unknown,
  // The Zalo send (002 §2, §8).
  sendZns: 'Gửi tin Zalo', // ours
  znsDialogTitle: (n: number) => `Gửi tin Zalo cho ${n} vé`, // ours
  template: 'Mẫu tin', // ours
  send: LABELS.actions.send,
  close: LABELS.actions.close,
  selectTickets: 'Chọn vé cần gửi tin', // ours
  sendSuccess: MSG.reports.znsSendSuccess,
  routesFailed: MSG.reports.routesFailed,
  tripsFailed: MSG.reports.tripsFailed,
  subPartnersFailed: MSG.reports.subPartnersFailedTitle,
  staffFailed: 'Lỗi tải danh sách nhân viên', // ours: the seed names no message for it
} as const;
