/**
 * Labels of /manage/employee (000 §2.8). The seed gives the columns and actions in English: every entry here is
 * ours; the seed's own texts (validation, 'Cập nhật thành công', the statuses) come from MSG.employee.
 */
export const EMPLOYEE_LABELS = {
  tableLabel: 'Danh sách nhân viên', // ours
  index: 'STT', // ours
  name: 'Họ tên', // ours
  username: 'Tên đăng nhập', // ours
  password: 'Mật khẩu', // ours
  debtLimit: 'Hạn mức', // ours
  currentDebt: 'Công nợ', // ours
  commission: 'Hoa hồng', // ours
  role: 'Vai trò', // ours
  status: 'Trạng thái', // ours
  actions: 'Thao tác', // ours
  routes: 'Tuyến được phép bán', // ours
  add: 'Thêm nhân viên', // ours
  addTitle: 'Thêm nhân viên', // ours
  editTitle: (name: string) => `Sửa nhân viên: ${name}`, // ours
  edit: (name: string) => `Sửa ${name}`, // ours
  lock: (name: string) => `Khóa ${name}`, // ours
  unlock: (name: string) => `Mở khóa ${name}`, // ours
  resetPassword: (name: string) => `Đặt lại mật khẩu của ${name}`, // ours
  resetTitle: 'Đặt lại mật khẩu', // ours
  resetConfirm: (name: string) =>
    `Đặt lại mật khẩu của ${name}? Mọi phiên đăng nhập của tài khoản này sẽ kết thúc; mật khẩu một lần chỉ hiện một lần.`, // ours
  resetDone: 'Mật khẩu một lần (chỉ hiện lần này, hãy giao cho nhân viên). Khi đăng nhập, nhân viên phải đặt mật khẩu mới.', // ours
  resetAction: 'Đặt lại', // ours
  copy: 'Sao chép', // ours
  copied: 'Đã sao chép', // ours
  limitsAdminOnly: 'Chỉ sửa được cho tài khoản quản lý', // ours (000 §5)
  usernameFixed: 'Không đổi được tên đăng nhập', // ours (000 §5)
  cancel: 'Hủy', // ours
  close: 'Đóng', // ours
  loadFailed: 'Không tải được danh sách nhân viên', // ours: the seed logs employee errors without a message
  topUp: (name: string) => `Nạp tiền cho ${name}`, // ours (docs/adr/0070)
  failed: (detail: string) => `Thao tác thất bại: ${detail}`, // ours
} as const;
