import type { TCallHistoryItem, TSipCredentials, TTelecomProvider } from '@busdesk/api-contract';
import type { CallRecord } from '../../repositories/calls-repository';

/** A line as a driver sees it: its number and its telecomConfig with the secrets (never answered to anyone). */
export interface DriverLine {
  id: string;
  partnerId: string;
  number: string;
  provider: TTelecomProvider;
  telecomCompanyName: string;
  config: Record<string, unknown>;
}

/**
 * An event a driver asks the service to record on the line (in call_history with its change event, docs/adr/0088).
 * `onlyFrom` / `newCall`: see CallEventWrite — the event applies only from those states, or only to a new call.
 */
export interface DriverEvent {
  callId: string;
  code: string;
  phone: string;
  direction: 'in' | 'out';
  onlyFrom?: readonly string[];
  newCall?: boolean;
}

export interface DialOutcome {
  callId: string;
  events: DriverEvent[];
}

export interface HistoryQuery {
  from: number;
  to: number;
  /** The stored form of a phone to narrow to, or null. */
  phone: string | null;
  limit: number;
}

/**
 * One telephony provider (docs/adr/0088): the panel's actions on a line of that provider. Each action answers the
 * events to record (the local exchange and a SIP line's browser have no provider to report them); a provider that
 * reports its own events (A's socket, the webhook) answers none or only what the panel must see at once. An action the
 * seed says a provider cannot do throws 400 'Chức năng đang được phát triển'; a provider's failure throws a
 * ProviderError (provider-http.ts) that the service turns into the action's message.
 */
export interface TelephonyDriver {
  readonly provider: TTelecomProvider;
  login(line: DriverLine, user: { name: string }): Promise<{ sip?: TSipCredentials }>;
  logout(line: DriverLine): Promise<void>;
  dial(line: DriverLine, phoneNumber: string): Promise<DialOutcome>;
  answer(line: DriverLine, call: CallRecord): Promise<DriverEvent[]>;
  reject(line: DriverLine, call: CallRecord): Promise<DriverEvent[]>;
  end(line: DriverLine, call: CallRecord): Promise<DriverEvent[]>;
  /** The provider's own history of the line; absent or null: the calls we recorded (call_history) are the history. */
  history?(line: DriverLine, query: HistoryQuery): Promise<TCallHistoryItem[] | null>;
  /** A recording the provider keeps (null: it has none); stored recordings are the service's. */
  recording?(line: DriverLine, callId: string): Promise<{ mediaType: string; audio: Buffer } | null>;
  /** The secret that signs the provider's webhook deliveries for this line (null: it has none configured). */
  webhookSecret?(line: DriverLine): string | null;
}

export type TelephonyDrivers = Readonly<Record<TTelecomProvider, TelephonyDriver>>;

/** A text field of the line's config ('' when unset). */
export const configText = (line: DriverLine, key: string): string => {
  const value = line.config[key];
  return typeof value === 'string' ? value.trim() : '';
};
