import { MSG } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/** Texts of the sales settlement report and its trip dialog. Seed texts come from MSG/LABELS; the rest are ours. */
export const SALE_REPORT_LABELS = {
  title: 'Quyết toán bán vé', // ours (the seed's menu entry 'sales settlement')
  date: LABELS.fields.date,
  company: LABELS.fields.company,
  routes: LABELS.fields.route,
  numberPlate: LABELS.fields.numberPlate,
  all: LABELS.fields.all,
  print: LABELS.actions.print,
  exportExcel: LABELS.actions.exportExcel,
  close: LABELS.actions.close,
  noOptions: 'Không có dữ liệu', // ours
  noRows: MSG.common.noData,
  // Table of 001 §2.2
  index: LABELS.fields.index,
  trip: LABELS.fields.trip,
  drivers: 'Tài xế', // ours
  totalTickets: 'Tổng vé bán', // ours
  totalSales: 'Tổng doanh thu', // ours
  totalCommission: 'Tổng hoa hồng', // ours
  totalPayable: 'Tổng phải nộp', // ours
  totalRow: LABELS.table.totalRow,
  // The trip dialog (000 §2.4 'Bảng quyết toán tiền vé')
  dialogTitle: MSG.settlement.title,
  printTitle: MSG.settlement.printTitle,
  saleType: 'Loại bán', // ours
  ticketCount: 'Số vé', // ours
  revenue: 'Doanh thu vé', // ours
  commission: 'Hoa hồng', // ours
  payable: 'Còn phải nộp', // ours
  plate: LABELS.fields.numberPlate,
  transportCompany: 'Nhà xe', // ours
  destinations: 'Bến đi - bến đến', // ours
  departure: 'Giờ xuất bến', // ours
  seller: 'Người bán vé', // ours
  driverSign: 'Lái xe/Phụ xe', // ours
  signHint: '(Ký, ghi rõ họ tên)', // ours
  printedBy: 'Người in', // ours
  loading: 'Đang tải...', // ours
} as const;
