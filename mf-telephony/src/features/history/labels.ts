/** The history tab (002 §2: a history tab per provider, 00:00 today → now). Ours where the seeds give no text. */
export const HISTORY_LABELS = {
  from: 'Từ ngày', // ours
  to: 'Đến ngày', // ours
  phone: 'Số điện thoại', // ours
  show: 'Xem', // ours
  filter: 'Lọc lịch sử cuộc gọi', // ours
  list: 'Lịch sử cuộc gọi', // ours
  empty: 'Không có cuộc gọi nào', // ours
  loading: 'Đang tải lịch sử cuộc gọi', // ours
  incoming: 'Gọi đến', // ours
  outgoing: 'Gọi đi', // ours
  missed: 'Cuộc gọi nhỡ', // ours
  /** An outgoing call the other side never picked up (or refused). */
  notAnswered: 'Không trả lời', // ours
  recall: 'Gọi lại', // ours
  recallOf: (phone: string) => `Gọi lại ${phone}`, // ours
  recalled: (line: string) => `Đã gọi lại từ máy lẻ ${line}`, // ours
  duration: (seconds: number) => `${Math.floor(seconds / 60)} phút ${seconds % 60} giây`, // ours
  recording: 'Nghe ghi âm', // ours
  recordingOf: (phone: string, time: string) => `Nghe ghi âm cuộc gọi ${phone} lúc ${time}`, // ours
  /** The player's name (its controls say 'play'). */
  playerOf: (phone: string, time: string) => `Ghi âm cuộc gọi ${phone} lúc ${time}`, // ours
} as const;
