import { MSG } from '../messages/index';

/** The headers both ticket reports (cancelled, collection) give the ticket's own fields. */
const TICKET_HEADERS = {
  ticketCode: 'Mã vé',
  company: 'Nhà xe',
  route: 'Tuyến',
  seat: 'Ghế',
  price: 'Giá vé', // ours
  staff: 'Nhân viên',
} as const;

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
  ticket: TICKET_HEADERS,
  cancelled: {
    ...TICKET_HEADERS,
    departure: 'Giờ xuất bến', // ours
    passenger: 'Hành khách', // ours
    phone: 'Số điện thoại',
    paid: 'Đã thu', // ours
    cancelFee: 'Phí hủy', // ours
    refund: 'Tiền hoàn', // ours
    refunded: 'Hoàn tiền', // ours
    refundedYes: 'Đã hoàn', // ours
    refundedNo: 'Chưa hoàn', // ours
    cancelTime: 'Thời gian hủy', // ours
    cancelName: 'Người hủy', // ours
    cancelReason: 'Lý do hủy', // ours
  },
  collection: {
    ...TICKET_HEADERS,
    taxId: 'Mã số thuế', // ours
    routeCode: 'Mã tuyến', // ours: the government route id, else the route id
    departure: 'Ngày giờ chạy', // ours
    plate: 'Biển số', // ours
    paidCash: 'Tiền mặt', // ours
    paidOnline: 'Chuyển khoản / online', // ours
    commission: 'Hoa hồng', // 002 §4 money type 2
    status: 'Trạng thái',
    bankAccount: 'Số tài khoản', // ours
    paymentType: 'Hình thức thanh toán', // ours
    bookingType: 'Kênh đặt vé', // ours
  },
  transaction: {
    staffName: 'Tên nhân viên', // ours
    partnerName: 'Đại lý', // ours
    payDate: 'Thời gian giao dịch', // ours
    moneyType: 'Loại tiền', // ours
    amount: 'Số tiền', // ours
    description: 'Nội dung', // ours
    status: 'Trạng thái', // ours
  },
  delivery: MSG.reports.delivery,
} as const;
