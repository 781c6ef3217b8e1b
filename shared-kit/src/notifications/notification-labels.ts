/** Texts of the notification popover the seeds describe without quoting them. All ours. */
export const NOTIFICATION_LABELS = {
  title: 'Vé mới của đối tác', // ours
  tabs: 'Nhóm thông báo', // ours
  seats: 'Ghế', // ours
  departure: 'Khởi hành', // ours
  loading: 'Đang tải…', // ours
  markRead: (who: string, seats: string) => `Đánh dấu đã đọc: ${who}${seats ? `, ghế ${seats}` : ''}`, // ours
  companyCount: (n: number) => `${n} vé`, // ours
} as const;
