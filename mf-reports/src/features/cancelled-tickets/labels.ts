import { MSG } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/** Texts of the cancelled-ticket report (002 §2, §5, §8): the seed's messages from MSG, the rest ours. */
export const CANCELLED_LABELS = {
  title: 'Vé hủy', // the route's title
  tableLabel: 'Danh sách vé hủy', // ours
  /** 002 §9: 'cancelled-ticket' and a timestamp. */
  exportName: 'cancelled-ticket',
  refundedSwitch: 'Đã hoàn tiền', // ours: the refunded / not refunded switch
  update: 'Cập nhật vé hủy', // ours
  selected: (n: number) => `Đã chọn ${n} vé`, // ours
  selectRequired: MSG.reports.cancelSelectRequired,
  dialogTitle: (n: number) => `Cập nhật ${n} vé hủy`, // ours
  cancelReason: 'Lý do hủy', // ours
  defaultReason: MSG.reports.defaultCancelReason,
  isRefunded: 'Đã hoàn tiền cho khách', // ours
  save: LABELS.actions.save,
  cancel: LABELS.actions.close,
  updateSuccess: MSG.reports.cancelUpdateSuccess,
  updateFailed: MSG.reports.cancelUpdateFailed,
  ticketCode: LABELS.fields.ticketCode,
  company: LABELS.fields.company,
  route: LABELS.fields.route,
  departure: 'Giờ xuất bến', // ours
  seat: LABELS.fields.seat,
  passenger: 'Hành khách', // ours
  phone: LABELS.fields.phone,
  price: 'Giá vé', // ours
  paid: 'Đã thu', // ours
  cancelFee: 'Phí hủy', // ours
  refund: 'Tiền hoàn', // ours
  cancelTime: 'Thời gian hủy', // ours
  cancelName: 'Người hủy', // ours
  refunded: 'Hoàn tiền', // ours
  refundedYes: 'Đã hoàn', // ours
  refundedNo: 'Chưa hoàn', // ours
  staff: LABELS.fields.staff,
  count: 'Số vé hủy', // ours
} as const;
