/** Texts of `<busdesk-softphone>` the seeds do not give. All ours. */
export const SOFTPHONE_WIDGET_LABELS = {
  missingAttributes: 'Thiếu thuộc tính api-base hoặc token', // ours
  messages: 'Thông báo tổng đài', // ours
  noLines: 'Đại lý chưa có máy lẻ nào', // ours
  /** The connection for the line's call events dropped (the server down, the network): calls cannot ring meanwhile. */
  callEventsReconnecting: 'Mất kết nối tổng đài, cuộc gọi đến chưa thể đổ chuông — đang kết nối lại…', // ours
  /** The broker refused the token (expired, signed out): no call will ring until the page gives a new one. */
  callEventsRefused: 'Mất kết nối tổng đài: phiên đăng nhập đã hết hạn, cuộc gọi đến sẽ không đổ chuông', // ours
  /** The `line` attribute names no line of the token's agency (a typo, another agency's line). */
  lineNotFound: (line: string) => `Không tìm thấy máy lẻ ${line} trong danh sách máy lẻ của đại lý`, // ours
} as const;
