import { APPROVED_STATUS_LABELS, COMPANY_USAGE_LABELS, MSG } from '@busdesk/api-contract';
import { LABELS } from '@busdesk/shared-kit';

/**
 * Texts of the authorised companies screen (000 §2.5). Seed texts come from MSG and the status labels; the rest
 * are ours (the seed names the control but not its label) and are marked `// ours`.
 */
export const COMPANY_LABELS = {
  title: MSG.company.title,
  tableLabel: 'Danh sách nhà xe ủy quyền', // ours
  keyword: 'Tên nhà xe', // ours
  usage: 'Trạng thái sử dụng', // ours
  approval: 'Trạng thái duyệt', // ours
  all: LABELS.fields.all,
  approvedStatus: APPROVED_STATUS_LABELS,
  usageStatus: COMPANY_USAGE_LABELS,
  companyName: 'Tên nhà xe', // ours
  phone: LABELS.fields.phone,
  debtLimit: 'Hạn mức công nợ', // ours
  currentDebt: 'Công nợ hiện tại', // ours
  update: LABELS.actions.update,
  clearSelection: 'Bỏ chọn', // ours
  selected: (n: number) => `Đã chọn ${n} nhà xe`, // ours
  selectHint: 'Bấm vào dòng để chọn nhà xe cần cập nhật (chọn được nhiều nhà xe).', // ours
  adminOnly: 'Chỉ quản trị viên (ADMIN) được cập nhật trạng thái nhà xe.', // ours
  dialogTitle: (n: number) => `Cập nhật ${n} nhà xe`, // ours
  keep: 'Giữ nguyên', // ours
  save: LABELS.actions.save,
  cancel: LABELS.actions.cancel,
  nothingToSet: MSG.company.nothingToSet,
  updateSuccess: MSG.company.updateSuccess,
  updateFailed: MSG.company.updateFailed,
  // The demo's company simulator (docs/adr/0102); all ours.
  simulate: 'Mô phỏng nhà xe ủy quyền', // ours
  simulatorTitle: 'Mô phỏng: nhà xe ủy quyền cho đại lý', // ours
  simulatorNote:
    'Bản demo không có hệ thống của nhà xe. Chọn nhà xe và các tuyến: máy chủ gửi yêu cầu ủy quyền đại lý của bạn, ký bằng khóa của nhà xe, tới API nhà xe như hệ thống của nhà xe thật.', // ours
  simulatorCompany: 'Nhà xe ủy quyền', // ours
  simulatorRoutes: 'Tuyến được ủy quyền', // ours
  simulatorSend: 'Gửi ủy quyền', // ours
  simulatorNoRoute: 'Vui lòng chọn ít nhất một tuyến', // ours
  simulatorApproved: (company: string) => `${company} đã ủy quyền: Đã duyệt, các tuyến bán được ngay`, // ours
  simulatorPending: (company: string) => `${company} đã ủy quyền: Chờ duyệt, duyệt nhà xe trong danh sách để bán`, // ours
  simulatorRejected: (company: string) => `${company} đã ủy quyền, nhưng đại lý đã từ chối nhà xe này`, // ours
  simulatorFailed: (detail: string) => `Ủy quyền thất bại: ${detail}`, // ours
  searchFailed: (detail: string) => `${MSG.company.searchFailedTitle} — ${MSG.company.searchFailed(detail)}`,
} as const;
