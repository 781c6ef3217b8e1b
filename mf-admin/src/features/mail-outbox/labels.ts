/** Labels of the e-mail outbox screen (issue 5; the seeds do not describe it, so every text is ours). */
export const OUTBOX_LABELS = {
  title: 'Hộp thư email đã gửi',
  intro: 'Email gửi cho hành khách (xác nhận đặt vé, thanh toán…). Khi chưa cấu hình máy chủ SMTP, email được lưu tại đây.',
  tableLabel: 'Danh sách email đã gửi',
  createdAt: 'Thời gian',
  to: 'Người nhận',
  subject: 'Tiêu đề',
  status: 'Trạng thái',
  sentSmtp: 'Đã gửi SMTP',
  keptInOutbox: 'Lưu hộp thư',
  failed: (error: string) => `Lỗi: ${error}`,
  close: 'Đóng',
  rawMessage: 'Nội dung MIME gốc',
  previewTitle: (subject: string) => `Xem email: ${subject}`,
  loadFailed: 'Không tải được hộp thư',
} as const;
