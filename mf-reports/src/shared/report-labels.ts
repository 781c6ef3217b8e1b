import { MSG } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/** Texts every report screen shows (the seed's where it quotes them, `// ours` otherwise). */
export const REPORT_LABELS = {
  filterReport: MSG.reports.filterReport,
  exportExcel: MSG.reports.exportExcel,
  noData: MSG.common.noData,
  index: LABELS.fields.index,
  fromDate: LABELS.fields.fromDate,
  toDate: LABELS.fields.toDate,
  company: LABELS.fields.company,
  all: LABELS.fields.all,
  totalRow: LABELS.table.totalRow,
  filterLabel: 'Bộ lọc báo cáo', // ours
  summaryLabel: 'Tổng hợp', // ours
  notApplied: "Đã đổi bộ lọc: bấm 'Lọc báo cáo' để xem dữ liệu.", // ours
  selectedTickets: (n: number) => `Đã chọn ${n} vé`, // ours
  shownOf: (shown: number, total: number) => `Đang hiển thị ${shown} / ${total} dòng`, // ours
  /** 'All rows' export (docs/adr/0074). */
  exportAll: MSG.reports.exportAll,
  exportDialogTitle: 'Xuất tất cả các dòng ra Excel', // ours
  exportPreparing: 'Đang chuẩn bị dữ liệu…', // ours
  exportProgress: (written: string, total: string) => `Đã ghi ${written} / ${total} dòng`, // ours
  exportDownloading: 'Đang tải tệp xuống…', // ours
  exportProgressLabel: 'Tiến độ xuất tệp', // ours
  exportCancel: 'Hủy', // ours
  exportDone: (rows: string) => `Đã xuất ${rows} dòng`, // ours
  exportCancelled: 'Đã hủy xuất tệp', // ours
} as const;
