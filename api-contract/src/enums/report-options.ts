/** Collection report ticket type (002 §2): 1 agency tickets, 2 company tickets. */
export const TicketType = { AGENCY: 1, COMPANY: 2 } as const;
export type TTicketType = (typeof TicketType)[keyof typeof TicketType];
// ours
export const TICKET_TYPE_LABELS: Readonly<Record<TTicketType, string>> = { 1: 'Vé đại lý', 2: 'Vé nhà xe' };

/** Collection report date type: 0 departure date, 1 creation date. */
export const DateType = { DEPARTURE: 0, CREATED: 1 } as const;
export type TDateType = (typeof DateType)[keyof typeof DateType];
// ours
export const DATE_TYPE_LABELS: Readonly<Record<TDateType, string>> = { 0: 'Ngày xuất bến', 1: 'Ngày tạo' };

/** Trip type (002 §9): shared vehicle 0, chartered 1. */
export const TripType = { SHARED: 0, CHARTERED: 1 } as const;
export type TTripType = (typeof TripType)[keyof typeof TripType];
// ours
export const TRIP_TYPE_LABELS: Readonly<Record<TTripType, string>> = { 0: 'Xe ghép', 1: 'Xe hợp đồng' };

/** Trip search type (001 §3): 0 by point, 1 by province. */
export const TripSearchType = { BY_POINT: 0, BY_PROVINCE: 1 } as const;
export type TTripSearchType = (typeof TripSearchType)[keyof typeof TripSearchType];

/** Trip lock by the agency (001 §4): lockType 1 lock, 0 unlock. */
export const LockType = { UNLOCK: 0, LOCK: 1 } as const;
export type TLockType = (typeof LockType)[keyof typeof LockType];

/** Partner side of a transport order confirmation edit (002 §7). */
export const PartnerSide = { UP: 'up', DOWN: 'down' } as const;
export type TPartnerSide = (typeof PartnerSide)[keyof typeof PartnerSide];
