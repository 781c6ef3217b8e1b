// Its own module because the rules compute it and the labels name it, and the rules use the labels' refusal texts:
// defined in either, the two would import each other.
/** The state a seat is shown in, by precedence (seat-rules.ts `seatDisplay`). */
export type SeatDisplayState =
  | 'free'
  | 'selected'
  | 'booked'
  | 'deposit'
  | 'paid'
  | 'locked'
  | 'heldByOther'
  | 'otherAgency'
  | 'notSellable';
