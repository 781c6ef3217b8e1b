import {
  MSG,
  PointType,
  TicketStatus,
  isBookingLocked,
  isBookingPhone,
  isCancelLocked,
  pointTypeHasAddress,
  pointTypeNeedsAddress,
  pointTypeNeedsTransshipment,
  type TPartnerConfig,
  type TSeatPrice,
  type TTicket,
  type TTripCard,
  type TTripPoint,
} from '@busdesk/api-contract';
import type { CustomerFill } from '../../shared/customer-fill';

/**
 * The booking panel's rules, free of React and HTTP: validations of 001 §5 (first failure wins, with the field
 * to focus), the seat prices' inputs, and which fields the partner config and a paid ticket hide. The money
 * (totals, collected, due, refund) is booking-money.ts; request building, booking-requests.ts.
 */

/** One end of the journey as the form holds it. */
export interface PointChoice {
  pointId: string;
  /** Pick-up / drop-off type 0–3 (001 §4). */
  type: number;
  transshipmentId: string | null;
  address: string;
}

export interface BookingForm {
  phoneNumber: string;
  fullName: string;
  email: string;
  birthday: string;
  note: string;
  orderer: string;
  ordererPhoneNumber: string;
  up: PointChoice;
  down: PointChoice;
  surchargeIds: string[];
  /** New seats: the deposit per seat ('thu cọc'); existing tickets: the extra payment per ticket. */
  paidMoney: number;
  requireInvoice: boolean;
  sendAll: boolean;
  sendSMS: boolean;
  sendZNS: boolean;
  isSendEmail: boolean;
}

/** Where the focus goes when a check fails. */
export type BookingField =
  | 'seat'
  | 'transshipUp'
  | 'transshipDown'
  | 'addressUp'
  | 'addressDown'
  | 'phoneNumber'
  | 'ordererPhoneNumber'
  | 'paidMoney'
  | 'trip';

export interface BookingProblem {
  field: BookingField;
  message: string;
}

/** The message of the last failed check, by the field it is shown at (one at a time: the first failure wins). */
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

/** Which fields a patch of the form touches that a problem may be about: editing the field clears its message. */
export function problemCleared(problem: BookingProblem, patch: Partial<BookingForm>): boolean {
  switch (problem.field) {
    case 'phoneNumber':
      return 'phoneNumber' in patch;
    case 'ordererPhoneNumber':
      return 'ordererPhoneNumber' in patch;
    case 'paidMoney':
      return 'paidMoney' in patch;
    case 'transshipUp':
    case 'addressUp':
      return 'up' in patch;
    case 'transshipDown':
    case 'addressDown':
      return 'down' in patch;
    default:
      return false;
  }
}

/** The trip's departure and sale windows; when they close is the shared rule (api-contract rules/sale-windows.ts). */
export type TripWindows = Pick<TTripCard, 'startTime' | 'timePartnerLockBooking' | 'timePartnerAllowCancel'>;

/** Paid for the purpose of editing: paid, on the trip or completed. */
export const isPaidTicket = (ticket: Pick<TTicket, 'ticketStatus'>): boolean =>
  ticket.ticketStatus === TicketStatus.PAID ||
  ticket.ticketStatus === TicketStatus.ON_TRIP ||
  ticket.ticketStatus === TicketStatus.COMPLETED;

export const anyPaid = (tickets: readonly Pick<TTicket, 'ticketStatus'>[]): boolean => tickets.some(isPaidTicket);

/** The passenger part of the checks, also run per ticket by the group edit. */
export function validatePassenger(
  passenger: Pick<BookingForm, 'phoneNumber' | 'ordererPhoneNumber' | 'up' | 'down'>,
  options: { phoneRequired: boolean },
): BookingProblem | null {
  const { up, down } = passenger;
  if (pointTypeNeedsTransshipment(up.type) && !up.transshipmentId) {
    return { field: 'transshipUp', message: MSG.sales.transshipUpRequired };
  }
  if (pointTypeNeedsTransshipment(down.type) && !down.transshipmentId) {
    return { field: 'transshipDown', message: MSG.sales.transshipDownRequired };
  }
  if (pointTypeNeedsAddress(up.type) && !up.address.trim()) {
    return { field: 'addressUp', message: MSG.sales.homeUpAddressRequired };
  }
  if (pointTypeNeedsAddress(down.type) && !down.address.trim()) {
    return { field: 'addressDown', message: MSG.sales.homeDownAddressRequired };
  }
  const phone = passenger.phoneNumber.trim();
  if ((phone !== '' || options.phoneRequired) && !isBookingPhone(phone)) {
    return { field: 'phoneNumber', message: MSG.sales.phoneInvalid };
  }
  const ordererPhone = passenger.ordererPhoneNumber.trim();
  if (ordererPhone !== '' && !isBookingPhone(ordererPhone)) {
    return { field: 'ordererPhoneNumber', message: MSG.sales.phoneInvalid };
  }
  return null;
}

/**
 * Every check of 001 §5 before booking or updating, in the seed's order; the first failure is returned.
 * The phone is required while the phone input is shown (a counter sale needs a contact); when the partner
 * config hides it, only a typed value is checked.
 */
export function validateBooking(input: {
  form: BookingForm;
  seatCount: number;
  trip: TripWindows;
  now: number;
  phoneRequired: boolean;
  /** What the typed money is added to (see paidMoneyProblem); omitted when it is not sent (book and pay). */
  paidAgainst?: readonly PaidAgainst[];
}): BookingProblem | null {
  if (input.seatCount < 1) return { field: 'seat', message: MSG.sales.seatRequired };
  const passengerProblem = validatePassenger(input.form, { phoneRequired: input.phoneRequired });
  if (passengerProblem) return passengerProblem;
  const moneyProblem = input.paidAgainst ? paidMoneyProblem(input.form.paidMoney, input.paidAgainst) : null;
  if (moneyProblem) return moneyProblem;
  if (isBookingLocked(input.trip, input.now)) return { field: 'trip', message: MSG.sales.bookingLocked };
  return null;
}

/** A ticket the typed money goes to: its price and what it has paid (0 for a new seat). */
export interface PaidAgainst {
  agencyPrice: number;
  paidMoney: number;
}

/**
 * The deposit typed for new seats (per seat) or the extra payment for selected tickets (per ticket) may not make any
 * ticket paid more than its price: the server refuses it with the same text, which the clerk now sees at the field
 * before anything is sent.
 */
export function paidMoneyProblem(typed: number, tickets: readonly PaidAgainst[]): BookingProblem | null {
  const extra = Math.max(0, Math.round(typed));
  if (extra === 0 || !tickets.some((t) => t.paidMoney + extra > t.agencyPrice)) return null;
  return { field: 'paidMoney', message: MSG.sales.paidOverPrice };
}

/** Cancel check: inside the cancel-lock window → 'Chuyến bị khóa hủy vé trước giờ xuất bến'. */
export function validateCancel(input: { ticketCount: number; trip: TripWindows; now: number }): BookingProblem | null {
  if (input.ticketCount < 1) return { field: 'seat', message: MSG.sales.seatRequired };
  if (isCancelLocked(input.trip, input.now)) return { field: 'trip', message: MSG.sales.cancelLocked };
  return null;
}

/** The inputs calculate-price depends on are the same (stops, transshipments, surcharges). */
export function samePriceInputs(a: BookingForm, b: BookingForm): boolean {
  const end = (x: PointChoice, y: PointChoice) =>
    x.pointId === y.pointId && (x.type === 3 ? x.transshipmentId : null) === (y.type === 3 ? y.transshipmentId : null);
  return end(a.up, b.up) && end(a.down, b.down) && [...a.surchargeIds].sort().join(',') === [...b.surchargeIds].sort().join(',');
}

/** A ticket's own price split as calculate-price answers it, shown while its price inputs are unchanged. */
export const ticketSeatPrice = (t: TTicket): TSeatPrice => ({
  seatId: t.seatId,
  originalTicketPrice: t.originalTicketPrice,
  transshipmentPrice: (t.pointUp?.transshipmentPrice ?? 0) + (t.pointDown?.transshipmentPrice ?? 0),
  surchargePrice: t.surchargePrice,
  agencyPrice: t.agencyPrice,
});

// ── What is shown ───────────────────────────────────────────────────────────

export interface HiddenFields {
  fullName: boolean;
  phoneNumber: boolean;
  email: boolean;
  /** 'thu cọc' and the surcharges disappear once a selected ticket is paid (001 §2.1). */
  paidMoney: boolean;
  surcharges: boolean;
}

export const hiddenFields = (config: Pick<TPartnerConfig, 'fullNameHidden' | 'phoneHidden' | 'emailHidden'>, paid: boolean): HiddenFields => ({
  fullName: config.fullNameHidden,
  phoneNumber: config.phoneHidden,
  email: config.emailHidden,
  paidMoney: paid,
  surcharges: paid,
});

export interface PointTypeOption {
  value: number;
  label: string;
}

/** The pick-up/drop-off types the agency offers (partner config pointType), valid codes only, each once. */
export function allowedPointTypes(config: Pick<TPartnerConfig, 'pointType'>): PointTypeOption[] {
  const seen = new Set<number>();
  const options: PointTypeOption[] = [];
  for (const option of config.pointType) {
    if (option.value < PointType.STATION || option.value > PointType.TRANSSHIPMENT || seen.has(option.value)) continue;
    seen.add(option.value);
    options.push({ value: option.value, label: option.label });
  }
  return options;
}

/** The type a fresh form starts with: 'Tại bến' when offered, else the first offered type. */
export function defaultPointType(options: readonly PointTypeOption[]): number {
  if (options.some((o) => o.value === PointType.STATION) || options.length === 0) return PointType.STATION;
  return options[0]!.value;
}

/** Changing the type: leaving type 3 clears the transshipment; an address is kept only for types that carry one. */
export function changePointType(choice: PointChoice, type: number): PointChoice {
  return {
    ...choice,
    type,
    transshipmentId: pointTypeNeedsTransshipment(type) ? choice.transshipmentId : null,
    address: pointTypeHasAddress(type) ? choice.address : '',
  };
}

/** Changing the stop: its transshipment options differ, so a chosen transshipment point is dropped. */
export const changePoint = (choice: PointChoice, pointId: string): PointChoice =>
  choice.pointId === pointId ? choice : { ...choice, pointId, transshipmentId: null };

export function emptyForm(points: readonly TTripPoint[], pointType: number): BookingForm {
  const first = points[0]?.pointId ?? '';
  const last = points.at(-1)?.pointId ?? '';
  return {
    phoneNumber: '',
    fullName: '',
    email: '',
    birthday: '',
    note: '',
    orderer: '',
    ordererPhoneNumber: '',
    up: { pointId: first, type: pointType, transshipmentId: null, address: '' },
    down: { pointId: last, type: pointType, transshipmentId: null, address: '' },
    surchargeIds: [],
    paidMoney: 0,
    requireInvoice: false,
    sendAll: false,
    sendSMS: false,
    sendZNS: false,
    isSendEmail: false,
  };
}

const pointIdOrDefault = (id: string | null | undefined, points: readonly TTripPoint[], fallback: string): string =>
  id && points.some((p) => p.pointId === id) ? id : fallback;

/** The form for editing existing tickets: the first selected ticket's values (a group shares them). */
export function formFromTicket(ticket: TTicket, points: readonly TTripPoint[]): BookingForm {
  const base = emptyForm(points, PointType.STATION);
  return {
    ...base,
    phoneNumber: ticket.phoneNumber ?? '',
    fullName: ticket.fullName ?? '',
    email: ticket.email ?? '',
    birthday: ticket.birthday ?? '',
    note: ticket.note ?? '',
    orderer: ticket.orderer ?? '',
    ordererPhoneNumber: ticket.ordererPhoneNumber ?? '',
    up: {
      pointId: pointIdOrDefault(ticket.pointUp?.id, points, base.up.pointId),
      type: ticket.pointUpType,
      transshipmentId: ticket.transShipUpId ?? ticket.pointUp?.transshipmentId ?? null,
      address: ticket.addressUp ?? ticket.pointUp?.address ?? '',
    },
    down: {
      pointId: pointIdOrDefault(ticket.pointDown?.id, points, base.down.pointId),
      type: ticket.pointDownType,
      transshipmentId: ticket.transShipDownId ?? ticket.pointDown?.transshipmentId ?? null,
      address: ticket.addressDown ?? ticket.pointDown?.address ?? '',
    },
    surchargeIds: ticket.surcharges.map((s) => s.id),
    paidMoney: 0,
    requireInvoice: (ticket.invoiceInfo?.requireStatus ?? 0) === 1,
    isSendEmail: ticket.isSendEmail,
    sendZNS: ticket.isSendZNS,
  };
}

/**
 * The caller the softphone sent (its 'Bán vé', issue 15) in a new-seat form: phone, name, orderer, and the last
 * ticket's pick-up and drop-off where this trip stops there (its boarding type and transshipment are this form's).
 */
export function fillFromCaller(form: BookingForm, fill: Omit<CustomerFill, 'seq'>, points: readonly TTripPoint[]): BookingForm {
  const at = (choice: PointChoice, pointId: string | null): PointChoice =>
    pointId && points.some((p) => p.pointId === pointId) && pointId !== choice.pointId ? { ...choice, pointId, transshipmentId: null, address: '' } : choice;
  return {
    ...form,
    phoneNumber: fill.phoneNumber,
    fullName: fill.fullName ?? form.fullName,
    orderer: fill.orderer ?? form.orderer,
    ordererPhoneNumber: fill.ordererPhoneNumber ?? form.ordererPhoneNumber,
    up: at(form.up, fill.pointUpId),
    down: at(form.down, fill.pointDownId),
  };
}

/**
 * Choosing a customer from the phone autocomplete: name and email from the customer, the points (with type and
 * address) from their last ticket when that ticket's stops exist on this trip.
 */
export function prefillFromCustomer(
  form: BookingForm,
  customer: { fullName: string | null; phoneNumber: string; email: string | null },
  lastTicket: TTicket | undefined,
  points: readonly TTripPoint[],
): BookingForm {
  const next: BookingForm = {
    ...form,
    phoneNumber: customer.phoneNumber,
    fullName: customer.fullName ?? lastTicket?.fullName ?? form.fullName,
    email: customer.email ?? lastTicket?.email ?? form.email,
  };
  if (!lastTicket) return next;
  const choiceFrom = (point: TTicket['pointUp'], type: number, transshipmentId: string | null, address: string | null): PointChoice | null => {
    const stop = point ? points.find((p) => p.pointId === point.id) : undefined;
    if (!stop) return null;
    // Another trip's transshipment point may not serve this stop; keep it only when it is offered here.
    const offered = stop.listTransshipmentPoint.some((t) => t.id === transshipmentId);
    return { pointId: stop.pointId, type, transshipmentId: offered ? transshipmentId : null, address: address ?? '' };
  };
  next.up = choiceFrom(lastTicket.pointUp, lastTicket.pointUpType, lastTicket.transShipUpId, lastTicket.addressUp) ?? next.up;
  next.down = choiceFrom(lastTicket.pointDown, lastTicket.pointDownType, lastTicket.transShipDownId, lastTicket.addressDown) ?? next.down;
  return next;
}
