/**
 * Labels of mf-admin's own screens that the seeds describe without quoting Vietnamese text (so every entry is
 * ours). Texts the seeds quote come from `MSG`.
 */
export const ADMIN_LABELS = {
  sample: 'Dữ liệu mẫu',
  sampleNote: 'Số liệu minh họa, không phải dữ liệu thật của bến/đại lý.',
  editProfile: {
    title: 'Đổi mật khẩu',
    newPassword: 'Mật khẩu mới',
    confirmPassword: 'Nhập lại mật khẩu mới',
    submit: 'Cập nhật',
  },
  permission: {
    title: 'Nhóm quyền',
    add: 'Thêm nhóm quyền',
    edit: 'Sửa',
    delete: 'Xóa',
    index: 'STT',
    name: 'Tên nhóm quyền',
    description: 'Mô tả',
    actions: 'Thao tác',
    deleteTitle: 'Xóa nhóm quyền',
    sampleAdmin: 'Toàn quyền quản lý bến/đại lý',
    sampleStaff: 'Bán vé và xem báo cáo',
  },
  mailTicket: {
    menuLabel: 'Mẫu email vé',
  },
} as const;
