import { LABELS } from '@busdesk/shared-kit';

/**
 * Texts of the sales settlement report (/report/sale-tickets). Seed texts come from MSG/LABELS; the rest are ours.
 * The trip's settlement sheet has its own (src/shared/trip-sale-report/labels.ts).
 */
export const SALE_REPORT_LABELS = {
  title: 'Quyết toán bán vé', // ours (the seed's menu entry 'sales settlement')
  date: LABELS.fields.date,
  company: LABELS.fields.company,
  routes: LABELS.fields.route,
  numberPlate: LABELS.fields.numberPlate,
  all: LABELS.fields.all,
  print: LABELS.actions.print,
  exportExcel: LABELS.actions.exportExcel,
  noOptions: 'Không có dữ liệu', // ours
  /** The table's empty text until a company is chosen: the report is one company's (001 §2.2). */
  pickCompany: 'Chọn nhà xe để xem các chuyến đã quyết toán', // ours
  // Table of 001 §2.2
  index: LABELS.fields.index,
  trip: LABELS.fields.trip,
  drivers: 'Tài xế', // ours
  totalTickets: 'Tổng vé bán', // ours
  totalSales: 'Tổng doanh thu', // ours
  totalCommission: 'Tổng hoa hồng', // ours
  totalPayable: 'Tổng phải nộp', // ours
  totalRow: LABELS.table.totalRow,
} as const;
