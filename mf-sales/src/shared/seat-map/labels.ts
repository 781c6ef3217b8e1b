import type { SeatDisplayState } from './seat-display-state';

/**
 * Texts of the seat map the seeds do not give (001 §4 names the display states only in English). All ours.
 * The seeds' own texts (MSG.sales.floor, MSG.sales.groupTickets) come from MSG.
 */
export const SEAT_MAP_LABELS = {
  /**
   * aria-label of a seat: 'Ghế A03, còn trống', 'Ghế A01 G Lan, đã đặt'. The seat's visible mark (G + seller, T)
   * follows its id, so the name contains the visible text as speech-input users say it (WCAG 2.5.3).
   */
  seat: (seatId: string, mark: string | undefined, states: readonly string[]) =>
    [mark ? `Ghế ${seatId} ${mark}` : `Ghế ${seatId}`, ...states].join(', '), // ours
  /** Name of a floor's seat grid for assistive technology. */
  mapName: 'Sơ đồ ghế', // ours
  legend: 'Chú thích', // ours
  oneWay: 'vé chặng', // ours: the ticket does not run from the first to the last stop
  ownPartner: 'vé của đại lý', // ours
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
