/**
 * Texts of the booking panel and its dialogs. The seeds name the fields (001 §2.1, §3) in English and quote only
 * 'thu cọc' (MSG.sales.deposit) and the messages in MSG.sales; every label here is ours unless marked otherwise.
 */
export const BOOKING_LABELS = {
  title: 'Thông tin đặt vé', // ours
  fields: {
    phoneNumber: 'Số điện thoại', // ours
    fullName: 'Họ tên', // ours
    email: 'Email', // ours
    birthday: 'Ngày sinh', // ours
    pointUp: 'Điểm đón', // ours
    pointDown: 'Điểm trả', // ours
    pointUpType: 'Hình thức đón', // ours
    pointDownType: 'Hình thức trả', // ours
    transshipUp: 'Điểm trung chuyển đón', // ours (the seed's message names it)
    transshipDown: 'Điểm trung chuyển trả', // ours (the seed's message names it)
    addressUp: 'Địa chỉ đón', // ours
    addressDown: 'Địa chỉ trả', // ours
    surcharges: 'Phụ thu', // ours
    extraPayment: 'Thu thêm mỗi vé', // ours: update adds this to each selected ticket's paid money
    note: 'Ghi chú', // ours
    invoice: 'Yêu cầu xuất hóa đơn', // ours
    orderer: 'Người đặt', // ours
    ordererPhoneNumber: 'SĐT người đặt', // ours
    sendAll: 'Gửi tất cả', // ours
    sendSMS: 'Gửi SMS', // ours
    sendZNS: 'Gửi ZNS', // ours
    isSendEmail: 'Gửi email', // ours
    noTransshipment: 'Không chọn', // ours
  },
  helper: {
    depositPerSeat: 'Số tiền cọc cho mỗi ghế', // ours
    phoneSearch: 'Nhập số điện thoại để tìm khách hàng cũ', // ours
  },
  pickSeats: 'Chọn ghế trên sơ đồ (F4) hoặc một vé đã đặt', // ours
  prices: {
    title: 'Tiền vé đang chọn', // ours
    total: 'Tổng tiền', // ours
    deposit: 'Đặt cọc', // ours
    paid: 'Đã thu', // ours (the word for what was collected)
    due: 'Còn lại', // ours (the word for the balance due)
    loading: 'Đang tính…', // ours
  },
  payInFull: {
    title: 'Thanh toán đủ', // ours
    tickets: (n: number, seats: string) => `${n} vé · Ghế ${seats}`, // ours
    collect: 'Số tiền cần thu', // ours
    confirm: (amount: string) => `Đã thu ${amount}`, // ours
    back: 'Quay lại', // ours
  },
  sold: (seats: string, code: string) => `Vừa bán ghế ${seats} · Mã vé ${code}`, // ours
  moreFields: 'Thông tin khác', // ours
  invoiceIcon: {
    green: 'Đã xuất hóa đơn', // ours
    red: 'Chưa xuất hóa đơn', // ours
  },
  actions: {
    hold: 'Giữ chỗ', // ours: the seed's 'Giữ chỗ' status label, used for the hold button
    bookAndPay: 'Đặt và thanh toán', // ours
    update: 'Cập nhật', // ours
    payInFull: 'Thanh toán đủ', // ours
    groupEdit: 'Sửa vé đoàn', // ours
    cancelTickets: 'Hủy vé', // ours
    history: 'Lịch sử vé', // ours
    clear: 'Bỏ chọn', // ours
    close: 'Đóng', // ours
    confirmCancel: 'Xác nhận hủy', // ours
    save: 'Lưu', // ours
  },
  cancel: {
    title: 'Hủy vé', // ours
    ticketCount: 'Số vé hủy', // ours
    totalPrice: 'Tổng tiền vé', // ours
    totalPaid: 'Đã thanh toán', // ours
    totalFee: 'Tổng phí hủy', // ours
    feeDetails: 'Chi tiết phí hủy', // ours
    seat: 'Ghế', // ours
    ticketCode: 'Mã vé', // ours
    price: 'Giá vé', // ours
    paid: 'Đã trả', // ours
    fee: 'Phí hủy', // ours
    canceledBefore: 'Số vé đã hủy trước', // ours
    refund: 'Số tiền hoàn lại', // ours
    reason: 'Lý do hủy', // ours
    isRefunded: 'Đã hoàn tiền cho khách', // ours
    loading: 'Đang tải chi tiết phí hủy…', // ours
  },
  history: {
    title: 'Lịch sử vé', // ours
    ticket: 'Vé', // ours
    time: 'Thời gian', // ours
    user: 'Người thực hiện', // ours
    action: 'Thao tác', // ours
    changes: 'Nội dung', // ours
    empty: 'Chưa có lịch sử', // ours
    loading: 'Đang tải lịch sử…', // ours
    yes: 'Có', // ours
    no: 'Không', // ours
    /** Read between a field's old and new value, where the screen shows an arrow. */
    changedTo: 'thành', // ours
    /** The scrolling list of entries, a region the keyboard can reach. */
    entries: 'Các lần thay đổi của vé', // ours
    noChanges: 'Không có thay đổi', // ours
  },
  groupEdit: {
    title: (ticketCode: string) => `Sửa vé đoàn ${ticketCode}`, // ours
    seat: (seatId: string) => `Ghế ${seatId}`, // ours
  },
} as const;

/** Vietnamese names of the ticket log fields of 001 §3 ('Ticket log entry'); ours, the seed lists them in English. */
export const TICKET_LOG_FIELD_LABELS: Readonly<Record<string, string>> = {
  seatIds: 'Ghế',
  seatId: 'Ghế',
  fullName: 'Họ tên',
  phoneNumber: 'Số điện thoại',
  email: 'Email',
  note: 'Ghi chú',
  pointUp: 'Điểm đón',
  pointDown: 'Điểm trả',
  ticketStatus: 'Trạng thái vé',
  routeInfo: 'Tuyến',
  getInTime: 'Giờ lên xe',
  agencyPrice: 'Giá vé',
  paidMoney: 'Tiền đã trả',
  numberPlate: 'Biển số xe',
  agency: 'Đại lý',
  requireInvoiceStatus: 'Yêu cầu hóa đơn',
  cancelReason: 'Lý do hủy',
  isRefunded: 'Hoàn tiền',
  feeCancel: 'Phí hủy',
  refund: 'Số tiền hoàn lại',
  numberOfPrint: 'Số lần in',
  isSuccess: 'Gửi thành công',
};
