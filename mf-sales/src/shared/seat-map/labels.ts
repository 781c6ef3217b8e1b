import type { SeatDisplayState } from './seat-display-state';

/**
 * Texts of the seat map the seeds do not give (001 §4 names the display states only in English). All ours.
 * The seeds' own texts (MSG.sales.floor, MSG.sales.groupTickets, 'Hết hạn giữ chỗ') come from the contract.
 */
export const SEAT_MAP_LABELS = {
  /**
   * aria-label of a seat: 'Ghế A03, còn trống', 'Ghế A01 G Lan, đã đặt, khách Trần Thị Lan'. The seat's visible
   * text (id, G/T mark, the passenger's given name or phone) follows 'Ghế', so the name contains the visible text as
   * speech-input users say it (WCAG 2.5.3).
   */
  seat: (seatId: string, shown: string | undefined, states: readonly string[]) =>
    [shown ? `Ghế ${seatId} ${shown}` : `Ghế ${seatId}`, ...states].join(', '), // ours
  /** The passenger's full name in a seat's aria-label, when the tile shows only the given name. */
  passenger: (fullName: string) => `khách ${fullName}`, // ours
  /** Name of a floor's seat grid for assistive technology. */
  mapName: 'Sơ đồ ghế', // ours
  legend: 'Chú thích', // ours
  oneWay: 'vé chặng', // ours: the ticket does not run from the first to the last stop
  ownPartner: 'vé của đại lý: tên khách (hoặc số điện thoại)', // ours
  loading: 'Đang tải sơ đồ ghế…', // ours
  loadFailed: 'Không tải được sơ đồ ghế', // ours
  retry: 'Thử lại', // ours
  disabled: 'không thể chọn', // ours
} as const;

/** The state a seat is in, as read aloud and shown in the legend. */
export const SEAT_STATE_LABELS: Readonly<Record<SeatDisplayState, string>> = {
  free: 'còn trống', // ours
  selected: 'đang chọn', // ours
  booked: 'đã đặt', // ours
  deposit: 'đã đặt cọc', // ours
  paid: 'đã thanh toán', // ours
  expiredHold: 'hết hạn giữ chỗ', // ours: the seeds' 'Hết hạn giữ chỗ' (000 §4) lower-cased, as the other states read
  locked: 'nhà xe khóa', // ours
  heldByOther: 'người khác đang chọn', // ours
  otherAgency: 'đại lý khác đã bán', // ours
  notSellable: 'không bán', // ours
};

/** Why a seat cannot be selected (the warning shown when one is clicked). */
export const SEAT_REFUSAL = {
  unknown: (seatId: string) => `Không tìm thấy ghế ${seatId}`, // ours
  notSellable: (seatId: string) => `Ghế ${seatId} không được bán`, // ours (same wording as MSG.server.seatNotSellable)
  companyLocked: (seatId: string) => `Ghế ${seatId} đã bị nhà xe khóa`, // ours
  otherAgency: (seatId: string) => `Ghế ${seatId} đã được đại lý khác bán`, // ours
  heldByOther: (seatId: string) => `Ghế ${seatId} đang được người khác chọn`, // ours
} as const;
