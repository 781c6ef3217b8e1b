/**
 * Labels of the ticket e-mail template editor (000 §2.11 describes the screen without quoting texts, so every entry
 * here is ours). The seed's save messages come from `MSG.mailTemplate`.
 */
export const MAIL_TEMPLATE_LABELS = {
  editorLabel: 'Nội dung email', // ours
  toolbarLabel: 'Định dạng', // ours
  bold: 'In đậm', // ours
  italic: 'In nghiêng', // ours
  underline: 'Gạch chân', // ours
  heading: 'Tiêu đề', // ours
  bulletList: 'Danh sách dấu chấm', // ours
  orderedList: 'Danh sách số', // ours
  undo: 'Hoàn tác', // ours
  redo: 'Làm lại', // ours
  insertPlaceholder: 'Chèn trường dữ liệu', // ours
  placeholderHint: 'Trường dữ liệu được thay bằng thông tin của vé khi gửi email.', // ours
  preview: 'Xem trước', // ours
  previewNote: 'Xem trước với một vé mẫu.', // ours
  previewFrame: 'Xem trước email với vé mẫu', // ours
  defaultChip: 'Mẫu mặc định', // ours
  defaultNote: 'Đại lý chưa lưu mẫu riêng: email đang dùng mẫu mặc định này.', // ours
  unsaved: 'Có thay đổi chưa lưu', // ours
  save: 'Lưu mẫu', // ours
  reset: 'Bỏ thay đổi', // ours
  testTitle: 'Gửi thử', // ours
  testTo: 'Email nhận thử', // ours
  testSend: 'Gửi thử', // ours
  testToInvalid: 'Email không hợp lệ', // ours
  testSentLocal: (to: string) => `Đã lưu email thử gửi ${to} vào Hộp thư email đã gửi (chưa cấu hình SMTP nên không gửi thật).`, // ours
  testSentSmtp: (to: string) => `Đã gửi email thử tới ${to}.`, // ours
  testFailed: (detail: string) => `Gửi thử thất bại: ${detail}`, // ours
  openOutbox: 'Mở hộp thư đã gửi', // ours
  loadFailed: 'Không tải được mẫu email', // ours
  retry: 'Thử lại', // ours
} as const;
