import type {
  TBillOpenedEvent,
  TCallEvent,
  TRefundResolvedEvent,
  TChildFiguresChangedEvent,
  TChangedTicketsEvent,
  TLineTakenEvent,
  TMbTicketPaymentEvent,
  TMessagesSentEvent,
  TNewPartnerTicketsEvent,
  TPartnerCompaniesChangedEvent,
  TPaymentAttentionEvent,
  TPartnerTicketsReadEvent,
  TRemovedTicketsEvent,
  TTicketSample,
  TTripChangedEvent,
} from '@busdesk/api-contract';

/** What each bus channel carries: the realtime events of api-contract, grouped by the topic they arrive on. */
export type BusTicketEvent = TChangedTicketsEvent | TRemovedTicketsEvent | TTripChangedEvent | TPartnerCompaniesChangedEvent;
/**
 * partner/{id}/payments: a bill paid, a transfer that needs staff, a bill opened and a transfer resolved (the last
 * two for the dashboard's bills awaiting attention and the refund alerts).
 */
export type BusPaymentEvent = TMbTicketPaymentEvent | TPaymentAttentionEvent | TBillOpenedEvent | TRefundResolvedEvent;
export type BusNotificationEvent = TNewPartnerTicketsEvent | TPartnerTicketsReadEvent;
/** line/{number}/calls: the line's call events, and `line-taken` when another login takes the line over. */
export type BusCallEvent = TCallEvent | TLineTakenEvent;

/**
 * 'Bán vé' in the softphone (issue 15, docs/adr/0092): sell to the caller. The sales screen sets its search to the
 * sample's route today and fills the booking form with the caller (phone, name, points), so the clerk only picks
 * seats. A walk-in guest (no ticket yet) has no sample: only the phone is filled.
 */
export interface BusSaleRequest {
  type: 'sale-request';
  /** The caller's phone. */
  phoneNumber: string;
  /** The agency's name for the caller, when known. */
  fullName: string | null;
  /** The caller's last ticket (api-contract ZTicketSample), or null for a walk-in guest. */
  sample: TTicketSample | null;
  /** epoch ms: when 'Bán vé' was pressed (a request nobody took for long is stale). */
  at: number;
}
/** Messages the agency recorded (partner/{id}/tickets): its message figures moved (the dashboard). */
export type BusMessageEvent = TMessagesSentEvent;
/** A child agency's figures moved (partner/{id}/tickets of its parent station, docs/adr/0120): the dashboard. */
export type BusChildFiguresEvent = TChildFiguresChangedEvent;
