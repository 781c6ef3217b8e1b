import type {
  TCallEvent,
  TChangedTicketsEvent,
  TMbTicketPaymentEvent,
  TMessagesSentEvent,
  TNewPartnerTicketsEvent,
  TPartnerCompaniesChangedEvent,
  TPaymentAttentionEvent,
  TPartnerTicketsReadEvent,
  TRemovedTicketsEvent,
  TTripChangedEvent,
} from '@busdesk/api-contract';

/** What each bus channel carries: the realtime events of api-contract, grouped by the topic they arrive on. */
export type BusTicketEvent = TChangedTicketsEvent | TRemovedTicketsEvent | TTripChangedEvent | TPartnerCompaniesChangedEvent;
export type BusPaymentEvent = TMbTicketPaymentEvent | TPaymentAttentionEvent;
export type BusNotificationEvent = TNewPartnerTicketsEvent | TPartnerTicketsReadEvent;
export type BusCallEvent = TCallEvent;
/** Messages the agency recorded (partner/{id}/tickets): its message figures moved (the dashboard). */
export type BusMessageEvent = TMessagesSentEvent;
