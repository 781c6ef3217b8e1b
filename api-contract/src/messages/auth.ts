/**
 * Sign-in (the login page) and change password. One area of `MSG` (messages/index.ts); exact seed texts, `// ours`
 * where the seeds give none.
 */
import { withDetail } from './common';

export const MSG_AUTH = {
  loginFailed: 'Tên đăng nhập hoặc mật khẩu không đúng',
  usernameRequired: 'Vui lòng nhập tên đăng nhập',
  passwordMin: 'Mật khẩu không dưới 6 ký tự',
  mustChangePassword: 'Mật khẩu đã được đặt lại, vui lòng đặt mật khẩu mới trước khi tiếp tục', // ours: not in the seeds
} as const;

export const MSG_PROFILE = {
  passwordMin: 'Mật khẩu phải dài ít nhất 6 ký tự',
  mismatch: 'Mật khẩu không giống nhau, vui lòng kiểm tra lại',
  success: 'Cập nhật mật khẩu mới thành công!',
  failed: withDetail('Cập nhật mật khẩu mới thất bại, lỗi: '),
} as const;
