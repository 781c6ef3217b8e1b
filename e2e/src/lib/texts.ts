// What the user must see, copied from the specification (../shared/seeds 000 §5, §8, §2.3) on purpose:
// the tests check the product against the spec, so they do not read the product's own messages module.
export const TEXT = {
  usernameRequired: 'Vui lòng nhập tên đăng nhập',
  passwordTooShortLogin: 'Mật khẩu không dưới 6 ký tự',
  loginFailed: 'Tên đăng nhập hoặc mật khẩu không đúng',
  passwordTooShort: 'Mật khẩu phải dài ít nhất 6 ký tự',
  passwordsDiffer: 'Mật khẩu không giống nhau, vui lòng kiểm tra lại',
  passwordChanged: 'Cập nhật mật khẩu mới thành công!',
  greeting: 'Chúc bạn có một ngày làm việc vui vẻ',
} as const;

/** Demo accounts the server seeds on first start (issue 3, README). */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  staff: { username: 'staff', password: 'staff123' },
  newstaff: { username: 'newstaff', password: 'newstaff123' },
  admin2: { username: 'admin2', password: 'admin123' },
} as const;
