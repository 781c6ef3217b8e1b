/** Texts of `<busdesk-softphone>` the seeds do not give. All ours. */
export const SOFTPHONE_WIDGET_LABELS = {
  missingAttributes: 'Thiếu thuộc tính api-base hoặc token', // ours
  messages: 'Thông báo tổng đài', // ours
  noLines: 'Đại lý chưa có máy lẻ nào', // ours
} as const;
