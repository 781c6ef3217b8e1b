/**
 * Labels of the shell's own screens (login, navbar, sidebar, 404). The seeds describe these controls without
 * quoting their Vietnamese text, so every entry here is ours; texts the seeds do quote come from the contract's
 * message areas (`MSG_AUTH`, `MSG_COMMON`).
 */
export const SHELL_LABELS = {
  login: {
    title: 'Đăng nhập',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    showPassword: 'Hiện mật khẩu',
    hidePassword: 'Ẩn mật khẩu',
    logoAlt: 'Logo',
    formLabel: 'Biểu mẫu đăng nhập',
    newPasswordTitle: 'Đặt mật khẩu mới',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Nhập lại mật khẩu mới',
    newPasswordSubmit: 'Lưu mật khẩu và tiếp tục',
    newPasswordFormLabel: 'Biểu mẫu đặt mật khẩu mới',
  },
  navbar: {
    label: 'Thanh điều hướng chính',
    home: 'Trang tổng quan',
    homeWithBrand: (brand: string) => `${brand} – Trang tổng quan`,
    toggleSidebar: 'Đóng/mở thanh bên',
    quickSearch: 'Tìm kiếm vé nhanh',
    notifications: 'Thông báo vé mới',
    account: 'Tài khoản',
    changePassword: 'Đổi mật khẩu',
    logout: 'Đăng xuất',
  },
  sidebar: {
    label: 'Danh mục chức năng',
  },
  notFound: {
    title: 'Không tìm thấy trang',
    description: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
    home: 'Về trang chủ',
  },
  appError: 'Không tải được chức năng này, vui lòng tải lại trang.',
  reload: 'Tải lại trang', // ours
  /** A navbar menu whose code could not be fetched (the connection dropped): the navbar stays, the menu does not open. */
  menuError: 'Không mở được menu, vui lòng kiểm tra kết nối và tải lại trang.', // ours
} as const;
