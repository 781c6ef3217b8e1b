/**
 * Labels of /register-vietqr (002: bank QR terminal registration). The seed's validation texts and the issue's
 * notes come from MSG.bankQr; the labels below are ours.
 */
export const VIETQR_LABELS = {
  title: 'Đăng ký QR ngân hàng', // ours (the route's title)
  intro: 'Đăng ký điểm thu QR MB Bank của đại lý: sau khi xác thực, tiền vé thanh toán bằng QR ngân hàng được chuyển thẳng vào tài khoản này.', // ours
  statusTitle: 'Điểm thu hiện tại', // ours
  none: 'Đại lý chưa đăng ký điểm thu QR', // ours
  terminalId: 'Mã điểm thu', // ours
  status: 'Trạng thái', // ours
  formTitle: 'Thông tin tài khoản nhận tiền', // ours
  account: 'Số TK nhận tiền tại MB Bank', // ours
  phone: 'Số điện thoại', // ours
  holder: 'Tên chủ tài khoản', // ours
  identity: 'Số CMT/CCCD', // ours
  create: 'Đăng ký', // ours
  update: 'Cập nhật', // ours
  otpTitle: 'Xác thực OTP', // ours
  otpSentTo: (phone: string) => `Mã OTP đã được gửi tới số ${phone}.`, // ours
  otp: 'Mã OTP', // ours
  confirm: 'Xác nhận', // ours
  loadFailed: 'Không tải được thông tin điểm thu', // ours
} as const;
