/**
 * Generic answers of the server (error bodies); the browser never shows them on its own. One area of `MSG`
 * (messages/index.ts); exact seed texts, `// ours` where the seeds give none.
 */

/** Generic server answers the seeds do not spell out. */
export const MSG_SERVER = {
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
