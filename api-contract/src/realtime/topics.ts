/**
 * MQTT topics of DESIGN §6. Only the server publishes; the broker's subscribe ACL admits a user to their own
 * partner (and its children), to trips on routes the partner sells, and to the partner's lines.
 */

export type TopicKind =
  | 'partnerTickets'
  | 'partnerPayments'
  | 'partnerNotifications'
  | 'partnerConfig'
  | 'tripLockSeat'
  | 'tripSeats'
  | 'lineCalls';

export type ParsedTopic =
  | { kind: 'partnerTickets' | 'partnerPayments' | 'partnerNotifications' | 'partnerConfig'; partnerId: string }
  | { kind: 'tripLockSeat' | 'tripSeats'; tripId: string }
  | { kind: 'lineCalls'; number: string };

/**
 * An id becomes one topic level, so it must not contain a separator or an MQTT wildcard: otherwise a crafted
 * id could widen a subscription past the ACL (`partner/+/tickets`) or publish into another partner's tree.
 */
function level(id: string | number): string {
  const s = String(id);
  if (s === '' || /[/+#\u0000]/.test(s)) throw new Error(`Invalid topic id: ${JSON.stringify(s)}`);
  return s;
}

export const topics = {
  partnerTickets: (partnerId: string | number) => `partner/${level(partnerId)}/tickets`,
  partnerPayments: (partnerId: string | number) => `partner/${level(partnerId)}/payments`,
  partnerNotifications: (partnerId: string | number) => `partner/${level(partnerId)}/notifications`,
  /** The agency's configuration as the admin saved it (ADR 0053): open sales screens apply it at once. Own agency only. */
  partnerConfig: (partnerId: string | number) => `partner/${level(partnerId)}/config`,
  /** Retained: the current seat locks of the trip. */
  tripLockSeat: (tripId: string | number) => `trip/${level(tripId)}/lockSeat`,
  /**
   * Which seats of the trip are taken, by any agency, without passenger data (the seat guard made visible), and
   * the trip's booked count (the trip cards of the search list).
   */
  tripSeats: (tripId: string | number) => `trip/${level(tripId)}/seats`,
  lineCalls: (number: string | number) => `line/${level(number)}/calls`,
} as const;

const PARTNER_SUFFIX: Readonly<Record<string, 'partnerTickets' | 'partnerPayments' | 'partnerNotifications' | 'partnerConfig'>> = {
  tickets: 'partnerTickets',
  payments: 'partnerPayments',
  notifications: 'partnerNotifications',
  config: 'partnerConfig',
};

/** The reverse of `topics`: what a concrete topic addresses, or undefined for anything else (wildcards too). */
export function parseTopic(topic: string): ParsedTopic | undefined {
  const parts = topic.split('/');
  if (parts.length !== 3) return undefined;
  const [root, id, leaf] = parts as [string, string, string];
  if (id === '' || /[+#]/.test(id)) return undefined;
  if (root === 'partner') {
    const kind = PARTNER_SUFFIX[leaf];
    return kind ? { kind, partnerId: id } : undefined;
  }
  if (root === 'trip' && leaf === 'lockSeat') return { kind: 'tripLockSeat', tripId: id };
  if (root === 'trip' && leaf === 'seats') return { kind: 'tripSeats', tripId: id };
  if (root === 'line' && leaf === 'calls') return { kind: 'lineCalls', number: id };
  return undefined;
}
