import {
  MSG,
  PLATFORM_PARTNER,
  PRICE_USER_TYPE,
  TicketStatus,
  bookingPhoneForSending,
  pointTypeHasAddress,
  pointTypeNeedsTransshipment,
  type TBookRequest,
  type TCalculatePriceRequest,
  type TCancelTicketsRequest,
  type TSeatPrice,
  type TTicket,
  type TTicketUpdate,
  type TTripCard,
  type TTripPoint,
  type TUpdateTicketsRequest,
} from '@busdesk/api-contract';
import type { BookingForm, PointChoice } from './booking-rules';

/** The requests the panel sends, built from the form (pure, so tests read exactly what goes on the wire). */

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const phoneOrNull = (text: string): string | null => (text.trim() === '' ? null : bookingPhoneForSending(text));

/** A point as the book/update calls take it: the stop, its type, and the address or transshipment it needs. */
export function pointInput(choice: PointChoice, points: readonly TTripPoint[]) {
  const stop = points.find((p) => p.pointId === choice.pointId);
  const transshipment = pointTypeNeedsTransshipment(choice.type)
    ? stop?.listTransshipmentPoint.find((t) => t.id === choice.transshipmentId)
    : undefined;
  return {
    id: choice.pointId,
    name: stop?.name,
    pointType: choice.type,
    address: pointTypeHasAddress(choice.type) ? orNull(choice.address) : null,
    transshipmentId: transshipment?.id ?? null,
    ...(transshipment ? { transshipmentPrice: transshipment.transshipmentPrice } : {}),
  };
}

/** The passenger fields shared by booking and update; hidden inputs are not sent. */
function passengerFields(form: BookingForm, points: readonly TTripPoint[]) {
  return {
    fullName: orNull(form.fullName),
    phoneNumber: phoneOrNull(form.phoneNumber),
    email: orNull(form.email),
    birthday: orNull(form.birthday),
    note: orNull(form.note),
    orderer: orNull(form.orderer),
    ordererPhoneNumber: phoneOrNull(form.ordererPhoneNumber),
    invoiceInfo: { requireStatus: form.requireInvoice ? 1 : 0 },
    pointUp: pointInput(form.up, points),
    pointDown: pointInput(form.down, points),
    surcharges: [...form.surchargeIds],
    sendAll: form.sendAll,
    sendSMS: form.sendSMS,
    sendZNS: form.sendZNS,
    isSendEmail: form.isSendEmail,
  };
}

/** calculate-price for the seats on the chosen leg, with each seat's surcharges and transshipments (001 §7). */
export function priceRequest(tripId: string, form: BookingForm, seatIds: readonly string[]): TCalculatePriceRequest {
  return {
    tripId,
    pointUpId: form.up.pointId,
    pointDownId: form.down.pointId,
    seatIds: [...seatIds],
    seatDetails: seatIds.map((seatId) => ({
      seatId,
      surcharge: [...form.surchargeIds],
      transhipmentPointUpId: pointTypeNeedsTransshipment(form.up.type) ? form.up.transshipmentId : null,
      transhipmentPointDownId: pointTypeNeedsTransshipment(form.down.type) ? form.down.transshipmentId : null,
    })),
    platform: PLATFORM_PARTNER,
    userType: PRICE_USER_TYPE,
  };
}

export type BookMode = 'hold' | 'pay';

/**
 * Book: 'hold' keeps the seats until now + timePartnerHolder with the deposit as paid money; 'pay' sells them
 * outright (paidMoney = price, 001 §4). agencyPrice is the price the screen showed, so the server refuses a
 * booking whose price changed meanwhile.
 */
export function bookRequest(input: {
  trip: Pick<TTripCard, 'tripId' | 'timePartnerHolder'>;
  form: BookingForm;
  seatIds: readonly string[];
  prices: readonly TSeatPrice[];
  points: readonly TTripPoint[];
  mode: BookMode;
  now: number;
}): TBookRequest {
  const { trip, form, mode } = input;
  const fields = passengerFields(form, input.points);
  return {
    tripId: trip.tripId,
    platform: PLATFORM_PARTNER,
    informationsBySeats: input.seatIds.map((seatId) => {
      const price = input.prices.find((p) => p.seatId === seatId)?.agencyPrice;
      return {
        seatId,
        ...fields,
        isAdult: true,
        ...(price === undefined ? {} : { agencyPrice: price }),
        paidMoney: mode === 'pay' ? (price ?? 0) : Math.max(0, Math.round(form.paidMoney)),
        overTime: mode === 'hold' ? input.now + trip.timePartnerHolder : null,
      };
    }),
  };
}

/** Update of the selected tickets: the form's details for each, plus the extra payment added to what each paid. */
export function updateRequest(form: BookingForm, tickets: readonly TTicket[], points: readonly TTripPoint[]): TUpdateTicketsRequest {
  const fields = passengerFields(form, points);
  const extra = Math.max(0, Math.round(form.paidMoney));
  return {
    tickets: tickets.map(
      (ticket): TTicketUpdate => ({
        ticketId: ticket.ticketId,
        ...fields,
        ...(extra > 0 ? { paidMoney: ticket.paidMoney + extra } : {}),
      }),
    ),
  };
}

/** Pay in full: status 3; the server sets paidMoney to the price. */
export const payInFullRequest = (tickets: readonly Pick<TTicket, 'ticketId'>[]): TUpdateTicketsRequest => ({
  tickets: tickets.map((t) => ({ ticketId: t.ticketId, ticketStatus: TicketStatus.PAID })),
});

/** One passenger row of the group edit dialog. */
export interface GroupPassenger {
  ticketId: string;
  seatId: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  birthday: string;
  note: string;
}

export const groupPassengerFromTicket = (t: TTicket): GroupPassenger => ({
  ticketId: t.ticketId,
  seatId: t.seatId,
  fullName: t.fullName ?? '',
  phoneNumber: t.phoneNumber ?? '',
  email: t.email ?? '',
  birthday: t.birthday ?? '',
  note: t.note ?? '',
});

/** Group edit: each ticket's own passenger fields, one call for the whole group. */
export const groupUpdateRequest = (rows: readonly GroupPassenger[]): TUpdateTicketsRequest => ({
  tickets: rows.map((r) => ({
    ticketId: r.ticketId,
    fullName: orNull(r.fullName),
    phoneNumber: phoneOrNull(r.phoneNumber),
    email: orNull(r.email),
    birthday: orNull(r.birthday),
    note: orNull(r.note),
  })),
});

/** Cancel: an empty reason sends the seed's default ('Khách không đi nữa muốn hủy vé.'). */
export const cancelRequest = (ticketIds: readonly string[], reason: string, isRefunded: boolean): TCancelTicketsRequest => ({
  ticketIds: [...ticketIds],
  cancelReason: reason.trim() === '' ? MSG.sales.defaultCancelReason : reason.trim(),
  isRefunded,
});
