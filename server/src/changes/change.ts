import { z } from 'zod';
import { ZPaymentOutcome, ZTripChangedEvent, type TTicket } from '@busdesk/api-contract';

/** Who made a change, as far as its consumers need (the messages sent after a booking name the seller). */
export const ZActor = z.object({ userId: z.string(), name: z.string(), partnerId: z.string() });
export type Actor = z.infer<typeof ZActor>;
/** The signed-in user as change events and message records name them. */
export const actorOf = (s: Actor): Actor => ({ userId: s.userId, name: s.name, partnerId: s.partnerId });

/** The booking form's send flags for one ticket (001 §2.1, §3); sendAll means all three channels. */
export const ZSendFlags = z.object({
  sendSMS: z.boolean().optional(),
  sendZNS: z.boolean().optional(),
  isSendEmail: z.boolean().optional(),
  sendAll: z.boolean().optional(),
});
export type SendFlags = z.infer<typeof ZSendFlags>;

/**
 * What one committed write changed (ADR 'One change event'). A change names what changed, not how it now looks:
 * consumers read the current state when they handle it, so a late or repeated change never shows stale data.
 * Stored as JSON in `change_events` and checked again when read back (a row written by an older version that no
 * longer parses is logged and skipped, never half-handled).
 */
export const ZChange = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('tickets'),
    ticketIds: z.array(z.string()).min(1),
    /** New tickets (a booking) and who sold them through which channel: the bells that ring for them hear of them. */
    booked: z.object({ partnerId: z.string(), channel: z.string() }).optional(),
  }),
  /**
   * Tickets a clerk's update made paid (a payment at the counter). The paid-ticket e-mail follows when the passenger
   * asked for e-mail and the update's own send flags did not already ask for it (those go with 'messages').
   */
  z.object({ kind: z.literal('tickets-paid'), actor: ZActor, ticketIds: z.array(z.string()).min(1) }),
  /** Messages the booking form asked for (its send flags per ticket), to send once the write has committed. */
  z.object({ kind: z.literal('messages'), actor: ZActor, items: z.array(ZSendFlags.extend({ ticketId: z.string() })).min(1) }),
  /** Zero-paid holds past their deadline stopped blocking their seats (status stays 2 for history). */
  z.object({
    kind: z.literal('holds-released'),
    released: z.array(z.object({ ticketId: z.string(), tripId: z.string(), seatId: z.string(), partnerId: z.string().nullable() })).min(1),
  }),
  /** A trip's real-time seat locks changed (taken, replaced, released, expired, sold). */
  z.object({ kind: z.literal('seat-locks'), tripIds: z.array(z.string()).min(1) }),
  /** A bank or wallet confirmation was processed. */
  z.object({
    kind: z.literal('payment'),
    outcome: ZPaymentOutcome,
    partnerId: z.string(),
    billNumber: z.string(),
    ticketIds: z.array(z.string()),
    amount: z.number(),
    paidAt: z.number(),
  }),
  /**
   * An agency opened a bill waiting for its payment — a bank QR bill or a wallet (MoMo) order, written with this
   * change: its bills awaiting attention moved (docs/adr/0072). Paying it is a 'payment' change.
   */
  z.object({ kind: z.literal('bill-opened'), partnerId: z.string(), provider: z.enum(['MB_QR', 'MOMO_QR']), billNumber: z.string() }),
  /** An agency marked a transfer to give back (a refund_needed, duplicate or underpaid payment event) resolved. */
  z.object({ kind: z.literal('refund-resolved'), partnerId: z.string(), paymentId: z.string() }),
  /** An agency locked/unlocked, updated or settled a trip; `trip` is what that call changed. */
  z.object({ kind: z.literal('trip'), partnerId: z.string(), tripId: z.string(), trip: ZTripChangedEvent.shape.trip }),
  /** An agency set the approval or usage of these companies (000 §2.5): what it may sell changed. */
  z.object({ kind: z.literal('partner-companies'), partnerId: z.string(), companyIds: z.array(z.string()).min(1) }),
  /**
   * Messages were recorded for an agency (sent, failed, or kept by a local driver), each an sms_records or zns_records
   * row written with this change: the agency's message figures and their cost moved (docs/adr/0104).
   */
  z.object({ kind: z.literal('messages-recorded'), partnerId: z.string(), channels: z.array(z.enum(['sms', 'zns'])).min(1) }),
  /** An agency marked new partner tickets read. */
  z.object({ kind: z.literal('tickets-read'), partnerId: z.string(), ticketIds: z.array(z.string()) }),
  /**
   * A call event on one of the agency's lines (docs/adr/0088), as recorded in call_history. The event itself, not the
   * call's state: a ring followed at once by a hang-up must reach the panel as both.
   */
  z.object({
    kind: z.literal('call'),
    partnerId: z.string(),
    number: z.string(),
    callId: z.string(),
    code: z.string(),
    phone: z.string(),
    direction: z.enum(['in', 'out']),
    at: z.number(),
  }),
  /** Someone logged in to a line another login held: that panel lets it go. */
  z.object({ kind: z.literal('line-taken'), partnerId: z.string(), number: z.string(), loginId: z.string(), userName: z.string(), at: z.number() }),
]);
export type Change = z.infer<typeof ZChange>;
export type ChangeOf<K extends Change['kind']> = Extract<Change, { kind: K }>;

/** What a writer knows of its change after the commit, so a consumer need not read it again (the tickets as written). */
export interface ChangeHint {
  tickets?: readonly TTicket[];
}

/** A change this process wrote and holds the lease of: its dispatcher hands it out without claiming it. */
export interface OwnChange {
  id: number;
  change: Change;
  hint?: ChangeHint;
}

/** A change as the dispatcher hands it out: in commit order, with its outbox id. */
export interface DispatchedChange {
  id: number;
  change: Change;
  /** What the writer knew after the commit (only when this process wrote it; a consumer reads it otherwise). */
  hint?: ChangeHint;
}

/**
 * A consumer of committed changes (realtime, messaging, the bell, and those to come: reports, telephony). It gets
 * each batch in order and must not throw for one bad change; a failure it lets out is logged and the batch still
 * counts as dispatched (at most once), so a consumer that needs retries keeps its own record (messaging does).
 */
export interface ChangeConsumer {
  readonly name: string;
  handle(batch: readonly DispatchedChange[]): Promise<void>;
  /** A consumer that gathers work for later (the bell) finishes it now; the dispatcher's idle() and stop() wait for it. */
  flush?(): Promise<void>;
}

/** Changes of one kind in a batch. */
export const changesOf = <K extends Change['kind']>(batch: readonly DispatchedChange[], kind: K): Array<ChangeOf<K>> =>
  batch.flatMap((d) => (d.change.kind === kind ? [d.change as ChangeOf<K>] : []));
