import { LABELS } from '@busdesk/shared-kit';

/** Texts of the trip tools (lock, trip update, settlement, contract). The seeds name the controls, not their labels: ours. */
export const TRIP_OPS_LABELS = {
  toolbar: 'Thao tác chuyến', // ours
  lock: 'Khóa chuyến', // ours
  unlock: 'Mở khóa chuyến', // ours
  lockedHint: 'Chuyến đang khóa với đại lý, bấm để mở khóa', // ours
  unlockedHint: 'Bấm để khóa chuyến với đại lý', // ours
  editTrip: 'Cập nhật tài xế, xe', // ours
  updateTitle: 'Cập nhật chuyến', // ours
  drivers: 'Tài xế', // ours
  vehicle: 'Xe', // ours
  noVehicle: 'Chưa gán xe', // ours
  vehicleTooSmall: (seats: number, booked: number) => `${seats} chỗ, ít hơn ${booked} vé đã bán`, // ours
  noOptions: 'Không có dữ liệu', // ours
  loading: 'Đang tải...', // ours
  settle: 'Quyết toán', // ours
  saleReport: 'Báo cáo bán vé', // ours
  settleTitle: 'Quyết toán vé', // ours
  contract: 'Hợp đồng', // ours
  save: LABELS.actions.save,
  cancel: LABELS.actions.cancel,
  close: LABELS.actions.close,
  confirm: LABELS.actions.confirm,
} as const;
