// Its own module because the rules compute it and the labels name it, and the rules use the labels' refusal texts:
// defined in either, the two would import each other.
/** The state a seat is shown in, by precedence (seat-rules.ts `seatDisplay`). */
export type SeatDisplayState =
  | 'free'
  | 'selected'
  | 'booked'
  | 'deposit'
  | 'paid'
  /** The agency's hold whose time passed with a deposit paid: kept until paid in full or cancelled (ADR 0047). */
  | 'expiredHold'
  | 'locked'
  | 'heldByOther'
  | 'otherAgency'
  | 'notSellable';
