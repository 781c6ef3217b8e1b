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
  shownOf: (shown: number, total: number) => `Đang hiển thị ${shown} / ${total} dòng`, // ours
} as const;
