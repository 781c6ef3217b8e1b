/**
 * Generic answers of the server (error bodies); the browser never shows them on its own. One area of `MSG`
 * (messages/index.ts); exact seed texts, `// ours` where the seeds give none.
 */

/**
 * The request fields a screen's user may meet in a refusal, by the name the API gives them, as the screens label them
 * (ours). A refusal names the field in the user's words where it can; an API caller still gets the path in
 * `results.field`.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  startDate: 'Từ ngày',
  endDate: 'Đến ngày',
  fromDate: 'Từ ngày',
  toDate: 'Đến ngày',
  startTime: 'Thời gian bắt đầu',
  endTime: 'Thời gian kết thúc',
  date: 'Ngày',
  phoneNumber: 'Số điện thoại',
  fullName: 'Họ tên',
  email: 'Email',
  amount: 'Số tiền',
  description: 'Nội dung',
  debtLimit: 'Hạn mức công nợ',
  commission: 'Hoa hồng',
  username: 'Tên đăng nhập',
  password: 'Mật khẩu',
};

/** A field path ('filter.startDate', 'tickets.0.fullName') in the user's words when its last name is known. */
function fieldLabel(path: string): string {
  const name = path.split('.').pop() ?? path;
  return FIELD_LABELS[name] ?? path;
}

/** Generic server answers the seeds do not spell out. */
export const MSG_SERVER = {
  unauthorized: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', // ours: not in the seeds
  forbidden: 'Bạn không có quyền thực hiện chức năng này', // ours: not in the seeds
  notFound: 'Không tìm thấy dữ liệu', // ours: not in the seeds
  tooManyLogins: 'Bạn đã đăng nhập sai quá nhiều lần, vui lòng thử lại sau 15 phút', // ours: not in the seeds
  invalidField: (field: string) => `Dữ liệu không hợp lệ: ${fieldLabel(field)}`, // ours: not in the seeds
  internal: (requestId: string) => `Có lỗi xảy ra, vui lòng thử lại (mã: ${requestId})`, // ours: not in the seeds
  seatConflict: (seats: string) => `Ghế ${seats} đã có người đặt`, // ours: not in the seeds
  accountLocked: 'Tài khoản đã bị khóa, vui lòng liên hệ quản lý', // ours: not in the seeds
  ok: 'Thành công', // ours: not in the seeds (envelope message of a successful reply)
  usernameTaken: 'Tên đăng nhập đã tồn tại', // ours: not in the seeds
  unavailable: 'Dịch vụ tạm thời không khả dụng', // ours: not in the seeds
  databaseUnavailable: 'Hệ thống tạm thời mất kết nối tới cơ sở dữ liệu, vui lòng thử lại sau ít phút', // ours: not in the seeds
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn', // ours: not in the seeds
  invalidJson: 'Dữ liệu gửi lên không đúng định dạng JSON', // ours: not in the seeds
  emptyBody: 'Dữ liệu gửi lên đang trống', // ours: not in the seeds
  unsupportedMediaType: 'Định dạng dữ liệu gửi lên không được hỗ trợ', // ours: not in the seeds
  badUrl: 'Địa chỉ yêu cầu không hợp lệ', // ours: not in the seeds
  badRequest: 'Yêu cầu không hợp lệ', // ours: not in the seeds
  requestTimeout: 'Yêu cầu gửi lên quá chậm, vui lòng thử lại', // ours: not in the seeds
  headersTooLarge: 'Phần đầu của yêu cầu quá lớn', // ours: not in the seeds
} as const;
