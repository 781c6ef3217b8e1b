/**
 * The notification bell and its popover. One area of `MSG` (messages/index.ts); exact seed texts, `// ours` where
 * the seeds give none.
 */

export const MSG_NOTIFICATIONS = {
  all: 'Tất cả', // ours: not in the seeds (seed tab 'All')
  usedApp: 'Đã dùng app nhà xe', // ours: not in the seeds (seed tab 'Used the vendor app')
  notUsedApp: 'Chưa dùng app nhà xe', // ours: not in the seeds (seed tab 'Not used it')
  loadMore: 'Tải thêm',
  empty: 'Không có dữ liệu',
} as const;
