import { MSG } from '../messages/index';

/**
 * The headers of the exportable reports' columns (002 §3 names the fields in English; the Vietnamese headers are
 * ours unless marked), one source for the screens' tables and both exports (docs/adr/0074).
 */
export const REPORT_COLUMN_LABELS = {
  index: 'STT',
  totalRow: 'Tổng cộng',
  sms: {
    phoneNumber: 'Số điện thoại',
    content: 'Nội dung', // ours
    objectType: 'Loại tin', // ours
    sendDate: 'Thời gian gửi', // ours
    delivery: 'Trạng thái gửi', // ours
    length: 'Số ký tự', // ours
    quantity: 'Số tin', // ours
    price: 'Phí', // ours
    realPrice: 'Giá vốn', // ours
  },
  zns: {
    phoneNumber: 'Số điện thoại',
    znsType: 'Loại tin', // ours
    sendDate: 'Thời gian gửi', // ours
    delivery: 'Trạng thái gửi', // ours
    price: 'Phí', // ours
    messageError: 'Lỗi', // ours
  },
  bankQr: {
    transactionId: 'Mã giao dịch', // ours
    companyId: 'Mã nhà xe', // ours
    createdDate: 'Ngày tạo', // ours
    amount: 'Số tiền', // ours
    type: 'Loại', // ours
    status: 'Trạng thái', // ours
    description: 'Nội dung', // ours
  },
  cancelled: {
    ticketCode: 'Mã vé',
    company: 'Nhà xe',
    route: 'Tuyến',
    departure: 'Giờ xuất bến', // ours
    seat: 'Ghế',
    passenger: 'Hành khách', // ours
    phone: 'Số điện thoại',
    price: 'Giá vé', // ours
    paid: 'Đã thu', // ours
    cancelFee: 'Phí hủy', // ours
    refund: 'Tiền hoàn', // ours
    refunded: 'Hoàn tiền', // ours
    refundedYes: 'Đã hoàn', // ours
    refundedNo: 'Chưa hoàn', // ours
    cancelTime: 'Thời gian hủy', // ours
    cancelName: 'Người hủy', // ours
    cancelReason: 'Lý do hủy', // ours
    staff: 'Nhân viên',
  },
  delivery: MSG.reports.delivery,
} as const;
