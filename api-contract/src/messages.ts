/**
 * Every user-facing Vietnamese text of the three seeds (error catalogues, validation rules, warnings,
 * confirmations, empty texts), exactly as the seeds write them, plus the few generic texts the server needs
 * that the seeds do not give (each marked `// ours: not in the seeds`).
 *
 * Both the server (error bodies) and the browser (through shared-kit) read this one object, so a text changes
 * in one place. Where a seed shows a `{placeholder}` or a trailing '...' detail, the entry is a function that
 * fills it; `MSG.x.y.name` is never relied on, call sites pass their detail.
 */

const withDetail = (prefix: string) => (detail: string) => `${prefix}${detail}`;

export const MSG = {
  common: {
    greeting: 'Chúc bạn có một ngày làm việc vui vẻ',
    comingSoon: 'Chức năng đang được phát triển',
    functionNotFound: 'Không tìm thấy chức năng!',
    noData: 'Không có dữ liệu',
    noDataEllipsis: 'Không có dữ liệu...',
    noDataToExport: 'Không có dữ liệu để xuất',
    noDataToPrint: 'Không có dữ liệu để in',
    unknownDash: '-Không xác định-',
    unknown: 'Không xác định',
    noLimit: 'Không có giới hạn',
    updateSuccess: 'Cập nhật thành công',
    createSuccess: 'Tạo thành công',
    deleteSuccess: 'Xóa thành công',
    sendSuccess: 'Gửi thành công',
    error: 'Lỗi',
    // The body message fallback of the API clients when an error reply carries none (000 §7.1).
    clientErrorFallback: 'Error',
    fetchFailed: 'Có lỗi xảy ra trong quá trình lấy dữ liệu',
    searchFailed: 'Kết nối tìm kiếm thất bại',
    searchFailedWith: withDetail('Kết nối tìm kiếm thất bại: '),
    connectionFailed: 'Kết nối thất bại',
    copied: 'Đã copy',
    copiedDetail: 'Thông tin đã được sao lưu',
    noWebSocket: 'Trình duyệt của bạn không hỗ trợ WebSocket', // ours: not in the seeds (seed says only "an alert")
    phoneInvalid: 'Số điện thoại không đúng định dạng',
    phoneRequired: 'Vui lòng nhập số điện thoại',
    fullNameRequired: 'Vui lòng nhập họ tên',
    dateRequired: 'Vui lòng chọn ngày',
  },

  /** Generic server answers the seeds do not spell out. */
  server: {
    unauthorized: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', // ours: not in the seeds
    forbidden: 'Bạn không có quyền thực hiện chức năng này', // ours: not in the seeds
    notFound: 'Không tìm thấy dữ liệu', // ours: not in the seeds
    tooManyLogins: 'Bạn đã đăng nhập sai quá nhiều lần, vui lòng thử lại sau 15 phút', // ours: not in the seeds
    invalidField: (field: string) => `Dữ liệu không hợp lệ: ${field}`, // ours: not in the seeds
    internal: (requestId: string) => `Có lỗi xảy ra, vui lòng thử lại (mã: ${requestId})`, // ours: not in the seeds
    seatConflict: (seats: string) => `Ghế ${seats} đã có người đặt`, // ours: not in the seeds
    accountLocked: 'Tài khoản đã bị khóa, vui lòng liên hệ quản lý', // ours: not in the seeds
    ok: 'Thành công', // ours: not in the seeds (envelope message of a successful reply)
    usernameTaken: 'Tên đăng nhập đã tồn tại', // ours: not in the seeds
    unavailable: 'Dịch vụ tạm thời không khả dụng', // ours: not in the seeds
    payloadTooLarge: 'Dữ liệu gửi lên quá lớn', // ours: not in the seeds
    invalidJson: 'Dữ liệu gửi lên không đúng định dạng JSON', // ours: not in the seeds
    emptyBody: 'Dữ liệu gửi lên đang trống', // ours: not in the seeds
    unsupportedMediaType: 'Định dạng dữ liệu gửi lên không được hỗ trợ', // ours: not in the seeds
    badUrl: 'Địa chỉ yêu cầu không hợp lệ', // ours: not in the seeds
    badRequest: 'Yêu cầu không hợp lệ', // ours: not in the seeds
    requestTimeout: 'Yêu cầu gửi lên quá chậm, vui lòng thử lại', // ours: not in the seeds
    headersTooLarge: 'Phần đầu của yêu cầu quá lớn', // ours: not in the seeds
  },

  auth: {
    loginFailed: 'Tên đăng nhập hoặc mật khẩu không đúng',
    usernameRequired: 'Vui lòng nhập tên đăng nhập',
    passwordMin: 'Mật khẩu không dưới 6 ký tự',
  },

  profile: {
    passwordMin: 'Mật khẩu phải dài ít nhất 6 ký tự',
    mismatch: 'Mật khẩu không giống nhau, vui lòng kiểm tra lại',
    success: 'Cập nhật mật khẩu mới thành công!',
    failed: withDetail('Cập nhật mật khẩu mới thất bại, lỗi: '),
  },

  settlement: {
    title: 'Bảng quyết toán tiền vé',
    printTitle: 'BẢNG QUYẾT TOÁN TIỀN VÉ',
    fetchFailed: 'Có lỗi xảy ra trong quá trình lấy dữ liệu',
  },

  company: {
    title: 'Quản lý nhà xe ủy quyền',
    searchFailedTitle: 'Lỗi tìm nhà xe',
    searchFailed: withDetail('Kết nối tìm kiếm thất bại: '),
    updateSuccess: 'Cập nhật danh sách nhà xe thành công',
    updateFailed: 'Cập nhật danh sách thất bại',
    approvedPending: 'Chờ duyệt',
    approved: 'Đã duyệt',
    rejected: 'Từ chối',
    inUse: 'Đang sử dụng',
    notInUse: 'Chưa sử dụng',
  },

  popularRoute: {
    title: 'Tuyến phổ biến',
    searchFailedTitle: 'Lỗi tìm tuyến',
    searchFailed: withDetail('Tìm tuyến thất bại '),
    updateSuccess: 'Cập nhật tuyến phổ biến thành công',
    updateFailed: withDetail('Cập nhật tuyến phổ biến thất bại: '),
  },

  config: {
    ticketTitle: 'Cấu hình bán vé',
    transportTitle: 'Cấu hình lệnh vận chuyển',
    saved: 'Đã lưu cấu hình',
    saveFailed: 'Lỗi khi lưu cấu hình',
    loadFailed: 'Lỗi lấy cấu hình',
    pointTypeRequired: 'Chọn 1 hình thức đón/trả',
  },

  employee: {
    title: 'Quản lý nhân viên',
    nameRequired: 'Vui lòng nhập họ tên',
    usernameRequired: 'Vui lòng nhập tên đăng nhập',
    passwordRequired: 'Vui lòng nhập mật khẩu',
    updateSuccess: 'Cập nhật thành công',
    active: 'Đang hoạt động',
    locked: 'Khóa',
  },

  telecom: {
    createSuccess: 'Tạo thành công',
    updateSuccess: 'Cập nhật thành công',
    deleteSuccess: 'Xóa thành công',
  },

  mailTemplate: {
    success: 'Cập nhật cấu hình thành công',
    failed: 'Cập nhật cấu hình thất bại',
  },

  permission: {
    deleteConfirm: 'Bạn có muốn xóa quyền này?',
  },

  sales: {
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
    transshipmentNotChangeable: 'Không thể đổi điểm trung chuyển khi cập nhật vé', // ours: not in the seeds
    duplicateSeats: 'Danh sách ghế bị trùng', // ours: not in the seeds
    copied: 'Đã copy',
    copiedDetail: 'Thông tin đã được sao lưu',
  },

  saleReport: {
    tripsFailed: 'Lỗi khi lấy chuyến',
    totalsFailed: 'Lỗi khi lấy dữ liệu tổng',
    noDataToPrint: 'Không có dữ liệu để in',
  },

  reports: {
    filterFailed: 'Có lỗi xảy ra khi lọc báo cáo',
    tripsFailed: 'Lỗi khi lấy chuyến',
    totalsFailed: 'Lỗi khi lấy dữ liệu tổng',
    subPartnersFailedTitle: 'Lỗi tìm bến xe',
    routesFailed: 'Lỗi tìm tuyến',
    vehiclesFailed: 'Lỗi tải danh sách phương tiện',
    znsSendSuccess: 'Gửi thành công',
    cancelSelectRequired: 'Vui lòng chọn vé cần cập nhật',
    cancelUpdateSuccess: 'Cập nhật vé hủy thành công!',
    cancelUpdateFailed: (message: string) => `Cập nhật vé hủy thất bại: ${message}`,
    defaultCancelReason: 'Khách không đi nữa muốn hủy vé.',
    statsTitle: 'Kết quả kinh doanh online',
    transactionTitle: 'Báo cáo giao dịch',
    filterReport: 'Lọc báo cáo',
    filter: 'Lọc',
    exportExcel: 'Xuất excel',
    paid: 'Đã thanh toán',
    booked: 'Giữ chỗ',
  },

  transport: {
    signListTitle: 'Ký duyệt lệnh',
    fetch: 'Lấy dữ liệu',
    upSign: 'Bến đi ký',
    downSign: 'Bến đến ký',
    attempt: (n: number, message: string) => `Lần ${n}: ${message}`,
    fileInvalid: 'File không hợp lệ',
    stationCodeInvalid: 'Mã số bến xe không hợp lệ',
    stationInvalid: 'Bến không hợp lệ',
    companyNotSigned: 'Doanh nghiệp chưa ký',
    signFailed: 'Lỗi',
    signSuccess: 'Lệnh được ký thành công',
    editSuccess: 'Cập nhật lệnh thành công',
    editFailed: 'Cập nhật lệnh thất bại',
    resendSuccess: 'Gửi thành công',
  },

  telephony: {
    lookupFailed: 'Lấy thông tin hành khách thất bại',
    walkInGuest: 'Khách vãng lai', // ours: not in the seeds (seed: "shown as a walk-in guest")
    phoneInvalid: 'Số điện thoại không đúng định dạng',
    dateRequired: 'Vui lòng chọn ngày',
    numberRequired: 'Chưa nhập số điện thoại',
    lineRequired: 'Vui lòng chọn máy lẻ',
    dialOutFailedLower: 'gọi ra thất bại',
    callFailed: 'Gọi thất bại',
    endFailed: 'Kết thúc thất bại',
    authFailed: 'Lỗi xác thực',
    lineLoginFailed: 'Đăng nhập máy lẻ thất bại',
    dialOutFailed: 'Gọi ra thất bại',
    dialOutSuccess: 'Gọi ra thành công',
    historyFailed: 'Lấy lịch sử cuộc gọi thất bại',
    recordingFailed: 'Lấy file ghi âm thất bại',
    connectionFailed: 'Kết nối thất bại',
    comingSoon: 'Chức năng đang được phát triển',
  },

  notifications: {
    all: 'Tất cả', // ours: not in the seeds (seed tab 'All')
    usedApp: 'Đã dùng app nhà xe', // ours: not in the seeds (seed tab 'Used the vendor app')
    notUsedApp: 'Chưa dùng app nhà xe', // ours: not in the seeds (seed tab 'Not used it')
    loadMore: 'Tải thêm',
    empty: 'Không có dữ liệu',
  },

  /** Issue 5: texts of the payment flow the seeds do not give (the seeds' own QR texts are in `sales`). */
  payments: {
    bankNotConfigured: 'Nhà xe chưa cấu hình tài khoản nhận tiền QR ngân hàng, vui lòng liên hệ nhà xe', // ours: not in the seeds
    oneCompanyOnly: 'Chỉ tạo mã QR cho vé của cùng một nhà xe', // ours: not in the seeds
    ticketsNotPayable: 'Vé đã thanh toán, đã hủy hoặc hết hạn giữ chỗ, không thể tạo mã QR', // ours: not in the seeds
    nothingToPay: 'Vé đã được thanh toán đủ', // ours: not in the seeds
    badSignature: 'Chữ ký không hợp lệ', // ours: not in the seeds
    staleTimestamp: 'Thời gian gửi không hợp lệ', // ours: not in the seeds
    refundNotFound: 'Không tìm thấy giao dịch cần hoàn tiền', // ours: not in the seeds
    qrSmsText: (company: string, bill: string, amount: string, account: string) => `${company}: vui lòng chuyển khoản ${amount}đ vào TK ${account} ngân hàng MB, nội dung ${bill}`, // ours: not in the seeds
    refundNeededTitle: 'Giao dịch cần hoàn tiền', // ours: not in the seeds
  },

  /** Issue 5: printing, SMS, ZNS, e-mail texts beyond the seeds' (which are in `sales`). */
  messaging: {
    noPhone: 'Vé chưa có số điện thoại', // ours: not in the seeds
    ticketNotPrintable: 'Vé đã hủy hoặc hết hạn giữ chỗ, không thể in', // ours: not in the seeds
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
  },

  /** Issue 5: trip lock, trip update, settlement texts beyond the seeds'. */
  tripOps: {
    tripNotManageable: 'Chỉ cập nhật được chuyến của nhà xe chưa sử dụng ứng dụng', // ours: not in the seeds
    driverInvalid: 'Tài xế không thuộc nhà xe của chuyến', // ours: not in the seeds
    vehicleInvalid: 'Xe không thuộc nhà xe của chuyến', // ours: not in the seeds
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
  },

  /** Issue 5: quick search texts beyond the seeds'. */
  quickSearch: {},

  bankQr: {
    accountRequired: 'Vui lòng nhập số TK nhận tiền tại ngân hàng MB Bank',
    phoneRequired: 'Vui lòng nhập số điện thoại',
    phoneInvalid: 'Số điện thoại không đúng định dạng',
    holderRequired: 'Vui lòng nhập tên chủ tài khoản',
    identityRequired: 'Vui lòng nhập số CMT gắn với tài khoản ngân hàng',
    matchNote: 'Số điện thoại và số CMT phải trùng với thông tin đã đăng ký tại ngân hàng', // ours: not in the seeds
    enterOtp: 'Vui lòng nhập mã OTP đã được gửi về số điện thoại', // ours: not in the seeds
    otpSuccess: 'Đang tạo cấu hình cổng thanh toán', // ours: not in the seeds
    alreadyVerified: 'Tài khoản đã được xác thực, vui lòng liên hệ nhân viên để được hỗ trợ', // ours: not in the seeds
  },
} as const;

export type TMessages = typeof MSG;
