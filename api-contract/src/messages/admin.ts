/**
 * Administration: authorised companies, popular routes, configuration, employees, phone lines, mail templates,
 * permissions, bank QR registration. One area of `MSG` (messages/index.ts); exact seed texts, `// ours` where the
 * seeds give none.
 */
import { withDetail } from './common';

export const MSG_COMPANY = {
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
} as const;

export const MSG_POPULAR_ROUTE = {
  title: 'Tuyến phổ biến',
  searchFailedTitle: 'Lỗi tìm tuyến',
  searchFailed: withDetail('Tìm tuyến thất bại '),
  updateSuccess: 'Cập nhật tuyến phổ biến thành công',
  updateFailed: withDetail('Cập nhật tuyến phổ biến thất bại: '),
} as const;

export const MSG_CONFIG = {
  ticketTitle: 'Cấu hình bán vé',
  transportTitle: 'Cấu hình lệnh vận chuyển',
  saved: 'Đã lưu cấu hình',
  saveFailed: 'Lỗi khi lưu cấu hình',
  loadFailed: 'Lỗi lấy cấu hình',
  pointTypeRequired: 'Chọn 1 hình thức đón/trả',
} as const;

export const MSG_EMPLOYEE = {
  title: 'Quản lý nhân viên',
  nameRequired: 'Vui lòng nhập họ tên',
  usernameRequired: 'Vui lòng nhập tên đăng nhập',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  updateSuccess: 'Cập nhật thành công',
  active: 'Đang hoạt động',
  locked: 'Khóa',
} as const;

export const MSG_TELECOM = {
  createSuccess: 'Tạo thành công',
  updateSuccess: 'Cập nhật thành công',
  deleteSuccess: 'Xóa thành công',
} as const;

export const MSG_MAIL_TEMPLATE = {
  success: 'Cập nhật cấu hình thành công',
  failed: 'Cập nhật cấu hình thất bại',
  empty: 'Nội dung mẫu email đang trống', // ours: not in the seeds
  tooLong: (max: string) => `Mẫu email quá dài (tối đa ${max} ký tự)`, // ours: not in the seeds
  testSubject: (subject: string) => `[Gửi thử] ${subject}`, // ours: not in the seeds
  systemSender: 'Hệ thống', // ours: not in the seeds (the ticket log's author of an e-mail no clerk caused)
} as const;

export const MSG_PERMISSION = {
  deleteConfirm: 'Bạn có muốn xóa quyền này?',
} as const;

export const MSG_BANK_QR = {
  accountRequired: 'Vui lòng nhập số TK nhận tiền tại ngân hàng MB Bank',
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại không đúng định dạng',
  holderRequired: 'Vui lòng nhập tên chủ tài khoản',
  identityRequired: 'Vui lòng nhập số CMT gắn với tài khoản ngân hàng',
  matchNote: 'Số điện thoại và số CMT phải trùng với thông tin đã đăng ký tại ngân hàng', // ours: not in the seeds
  enterOtp: 'Vui lòng nhập mã OTP đã được gửi về số điện thoại', // ours: not in the seeds
  otpSuccess: 'Đang tạo cấu hình cổng thanh toán', // ours: not in the seeds
  alreadyVerified: 'Tài khoản đã được xác thực, vui lòng liên hệ nhân viên để được hỗ trợ', // ours: not in the seeds
} as const;
