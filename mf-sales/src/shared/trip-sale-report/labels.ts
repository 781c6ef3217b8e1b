import { MSG } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/**
 * Texts of one trip's settlement sheet (000 §2.4 'Bảng quyết toán tiền vé'), shown by the settlement report and by
 * the opened trip's 'Báo cáo bán vé'. Seed texts come from MSG/LABELS; the rest are ours.
 */
export const TRIP_SALE_REPORT_LABELS = {
  index: LABELS.fields.index,
  trip: LABELS.fields.trip,
  print: LABELS.actions.print,
  close: LABELS.actions.close,
  noRows: MSG.common.noData,
  totalRow: LABELS.table.totalRow,
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
