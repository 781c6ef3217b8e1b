/** Texts of `<busdesk-softphone>` the seeds do not give. All ours. */
export const SOFTPHONE_WIDGET_LABELS = {
  missingAttributes: 'Thiếu thuộc tính api-base hoặc token', // ours
  messages: 'Thông báo tổng đài', // ours
  noLines: 'Đại lý chưa có máy lẻ nào', // ours
  /** The `line` attribute names no line of the token's agency (a typo, another agency's line). */
  lineNotFound: (line: string) => `Không tìm thấy máy lẻ ${line} trong danh sách máy lẻ của đại lý`, // ours
} as const;
