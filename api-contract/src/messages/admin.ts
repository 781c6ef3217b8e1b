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
  nothingSelected: 'Vui lòng chọn ít nhất một nhà xe', // ours: not in the seeds
  nothingToSet: 'Vui lòng chọn trạng thái duyệt hoặc trạng thái sử dụng', // ours: not in the seeds
  /** The company API (docs/adr/0102): an agency id that does not exist. */
  partnerNotFound: 'Không tìm thấy đại lý', // ours: not in the seeds
  /** The company API: route ids that are not the calling company's own. */
  foreignRoutes: (ids: readonly string[]) => `Tuyến không thuộc nhà xe: ${ids.join(', ')}`, // ours: not in the seeds
} as const;

export const MSG_POPULAR_ROUTE = {
  title: 'Tuyến phổ biến',
  searchFailedTitle: 'Lỗi tìm tuyến',
  searchFailed: withDetail('Tìm tuyến thất bại '),
  updateSuccess: 'Cập nhật tuyến phổ biến thành công',
  updateFailed: withDetail('Cập nhật tuyến phổ biến thất bại: '),
  /** The server's refusal of a 51st route (the seeds leave the limit unenforced). */
  tooMany: (max: number) => `Chỉ được chọn tối đa ${max} tuyến phổ biến`, // ours: not in the seeds
  /** The counter of 000 §2.6 ('selected N /50 routes', quoted in English only). */
  selectedCount: (n: number, max: number) => `Đã chọn ${n} /${max} tuyến`, // ours: the seed gives it in English
  duplicate: 'Một tuyến chỉ được chọn một lần', // ours: not in the seeds
} as const;

export const MSG_CONFIG = {
  ticketTitle: 'Cấu hình bán vé',
  transportTitle: 'Cấu hình lệnh vận chuyển',
  saved: 'Đã lưu cấu hình',
  saveFailed: 'Lỗi khi lưu cấu hình',
  loadFailed: 'Lỗi lấy cấu hình',
  pointTypeRequired: 'Chọn 1 hình thức đón/trả',
  noPrintLimit: 'Không có giới hạn',
  keywordBlocked: (keyword: string) => `Từ khóa "${keyword}" đã bị chặn tìm kiếm`, // ours: not in the seeds
} as const;

export const MSG_EMPLOYEE = {
  title: 'Quản lý nhân viên',
  nameRequired: 'Vui lòng nhập họ tên',
  usernameRequired: 'Vui lòng nhập tên đăng nhập',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  updateSuccess: 'Cập nhật thành công',
  active: 'Đang hoạt động',
  locked: 'Khóa',
  passwordMin: 'Mật khẩu phải dài ít nhất 6 ký tự',
  routeNotOwned: 'Tuyến được chọn không thuộc đại lý', // ours: not in the seeds
  limitsAdminOnly: 'Chỉ sửa hạn mức và hoa hồng của tài khoản quản lý', // ours: not in the seeds (000 §5)
} as const;

export const MSG_TELECOM = {
  createSuccess: 'Tạo thành công',
  updateSuccess: 'Cập nhật thành công',
  deleteSuccess: 'Xóa thành công',
  companyRequired: 'Vui lòng chọn nhà mạng', // ours: not in the seeds
  companyUnknown: 'Nhà mạng không tồn tại', // ours: not in the seeds
  numberRequired: 'Vui lòng nhập số máy lẻ', // ours: not in the seeds
  numberInvalid: 'Số máy lẻ chỉ gồm 2 đến 15 chữ số', // ours: not in the seeds
  numberTaken: 'Số máy lẻ này đã được sử dụng', // ours: not in the seeds
  configNotJson: 'Cấu hình tổng đài phải là một đối tượng JSON hợp lệ', // ours: not in the seeds
  configUnknownField: (field: string) => `Cấu hình tổng đài không hỗ trợ trường "${field}"`, // ours: not in the seeds
  configRequired: (label: string) => `Vui lòng nhập ${label}`, // ours: not in the seeds
  // The field's name begins the sentence here (it sits mid-sentence in the others).
  configInvalid: (label: string) => `${label.charAt(0).toUpperCase()}${label.slice(1)} không hợp lệ`, // ours: not in the seeds
  /** Field names of telecomConfig (002 §3's phone line), as the dialog labels them and the server names them. */
  configFields: {
    domain: 'tên miền / máy chủ SIP',
    socketUrl: 'địa chỉ WebSocket (ws:// hoặc wss://)',
    userName: 'tên đăng nhập',
    password: 'mật khẩu',
    httpUrl: 'địa chỉ API (http/https)',
    key: 'khóa API',
    useAnVuiSocket: 'dùng socket của tổng đài',
    urlHttpService: 'địa chỉ dịch vụ gọi (http/https)',
    secret: 'mã bí mật',
    urlReport: 'địa chỉ báo cáo cuộc gọi (http/https)',
    organization: 'mã tổ chức',
    token: 'token báo cáo',
  },
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
  accountInvalid: 'Số tài khoản chỉ gồm chữ số, tối đa 19 ký tự', // ours: not in the seeds
  identityInvalid: 'Số CMT/CCCD gồm 9 hoặc 12 chữ số', // ours: not in the seeds
  otpRequired: 'Vui lòng nhập mã OTP', // ours: not in the seeds
  otpWrong: (attemptsLeft: number) => `Mã OTP không đúng, còn ${attemptsLeft} lần thử`, // ours: not in the seeds
  otpExpired: 'Mã OTP đã hết hạn, vui lòng gửi lại thông tin để nhận mã mới', // ours: not in the seeds
  otpLocked: 'Đã nhập sai mã OTP quá số lần cho phép, vui lòng gửi lại thông tin để nhận mã mới', // ours: not in the seeds
  otpSms: (otp: string, minutes: number) => `Ma OTP dang ky diem thu QR MB Bank cua ban la ${otp}, hieu luc ${minutes} phut. Khong chia se ma nay cho bat ky ai.`, // ours: not in the seeds
  tooManyRequests: 'Bạn đã yêu cầu quá nhiều mã OTP, vui lòng thử lại sau ít phút', // ours: not in the seeds
  activeExists: 'Đại lý đã có điểm thu QR đang hoạt động, vui lòng dùng chức năng cập nhật', // ours: not in the seeds
  noActive: 'Chưa có điểm thu QR đang hoạt động để cập nhật', // ours: not in the seeds
  bankFailed: 'Ngân hàng không phản hồi, vui lòng thử lại sau', // ours: not in the seeds
  adminOnly: 'Chỉ quản trị viên (ADMIN) được đăng ký hoặc cập nhật điểm thu QR', // ours: not in the seeds
} as const;
