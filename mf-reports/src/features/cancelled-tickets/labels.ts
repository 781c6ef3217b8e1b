import { MSG, REPORT_COLUMN_LABELS } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';
import { REPORT_LABELS } from '../../shared/report-labels';

/** The column headers are the report definition's (docs/adr/0074): screen and both exports say the same. */
const H = REPORT_COLUMN_LABELS.cancelled;

/** Texts of the cancelled-ticket report (002 §2, §5, §8): the seed's messages from MSG, the rest ours. */
export const CANCELLED_LABELS = {
  title: 'Vé hủy', // the route's title
  tableLabel: 'Danh sách vé hủy', // ours
  /** 002 §9: 'cancelled-ticket' and a timestamp. */
  refundedSwitch: 'Đã hoàn tiền', // ours: the refunded / not refunded switch
  update: 'Cập nhật vé hủy', // ours
  selected: REPORT_LABELS.selectedTickets,
  selectRequired: MSG.reports.cancelSelectRequired,
  dialogTitle: (n: number) => `Cập nhật ${n} vé hủy`, // ours
  cancelReason: H.cancelReason,
  defaultReason: MSG.reports.defaultCancelReason,
  isRefunded: 'Đã hoàn tiền cho khách', // ours
  save: LABELS.actions.save,
  cancel: LABELS.actions.close,
  updateSuccess: MSG.reports.cancelUpdateSuccess,
  updateFailed: MSG.reports.cancelUpdateFailed,
  ticketCode: LABELS.fields.ticketCode,
  company: LABELS.fields.company,
  route: LABELS.fields.route,
  departure: H.departure,
  seat: LABELS.fields.seat,
  passenger: H.passenger,
  phone: LABELS.fields.phone,
  price: H.price,
  paid: H.paid,
  cancelFee: H.cancelFee,
  refund: H.refund,
  cancelTime: H.cancelTime,
  cancelName: H.cancelName,
  refunded: H.refunded,
  refundedYes: H.refundedYes,
  refundedNo: H.refundedNo,
  staff: LABELS.fields.staff,
  count: 'Số vé hủy', // ours
} as const;
