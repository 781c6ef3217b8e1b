/** Texts of the local telephony simulator page (a server-served tool page, not a portal screen). */
export const TELEPHONY_SIMULATOR_LABELS = {
  title: 'Mô phỏng tổng đài điện thoại (nội bộ)',
  intro:
    'Gọi vào các máy lẻ của tổng đài mô phỏng, nghe hoặc gác máy các cuộc gọi ra từ bảng điều khiển cuộc gọi. Không cuộc gọi nào đi ra mạng điện thoại thật; cuộc gọi được ghi nhận nội bộ.',
  empty: 'Đại lý chưa có máy lẻ nào của tổng đài mô phỏng',
  refresh: 'Tải lại',
  columns: { line: 'Máy lẻ', company: 'Tổng đài', holder: 'Người trực', call: 'Cuộc gọi', caller: 'Số người gọi', actions: 'Thao tác' },
  nobody: 'Chưa có ai đăng nhập máy lẻ',
  idle: 'Không có cuộc gọi',
  callerPlaceholder: 'VD: 0912345678',
  ring: 'Gọi vào',
  answer: 'Nghe máy',
  hangup: 'Gác máy',
  states: {
    RINGING_IN: 'Đang đổ chuông tới máy lẻ từ',
    RINGING_OUT: 'Máy lẻ đang gọi ra tới',
    LISTENING_IN: 'Đang đàm thoại (gọi vào) với',
    LISTENING_OUT: 'Đang đàm thoại (gọi ra) với',
  } as Record<string, string>,
  done: 'Đã gửi',
  failed: 'Thao tác thất bại',
} as const;
