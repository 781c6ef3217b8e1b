/** Texts of the quick-search widget the seeds do not give. All ours. */
export const QUICK_SEARCH_WIDGET_LABELS = {
  missingAttributes: 'Thiếu thuộc tính api-base hoặc token', // ours
  loading: 'Đang tải…', // ours
} as const;
