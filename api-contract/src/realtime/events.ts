import { z } from 'zod';
import { ZPartnerLock } from '../api/sales-search';
import { ZCallEventCode } from '../enums/schemas';
import type { TopicKind } from './topics';

/**
 * The ticket as live events, notifications and quick search carry it (002 §3 'Ticket (notification / search)').
 * Deliberately loose: the full ticket schema belongs to the sales endpoints; unknown fields pass through so a
 * newer server does not break an older screen.
 */
export const ZTicketLite = z
  .object({
    ticketId: z.string(),
    tripId: z.string().optional(),
    ticketCode: z.string().optional(),
    ticketStatus: z.number().int(),
    companyId: z.string().optional(),
    companyName: z.string().optional(),
    routeName: z.string().optional(),
    routeInfo: z.object({ id: z.string().optional(), name: z.string().optional() }).partial().loose().optional(),
    // The sales screen's full ticket (TTicket) travels here too: nested fields and nulls pass through.
    pointUp: z.object({ id: z.string().optional(), name: z.string().optional() }).partial().loose().nullish(),
    pointDown: z.object({ id: z.string().optional(), name: z.string().optional() }).partial().loose().nullish(),
    pointUpName: z.string().optional(),
    pointDownName: z.string().optional(),
    seat: z.object({ floor: z.number().int().optional(), seatId: z.string().optional() }).partial().optional(),
    seatId: z.string().optional(),
    listSeatId: z.array(z.string()).optional(),
    /** Planned boarding time, epoch ms. */
    getInTimePlan: z.number().nullish(),
    fullName: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    orderer: z.string().nullish(),
    isNotUsingAV: z.boolean().optional(),
    isPartnerRead: z.boolean().optional(),
    paidMoney: z.number().int().optional(),
    agencyPrice: z.number().int().optional(),
    /** End of the hold, epoch ms. */
    overTime: z.number().nullish(),
    userPartnerId: z.string().nullish(),
  })
  .loose();
export type TTicketLite = z.infer<typeof ZTicketLite>;

/** partner/{id}/tickets: insert or replace each ticket (drop it when its status is 0). */
export const ZChangedTicketsEvent = z.object({
  type: z.literal('changed-tickets'),
  tripId: z.string().optional(),
  tickets: z.array(ZTicketLite),
});
/** partner/{id}/tickets: remove these tickets. */
export const ZRemovedTicketsEvent = z.object({
  type: z.literal('removed-tickets'),
  tripId: z.string().optional(),
  ticketIds: z.array(z.string()),
});
/**
 * partner/{id}/tickets: a trip the agency sells changed — its own lock or settlement, or the drivers/vehicle (by
 * any seller). Every open screen of the agency patches that trip's card and re-reads the trip if it has it open.
 * `trip` holds only what changed; the partnerLocks are the agency's own entry, as the search answer gives them.
 */
export const ZTripChangedEvent = z.object({
  type: z.literal('trip-changed'),
  tripId: z.string(),
  trip: z
    .object({
      partnerLocks: z.array(ZPartnerLock),
      driverIds: z.array(z.string()),
      driverNames: z.array(z.string()),
      vehicleId: z.string().nullable(),
      numberPlate: z.string().nullable(),
      isPartnerSettled: z.boolean(),
    })
    .partial(),
});
/**
 * partner/{id}/tickets: the agency changed the approval or usage of these companies (000 §2.5, issue 12). What it
 * may sell changed with it, so every open sales screen of the agency reads its search and its lookups again.
 */
export const ZPartnerCompaniesChangedEvent = z.object({
  type: z.literal('partner-companies-changed'),
  companyIds: z.array(z.string()),
});
/**
 * partner/{id}/tickets: the agency recorded messages (an SMS or ZNS sent, failed or kept by a local driver): its
 * message counts and their cost moved, so an open dashboard reads its figures again (docs/adr/0104). Names only the
 * channels; the figures are read from the reports.
 */
export const ZMessagesSentEvent = z.object({
  type: z.literal('messages-sent'),
  channels: z.array(z.enum(['sms', 'zns'])).min(1),
});
/**
 * partner/{id}/tickets: a change moved the figures of these child agencies of the partner (a sale, a cancel, a
 * payment, messages recorded; docs/adr/0120). A station's ADMIN counts its children's figures on its dashboard (the
 * reports' scope), which reads them again. Names only the children: their tickets stay on their own topics.
 */
export const ZChildFiguresChangedEvent = z.object({
  type: z.literal('child-figures-changed'),
  partnerIds: z.array(z.string()).min(1),
});
/** partner/{id}/payments: a bank QR bill was paid; the open QR dialog with this bill closes (001 §4). */
export const ZMbTicketPaymentEvent = z.object({
  type: z.literal('mb-ticket-payment'),
  billNumber: z.string(),
  ticketIds: z.array(z.string()),
  /** đồng */
  amount: z.number().int(),
  companyId: z.string().optional(),
  tripId: z.string().optional(),
  /** epoch ms */
  paidAt: z.number().optional(),
});
/**
 * partner/{id}/payments: a transfer reached the agency that did not pay its bill — the seats were gone (refund
 * needed), the bill was already paid (duplicate) or the amount was short (underpaid). Staff's refund list reloads.
 */
export const ZPaymentAttentionEvent = z.object({
  type: z.literal('payment-attention'),
  billNumber: z.string(),
  outcome: z.enum(['refund_needed', 'duplicate', 'underpaid']),
  /** đồng */
  amount: z.number().int(),
});
/**
 * partner/{id}/payments: the agency opened a bill — a bank QR bill or a wallet (MoMo) order — that waits for its
 * payment: the bills awaiting attention on its dashboard moved (docs/adr/0072). Names only the bill; the figures are
 * read from the reports, and a QR dialog waits for the bill's mb-ticket-payment, never for this.
 */
export const ZBillOpenedEvent = z.object({
  type: z.literal('bill-opened'),
  /** The bank bill's number or the wallet order's id (the key of its mb-ticket-payment). */
  billNumber: z.string(),
  provider: z.enum(['MB_QR', 'MOMO_QR']),
});
/**
 * partner/{id}/payments: the agency marked a transfer to give back resolved (the refund alert's 'resolved'): its open
 * refund alerts drop it and its dashboard's transfers to give back moved. `id` is the payment's, as the refund list
 * names it.
 */
export const ZRefundResolvedEvent = z.object({
  type: z.literal('refund-resolved'),
  id: z.string(),
});
/** partner/{id}/notifications: new tickets from the partner's app or web (the bell). */
export const ZNewPartnerTicketsEvent = z.object({
  type: z.literal('new-partner-tickets'),
  tickets: z.array(ZTicketLite),
});
/** partner/{id}/notifications: tickets marked read elsewhere, so every open bell drops them. */
export const ZPartnerTicketsReadEvent = z.object({
  type: z.literal('partner-tickets-read'),
  ticketIds: z.array(z.string()),
});

/**
 * partner/{id}/config: the agency's configuration changed (the admin's general configuration, ADR 0053). `config` is
 * the partner config JSON text as the user info carries it; the transport configuration never travels here.
 */
export const ZPartnerConfigEvent = z.object({
  type: z.literal('partner-config'),
  partnerId: z.string(),
  config: z.string(),
  isAutoApproveRoutes: z.boolean(),
});
export type TPartnerConfigEvent = z.infer<typeof ZPartnerConfigEvent>;

export const ZSeatLockRecord = z.object({
  listSeatId: z.array(z.string()),
  userId: z.string(),
  partnerId: z.string(),
  /** epoch ms; a lock lasts SEAT_LOCK_MS (10 minutes). */
  expiresAt: z.number(),
});
export type TSeatLockRecord = z.infer<typeof ZSeatLockRecord>;
/** trip/{id}/lockSeat (retained): the trip's current real-time seat locks, whole list each time. */
export const ZLockSeatEvent = z.object({
  type: z.literal('lock-seat'),
  tripId: z.string(),
  records: z.array(ZSeatLockRecord),
});

/**
 * trip/{id}/seats: seats of the trip that changed hands, by any agency: status 0 means free again. Carries no
 * passenger data, so every agency selling the trip may see it (the seat map shows 'taken' for other agencies).
 */
export const ZSeatStatusEvent = z.object({
  type: z.literal('seat-status'),
  tripId: z.string(),
  seats: z.array(z.object({ seatId: z.string(), ticketStatus: z.number().int(), partnerId: z.string().nullable() })),
});

/**
 * trip/{id}/seats: how many seats of the trip are booked now, by every agency — the count a trip card shows
 * (the search's totalBookedSeat, same rule), read after the change committed. No passenger or agency data, so every
 * agency selling the trip may see it. `countedAt` (the database clock when the count was read, epoch ms with a
 * fraction) orders counts from several server instances: a screen keeps the latest and drops an older one that
 * arrives after it.
 */
export const ZBookedSeatsEvent = z.object({
  type: z.literal('booked-seats'),
  tripId: z.string(),
  totalBookedSeat: z.number().int().min(0),
  countedAt: z.number(),
});

/**
 * line/{number}/calls: a telephony provider event (002 §3 call-log event), as the server recorded it in the line's
 * call history (docs/adr/0088): the provider's (or the simulator's, or the SIP panel's) code, the other party's
 * phone, the extension and the call's id.
 */
export const ZCallEvent = z.object({
  type: z.literal('call'),
  /** Providers send unknown codes too; the panel resets to EMPTY on those (002 §4). */
  code: z.union([ZCallEventCode, z.string()]),
  phone: z.string().optional(),
  /** The extension. */
  number: z.string(),
  callId: z.string().optional(),
  /** in: the line is called; out: the line dials (absent when the provider did not say). */
  direction: z.enum(['in', 'out']).optional(),
  /** epoch ms */
  at: z.number().optional(),
});
/**
 * line/{number}/calls: someone logged in to the line (a line has one user at a time, docs/adr/0088). A panel whose
 * own login is not `loginId` has lost the line and lets it go ('Máy lẻ đã được đăng nhập ở nơi khác').
 */
export const ZLineTakenEvent = z.object({
  type: z.literal('line-taken'),
  number: z.string(),
  /** The login that holds the line now (the line login's answer names each panel's own). */
  loginId: z.string(),
  /** Who holds it now. */
  userName: z.string(),
  /** epoch ms */
  at: z.number(),
});

export const ZRealtimeEvent = z.discriminatedUnion('type', [
  ZChangedTicketsEvent,
  ZRemovedTicketsEvent,
  ZTripChangedEvent,
  ZPartnerCompaniesChangedEvent,
  ZMessagesSentEvent,
  ZChildFiguresChangedEvent,
  ZMbTicketPaymentEvent,
  ZPaymentAttentionEvent,
  ZBillOpenedEvent,
  ZRefundResolvedEvent,
  ZNewPartnerTicketsEvent,
  ZPartnerTicketsReadEvent,
  ZPartnerConfigEvent,
  ZLockSeatEvent,
  ZSeatStatusEvent,
  ZBookedSeatsEvent,
  ZCallEvent,
  ZLineTakenEvent,
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;
export type TRealtimeEventType = TRealtimeEvent['type'];
export type TRealtimeEventOf<K extends TRealtimeEventType> = Extract<TRealtimeEvent, { type: K }>;
export type TChangedTicketsEvent = z.infer<typeof ZChangedTicketsEvent>;
export type TRemovedTicketsEvent = z.infer<typeof ZRemovedTicketsEvent>;
export type TTripChangedEvent = z.infer<typeof ZTripChangedEvent>;
export type TPartnerCompaniesChangedEvent = z.infer<typeof ZPartnerCompaniesChangedEvent>;
export type TMbTicketPaymentEvent = z.infer<typeof ZMbTicketPaymentEvent>;
export type TPaymentAttentionEvent = z.infer<typeof ZPaymentAttentionEvent>;
export type TBillOpenedEvent = z.infer<typeof ZBillOpenedEvent>;
export type TRefundResolvedEvent = z.infer<typeof ZRefundResolvedEvent>;
export type TMessagesSentEvent = z.infer<typeof ZMessagesSentEvent>;
export type TChildFiguresChangedEvent = z.infer<typeof ZChildFiguresChangedEvent>;
export type TNewPartnerTicketsEvent = z.infer<typeof ZNewPartnerTicketsEvent>;
export type TPartnerTicketsReadEvent = z.infer<typeof ZPartnerTicketsReadEvent>;
export type TLockSeatEvent = z.infer<typeof ZLockSeatEvent>;
export type TCallEvent = z.infer<typeof ZCallEvent>;
export type TLineTakenEvent = z.infer<typeof ZLineTakenEvent>;
export type TSeatStatusEvent = z.infer<typeof ZSeatStatusEvent>;
export type TBookedSeatsEvent = z.infer<typeof ZBookedSeatsEvent>;

/** Which events each topic kind carries; the server's publish helper and the client's router check against it. */
export const TOPIC_EVENTS = {
  partnerTickets: ['changed-tickets', 'removed-tickets', 'trip-changed', 'partner-companies-changed', 'messages-sent', 'child-figures-changed'],
  partnerPayments: ['mb-ticket-payment', 'payment-attention', 'bill-opened', 'refund-resolved'],
  partnerNotifications: ['new-partner-tickets', 'partner-tickets-read'],
  partnerConfig: ['partner-config'],
  tripLockSeat: ['lock-seat'],
  tripSeats: ['seat-status', 'booked-seats'],
  lineCalls: ['call', 'line-taken'],
} as const satisfies Record<TopicKind, readonly TRealtimeEventType[]>;

/** Decodes an MQTT payload (UTF-8 JSON) into a typed event, or undefined when it is not one of ours. */
export function decodeRealtimeEvent(payload: string | Uint8Array): TRealtimeEvent | undefined {
  const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = ZRealtimeEvent.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

export const encodeRealtimeEvent = (event: TRealtimeEvent): string => JSON.stringify(event);
