/** The line list (002 §2 "list of extension lines"). Ours: the seeds give no labels. */
export const LINES_LABELS = {
  line: 'Máy lẻ', // ours
  none: 'Không dùng máy lẻ', // ours
  option: (number: string, company: string) => `${number} · ${company}`, // ours
  loggingIn: 'Đang đăng nhập máy lẻ', // ours
  loggedIn: (number: string) => `Đã đăng nhập máy lẻ ${number}`, // ours
  loadFailed: 'Không tải được danh sách máy lẻ', // ours
  loadFailedWith: (reason: string) => `Không tải được danh sách máy lẻ: ${reason}`, // ours
  retry: 'Thử lại', // ours
} as const;
