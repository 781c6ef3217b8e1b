/**
 * Texts every screen uses (errors of the API clients, empty states, generic successes). One area of `MSG`
 * (messages/index.ts); exact seed texts, `// ours` where the seeds give none.
 */

/** A text whose seed shows a trailing detail: the prefix as the seed writes it, the detail from the call site. */
export const withDetail = (prefix: string) => (detail: string) => `${prefix}${detail}`;

export const MSG_COMMON = {
  greeting: 'Chúc bạn có một ngày làm việc vui vẻ',
  comingSoon: 'Chức năng đang được phát triển',
  // ours: the bar a screen shows while its code loads on its first visit.
  screenLoading: 'Đang tải màn hình',
  // ours: a staff account opening a Configuration page by its address (the menu shows it only to ADMIN, 000 §2.3).
  adminOnlyPage: 'Bạn không có quyền truy cập trang này. Trang chỉ dành cho tài khoản quản trị (ADMIN) của đại lý.',
  functionNotFound: 'Không tìm thấy chức năng!',
  noData: 'Không có dữ liệu',
  noDataEllipsis: 'Không có dữ liệu...',
  noDataToExport: 'Không có dữ liệu để xuất',
  // ours: under a text field with a length limit.
  charCount: (used: number, max: number) => `${used}/${max} ký tự`,
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
  // ours: the question before leaving a form with unsaved edits (ADR 0119); 'Ở lại' is the safe answer.
  unsavedChanges: {
    title: 'Rời trang khi chưa lưu?',
    message: 'Các thay đổi chưa lưu sẽ bị mất.',
    stay: 'Ở lại',
    leave: 'Rời trang',
  },
} as const;
