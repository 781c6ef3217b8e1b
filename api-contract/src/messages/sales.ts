/**
 * Ticket sales (/book-ticket), its payments, printing and messaging, trip operations, the sale-tickets report and
 * the quick search. One area of `MSG` (messages/index.ts); exact seed texts, `// ours` where the seeds give none.
 */

export const MSG_SETTLEMENT = {
  title: 'Bảng quyết toán tiền vé',
  printTitle: 'BẢNG QUYẾT TOÁN TIỀN VÉ',
  fetchFailed: 'Có lỗi xảy ra trong quá trình lấy dữ liệu',
} as const;

export const MSG_SALES = {
  notAuthorised: 'Đại lý chưa được ủy quyền bán vé. Vui lòng liên hệ các nhà xe để được ủy quyền!',
  noVehicle: '-Chưa gán tài-',
  floor: (n: number) => `Tầng ${n}`,
  otherPoints: 'Các điểm còn lại',
  deposit: 'thu cọc',
  searchCriteriaRequired: 'Vui lòng chọn điểm lên/xuống hoặc Tỉnh/Thành phố',
  seatRequired: 'Vui lòng chọn ghế',
  transshipUpRequired: 'Vui lòng chọn điểm trung chuyển đón',
  transshipDownRequired: 'Vui lòng chọn điểm trung chuyển trả',
  homeUpAddressRequired: 'Vui lòng nhập địa chỉ đón tại nhà',
  homeDownAddressRequired: 'Vui lòng nhập địa chỉ trả tại nhà',
  phoneInvalid: 'Số điện thoại không đúng định dạng',
  bookingLocked: 'Chuyến bị khóa trước giờ xuất bến',
  cancelLocked: 'Chuyến bị khóa hủy vé trước giờ xuất bến',
  defaultCancelReason: 'Khách không đi nữa muốn hủy vé.',
  qrPhoneRequired: 'Vui lòng nhập số điện thoại',
  qrNameRequired: 'Vui lòng nhập họ tên',
  printLimitExceeded: 'Vượt quá giới hạn in vé',
  tripDeparted: 'Bạn đang chọn chuyến đã quá giờ xuất bến!',
  tripLocked: 'Chuyến đã khóa',
  searchedTicketCancelled: 'Vé tìm kiếm đã bị hủy!',
  ticketNotFound: 'Không tìm thấy vé!',
  groupTickets: (count: number) => `Vé đoàn gồm ${count} vé`, // ours: not in the seeds (seed: "warns of the number of group tickets")
  bookingFailed: (message: string) => `Đặt vé không thành công: ${message}`,
  bookingSuccess: 'Đặt thành công, đang lưu dữ liệu ...',
  updateFailed: 'Cập nhật vé không thành công',
  groupUpdateFailed: 'Cập nhật vé đoàn không thành công',
  updateSuccess: 'Cập nhật vé thành công! Dữ liệu đang lưu vào hệ thống...',
  statusUpdateSuccess: 'Cập nhật trạng thái vé thành công!',
  cancelDetailFailed: 'Lấy chi tiết vé hủy thất bại',
  cancelFailed: 'Kết nối hủy vé thất bại',
  cancelSuccess: 'Hủy vé thành công!',
  searchFailed: 'Kết nối tìm kiếm thất bại',
  lockFailed: 'Lỗi khi khóa/mở khóa chuyến',
  // The seed writes "Đã khóa, Đã mở khóa chuyến": the lock and unlock successes, word for word.
  locked: 'Đã khóa',
  unlocked: 'Đã mở khóa chuyến',
  configSaved: 'Đã lưu cấu hình',
  configSaveFailed: 'Lỗi khi lưu cấu hình',
  qrFailed: 'Có lỗi khi lấy mã QR',
  momoNotConfigured: 'Vui lòng liên hệ nhà xe để được hỗ trợ cấu hình MOMO QR',
  qrSendFailed: (message: string) => `Có lỗi khi gửi qr: ${message}`,
  qrSendSuccess: (type: string) => `Gửi ${type} thành công!`,
  smsSuccess: 'Gửi SMS thành công',
  smsFailed: 'Gửi SMS thất bại',
  znsSuccess: 'Gửi ZNS thành công',
  znsFailed: 'Gửi ZNS thất bại',
  paymentSuccess: 'Thanh toán thành công',
  settleConfirm: 'Bạn có chắc chắn muốn quyết toán vé không?',
  settleSuccess: 'Quyết toán vé thành công',
  settleFailed: 'Quyết toán vé thất bại',
  tripUpdateSuccess: 'Cập nhật chuyến thành công',
  tripUpdateFailed: 'Cập nhật chuyến thất bại',
  printFailed: 'in vé thất bại',
  printConfigFailed: 'Kết nối lấy cấu hình in thất bại',
  surchargeFailed: 'Lỗi tìm phụ thu',
  userListFailed: 'Lỗi tải danh sách người dùng',
  historyTicketNotFound: 'Không tìm thấy vé',
  // Booking lifecycle refusals the server gives that the seeds do not spell out (issue 4).
  priceChanged: (seats: string) => `Giá vé ghế ${seats} đã thay đổi, vui lòng kiểm tra lại giá trước khi đặt`, // ours: not in the seeds
  pointOrderInvalid: 'Điểm lên phải đứng trước điểm xuống trên lộ trình', // ours: not in the seeds
  pointNotOnRoute: 'Điểm đón/trả không thuộc lộ trình của chuyến', // ours: not in the seeds
  transshipmentInvalid: 'Điểm trung chuyển không hợp lệ', // ours: not in the seeds
  surchargeInvalid: 'Phụ thu không hợp lệ', // ours: not in the seeds
  pointTypeNotAllowed: 'Hình thức đón/trả không được phép', // ours: not in the seeds
  seatNotSellable: (seats: string) => `Ghế ${seats} không được bán`, // ours: not in the seeds
  holdNotAllowed: 'Chuyến không cho phép giữ chỗ, vui lòng thu đủ tiền vé', // ours: not in the seeds
  paidOverPrice: 'Số tiền đã thu không được lớn hơn giá vé', // ours: not in the seeds
  paidDecreased: 'Không thể giảm số tiền đã thu', // ours: not in the seeds
  paidTicketReadOnly: 'Vé đã thanh toán, không thể chỉnh sửa', // ours: not in the seeds
  ticketNotEditable: 'Vé đã hủy hoặc hết hạn giữ chỗ, không thể cập nhật', // ours: not in the seeds
  // ADR 0047: an expired hold with a deposit keeps its seat until the balance is collected or the ticket cancelled.
  holdExpiredPayOrCancel: 'Vé đã hết hạn giữ chỗ: chỉ có thể thu đủ tiền vé hoặc hủy vé', // ours: not in the seeds
  holdExpiredHint: (deposit: string, due: string) => `Vé đã hết hạn giữ chỗ. Khách đã cọc ${deposit}, ghế vẫn được giữ: thu đủ ${due} còn lại hoặc hủy vé để hoàn cọc.`, // ours: not in the seeds
  transshipmentNotChangeable: 'Không thể đổi điểm trung chuyển khi cập nhật vé', // ours: not in the seeds
  duplicateSeats: 'Danh sách ghế bị trùng', // ours: not in the seeds
  copied: 'Đã copy',
  copiedDetail: 'Thông tin đã được sao lưu',
  /** Issue 12: booking a trip of a company whose link the agency has not approved (000 §2.5). */
  companyNotApproved: (companyName: string) => `${companyName} chưa được duyệt bán vé tại đại lý, không thể đặt vé`, // ours: not in the seeds
} as const;

export const MSG_SALE_REPORT = {
  tripsFailed: 'Lỗi khi lấy chuyến',
  totalsFailed: 'Lỗi khi lấy dữ liệu tổng',
  noDataToPrint: 'Không có dữ liệu để in',
} as const;

/** Issue 5: texts of the payment flow the seeds do not give (the seeds' own QR texts are in `sales`). */
export const MSG_PAYMENTS = {
  bankNotConfigured: 'Nhà xe chưa cấu hình tài khoản nhận tiền QR ngân hàng, vui lòng liên hệ nhà xe', // ours: not in the seeds
  oneCompanyOnly: 'Chỉ tạo mã QR cho vé của cùng một nhà xe', // ours: not in the seeds
  ticketsNotPayable: 'Vé đã thanh toán, đã hủy hoặc hết hạn giữ chỗ, không thể tạo mã QR', // ours: not in the seeds
  nothingToPay: 'Vé đã được thanh toán đủ', // ours: not in the seeds
  badSignature: 'Chữ ký không hợp lệ', // ours: not in the seeds
  staleTimestamp: 'Thời gian gửi không hợp lệ', // ours: not in the seeds
  refundNotFound: 'Không tìm thấy giao dịch cần hoàn tiền', // ours: not in the seeds
  qrSmsText: (company: string, bill: string, amount: string, account: string) => `${company}: vui lòng chuyển khoản ${amount}đ vào TK ${account} ngân hàng MB, nội dung ${bill}`, // ours: not in the seeds
  refundNeededTitle: 'Giao dịch cần hoàn tiền', // ours: not in the seeds
} as const;

/** Issue 5: printing, SMS, ZNS, e-mail texts beyond the seeds' (which are in `sales`). */
export const MSG_MESSAGING = {
  noPhone: 'Vé chưa có số điện thoại', // ours: not in the seeds
  ticketNotPrintable: 'Vé đã hủy hoặc hết hạn giữ chỗ, không thể in', // ours: not in the seeds
  holdExpiredNotPrintable: 'Vé đã hết hạn giữ chỗ, thu đủ tiền vé trước khi in', // ours: not in the seeds (ADR 0047)
  noEmail: 'Vé chưa có email', // ours: not in the seeds
  smsTypeNotFound: 'Không tìm thấy loại tin nhắn SMS', // ours: not in the seeds
  znsTemplateNotFound: 'Không tìm thấy mẫu tin nhắn ZNS', // ours: not in the seeds
  providerFailed: (detail: string) => `Nhà cung cấp báo lỗi: ${detail}`, // ours: not in the seeds
  providerUnreachable: 'Không kết nối được nhà cung cấp', // ours: not in the seeds
  paidStatus: 'Đã thanh toán', // ours: not in the seeds (print placeholder {paymentStatus})
  unpaidStatus: 'Chưa thanh toán', // ours: not in the seeds
  requireInvoiceYes: 'Có', // ours: not in the seeds (print placeholder {requireInvoice})
  requireInvoiceNo: 'Không', // ours: not in the seeds
  mailSubject: {
    'booked-ticket': (code: string) => `Xác nhận đặt vé ${code}`, // ours: not in the seeds
    'online-payment': (code: string) => `Thanh toán vé ${code} thành công`, // ours: not in the seeds
    'online-payment-expired': (code: string) => `Vé ${code}: thanh toán online hết hạn giữ chỗ`, // ours: not in the seeds
    'expired-ticket': (code: string) => `Vé ${code} đã hết hạn giữ chỗ`, // ours: not in the seeds
    'paid-ticket': (code: string) => `Vé ${code} đã thanh toán`, // ours: not in the seeds
    'automatically-cancelled': (code: string) => `Vé ${code} đã bị hủy tự động`, // ours: not in the seeds
  },
} as const;

/** Issue 5: trip lock, trip update, settlement texts beyond the seeds'. */
export const MSG_TRIP_OPS = {
  tripNotManageable: 'Chỉ cập nhật được chuyến của nhà xe chưa sử dụng ứng dụng', // ours: not in the seeds
  driverInvalid: 'Tài xế không thuộc nhà xe của chuyến', // ours: not in the seeds
  vehicleInvalid: 'Xe không thuộc nhà xe của chuyến', // ours: not in the seeds
  vehicleTooSmall: (seats: number, booked: number) => `Xe chỉ có ${seats} chỗ, ít hơn ${booked} vé đã bán của chuyến`, // ours: not in the seeds
  alreadySettled: 'Chuyến đã được quyết toán', // ours: not in the seeds
  settleNotDeparted: 'Chỉ quyết toán được chuyến đã xuất bến', // ours: not in the seeds
  unsettleNotAllowed: 'Không thể hủy quyết toán chuyến', // ours: not in the seeds
  nothingToUpdate: 'Không có thông tin chuyến cần cập nhật', // ours: not in the seeds
  contractFailed: 'Không mở được hợp đồng của chuyến', // ours: not in the seeds
  popupBlocked: 'Trình duyệt đã chặn cửa sổ mới, vui lòng cho phép mở cửa sổ', // ours: not in the seeds
  // The contract page (001 §2: "the ticket contract page"; its content is not shown). ours: not in the seeds
  contract: {
    title: 'HỢP ĐỒNG VẬN CHUYỂN HÀNH KHÁCH',
    company: 'Đơn vị vận tải',
    taxId: 'Mã số thuế',
    phone: 'Điện thoại',
    address: 'Địa chỉ',
    agency: 'Đại lý bán vé',
    route: 'Tuyến',
    routeCode: 'Mã tuyến',
    itinerary: 'Lộ trình',
    departure: 'Giờ xuất bến',
    tripCode: 'Mã chuyến',
    vehicle: 'Biển số xe',
    vehicleType: 'Loại xe',
    drivers: 'Tài xế',
    passengers: 'Danh sách hành khách',
    seat: 'Ghế',
    fullName: 'Họ tên',
    phoneNumber: 'Số điện thoại',
    pointUp: 'Điểm đón',
    pointDown: 'Điểm trả',
    price: 'Giá vé',
    status: 'Trạng thái',
    total: 'Tổng cộng',
    printedAt: 'In lúc',
    companySign: 'Đại diện nhà xe',
    agencySign: 'Đại diện đại lý',
    driverSign: 'Tài xế',
    signHint: '(Ký, ghi rõ họ tên)',
    none: '-',
  },
} as const;

/** Issue 5: quick search texts beyond the seeds'. */
export const MSG_QUICK_SEARCH = {} as const;
