import type { TTelecomProvider } from '@busdesk/api-contract';

/**
 * Labels of /manage/telecom-number (000 §2.9). The seeds quote only the three success texts (MSG.telecom); every
 * text here is ours.
 */
export const TELECOM_LABELS = {
  title: 'Số máy lẻ', // ours
  intro: 'Các số máy lẻ tổng đài của đại lý. Mật khẩu, khóa và token chỉ được ghi, không bao giờ hiển thị lại.', // ours
  search: 'Tìm theo số máy lẻ', // ours
  searchButton: 'Tìm kiếm', // ours
  add: 'Thêm số máy lẻ', // ours
  tableLabel: 'Danh sách số máy lẻ', // ours
  index: 'STT', // ours
  number: 'Số máy lẻ', // ours
  company: 'Nhà mạng', // ours
  config: 'Cấu hình', // ours
  actions: 'Thao tác', // ours
  edit: (number: string) => `Sửa số máy lẻ ${number}`, // ours
  remove: (number: string) => `Xóa số máy lẻ ${number}`, // ours
  addTitle: 'Thêm số máy lẻ', // ours
  editTitle: (number: string) => `Sửa số máy lẻ ${number}`, // ours
  deleteTitle: 'Xóa số máy lẻ', // ours
  deleteConfirm: (number: string) => `Bạn có muốn xóa số máy lẻ ${number}?`, // ours
  deleteButton: 'Xóa', // ours
  secretStored: 'Đã lưu — để trống để giữ nguyên', // ours
  secretsStored: (names: string) => `Đã lưu: ${names}`, // ours
  noConfig: '—', // ours: a line of the local exchange, which needs no config
  loadFailed: 'Không tải được danh sách số máy lẻ', // ours
  companiesFailed: 'Không tải được danh sách nhà mạng', // ours
  providerNote: 'Kiểu kết nối', // ours
  providers: {
    local: 'Tổng đài mô phỏng (cục bộ, không gọi thật)',
    sip: 'SIP qua WebSocket (softphone trên trình duyệt)',
    'domain-key': 'API tổng đài (tên miền + khóa)',
    'voip-secret': 'API gọi VoIP (mã bí mật)',
    'account-token': 'API tổng đài (tài khoản + token)',
  } satisfies Record<TTelecomProvider, string>, // ours
} as const;
