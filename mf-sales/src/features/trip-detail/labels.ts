/**
 * Labels of the opened trip that the seeds describe without quoting Vietnamese text; every entry is ours.
 * Texts the seeds quote ('Tầng n', 'Các điểm còn lại', the warnings) come from `MSG.sales`.
 */
export const TRIP_DETAIL_LABELS = {
  region: 'Chi tiết chuyến', // ours
  loading: 'Đang tải chuyến…', // ours
  loadFailed: 'Không tải được chuyến', // ours
  retry: 'Tải lại', // ours
  pickTrip: 'Chọn một chuyến để xem sơ đồ ghế', // ours
  tabs: 'Chế độ xem chuyến', // ours
  seatMapTab: 'Sơ đồ ghế', // ours
  passengerTab: 'Danh sách hành khách', // ours
  /** The scope of the seat counts: the whole trip, whoever sold the seat (issue 11 item 12). */
  seatSummary: 'Ghế cả chuyến (mọi đại lý, nhà xe)', // ours
  totalSeats: 'Tổng ghế', // ours
  bookedSeats: 'Đã đặt', // ours
  paidSeats: 'Đã thanh toán', // ours
  freeSeats: 'Còn trống', // ours
  selectedSeats: 'Đang chọn', // ours
  /** The scope of the money: the agency's own tickets only. */
  moneySummary: 'Tiền vé của đại lý', // ours
  ownTicketCount: (n: number) => `(${n} vé)`, // ours
  expiredHolds: 'Hết hạn giữ chỗ', // the seeds' text (000 §4): expired holds with a deposit, to settle
  totalPrice: 'Tổng tiền', // ours
  paidMoney: 'Đã thu', // ours
  remaining: 'Còn lại', // ours
  /** Counted from the agency's own tickets, like the money: the label says so (issue 11 item 12). */
  pointsSummary: 'Vé của đại lý theo điểm đón', // ours
  noTickets: 'Chưa có vé nào', // ours
  holdCountdown: 'Thời gian giữ ghế', // ours
  holdCountdownShort: 'Giữ ghế', // ours: the chip beside the form's seats; its title and aria-label say it whole
  holdCountdownAria: (mmss: string) => `Ghế đang chọn được giữ thêm ${mmss}`, // ours
  phoneShortcut: 'F2: nhập số điện thoại', // ours
  phoneShortcutHelp: 'Nhấn F2 để chuyển tới ô số điện thoại, Enter để đặt vé', // ours
  columns: {
    seat: 'Ghế', // ours
    fullName: 'Họ tên', // ours
    phone: 'Số điện thoại', // ours
    pointUp: 'Điểm đón', // ours
    pointDown: 'Điểm trả', // ours
    price: 'Giá vé', // ours
    paid: 'Đã thu', // ours
    status: 'Trạng thái', // ours
    seller: 'Người bán', // ours
  },
  /** The passenger list's footer: the agency's tickets on the trip and their money. */
  passengerTotals: (n: number) => `Tổng ${n} vé`, // ours
  ticketCount: (n: number) => `${n} vé`, // ours
} as const;
