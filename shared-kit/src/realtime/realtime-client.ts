import type { TRealtimeEvent } from '@busdesk/api-contract';
import { loadContract, parseTopic, topics, type TopicKind } from '@busdesk/api-contract/core';
import { MSG_COMMON } from '@busdesk/api-contract/messages/common';
import type { IClientOptions, MqttClient } from 'mqtt';
import type { Subscription } from 'rxjs';
import { readRuntimeConfig } from '../api/runtime-config';
import { bus, type SessionState } from '../bus/bus';
import { afterFirstPaint } from './after-first-paint';
import { CONNECT_TIMEOUT_MS, nextReconnectDelay } from './reconnect-schedule';
import { subscribeEach, type SubscribeAnswer } from './subscribe-each';

export type RealtimeHandler = (event: TRealtimeEvent, topic: string) => void;
export interface SubscribeTopicOptions {
  /** Called when the broker refuses the subscription (ACL); nothing will be delivered on that topic. */
  onRefused?: (topic: string) => void;
}
export interface ConnectRealtimeOptions {
  /** WebSocket URL of the broker; default `window.__BUSDESK_CONFIG__.mqttUrl`, else ws(s)://<page host>/mqtt. */
  url?: string;
}

/** The broker ignores the username (the token is the credential); a fixed one keeps its logs readable. */
export const MQTT_USERNAME = 'busdesk';

type Connect = (url: string, options: IClientOptions) => MqttClient;
/** What the realtime client uses of the contract once loaded: the event decoder and which events each topic carries. */
type RealtimeEvents = Pick<Awaited<ReturnType<typeof loadContract>>, 'decodeRealtimeEvent' | 'TOPIC_EVENTS'>;

interface Registration {
  handler?: RealtimeHandler;
  onRefused?: (topic: string) => void;
}

interface RealtimeState {
  token?: string;
  url: string;
  client?: MqttClient;
  timer?: ReturnType<typeof setTimeout>;
  /** Failed attempts since the last successful connection. */
  attempt: number;
  /** Whether this connectRealtime() has been connected once: a later 'connect' is a reconnect. */
  hasConnected: boolean;
  /** The broker refused the credentials: retrying with the same token cannot succeed. */
  refused: boolean;
  /** A signed-in session has been seen since this connectRealtime(): its end (logout) closes the connection. */
  signedIn?: boolean;
  /** Bumped by every open/disconnect so an mqtt import that resolves late is discarded. */
  generation: number;
  partnerTopics: string[];
  sessionWatch?: Subscription;
  screenTopics: Map<string, Set<Registration>>;
  alerted: boolean;
}

declare global {
  var __BUSDESK_REALTIME__: RealtimeState | undefined;
}

// Kept on globalThis for the same reason as the bus: a second copy of shared-kit on the page must reuse the one
// connection instead of opening another (DESIGN §6: one connection per page).
const s: RealtimeState = (globalThis.__BUSDESK_REALTIME__ ??= {
  url: '',
  attempt: 0,
  hasConnected: false,
  refused: false,
  generation: 0,
  partnerTopics: [],
  screenTopics: new Map(),
  alerted: false,
});

/** The vendor build may hand mqtt.js over as a CommonJS namespace (`default.connect`) or as named exports. */
function connectOf(m: typeof import('mqtt')): Connect {
  const named: Connect | undefined = m.connect;
  const fromDefault = (m as { default?: { connect?: Connect } }).default?.connect;
  const connect = named ?? fromDefault;
  if (!connect) throw new Error('mqtt.connect is missing from the loaded module');
  return connect;
}

// mqtt.js is imported on first connect, so the login page never downloads it (DESIGN §3), and only once the page
// has painted: the shell calls connectRealtime while it is still loading, and nothing on screen needs mqtt.js. The
// contract with its event schemas (zod) comes with it: nothing arrives to decode before the connection is up.
// Later connects (reconnects, another token) reuse the loaded modules without waiting.
let realtimeModules: Promise<{ connect: Connect; events: RealtimeEvents }> | undefined;
const loadModules = (): Promise<{ connect: Connect; events: RealtimeEvents }> =>
  (realtimeModules ??= afterFirstPaint()
    .then(() => Promise.all([import('mqtt'), loadContract()]))
    .then(([mqtt, events]) => ({ connect: connectOf(mqtt), events }))
    .catch((error: unknown) => {
      realtimeModules = undefined;
      throw error;
    }));

function defaultUrl(): string {
  const secure = window.location.protocol === 'https:';
  return `${secure ? 'wss' : 'ws'}://${window.location.host}/mqtt`;
}

/** Which bus channel a topic kind feeds; trip seat locks go only to the screens that subscribed. */
function publishToBus(kind: TopicKind, event: TRealtimeEvent): void {
  switch (event.type) {
    case 'changed-tickets':
    case 'removed-tickets':
    case 'trip-changed':
    case 'partner-companies-changed':
      if (kind === 'partnerTickets') bus.tickets$.next(event);
      return;
    case 'messages-sent':
      if (kind === 'partnerTickets') bus.messages$.next(event);
      return;
    case 'child-figures-changed':
      if (kind === 'partnerTickets') bus.childFigures$.next(event);
      return;
    case 'mb-ticket-payment':
    case 'payment-attention':
    case 'bill-opened':
    case 'refund-resolved':
      if (kind === 'partnerPayments') bus.payments$.next(event);
      return;
    case 'new-partner-tickets':
    case 'partner-tickets-read':
      if (kind === 'partnerNotifications') bus.notifications$.next(event);
      return;
    case 'call':
    case 'line-taken':
      if (kind === 'lineCalls') bus.calls$.next(event);
      return;
    case 'partner-config':
      if (kind === 'partnerConfig') applyPartnerConfig(event);
      return;
    case 'lock-seat':
    case 'seat-status':
    case 'booked-seats':
      return;
  }
}

/**
 * The admin saved the agency's configuration (ADR 0053): the session's partner takes the new config text, so every
 * open screen reading it (the booking form's hidden fields and pick-up types, the print limit) applies it at once.
 */
function applyPartnerConfig(event: Extract<TRealtimeEvent, { type: 'partner-config' }>): void {
  const session = bus.session$.getValue();
  if (session.status !== 'authenticated' || session.user.partnerId !== event.partnerId) return;
  const { partner } = session.user;
  if (partner.config === event.config && partner.isAutoApproveRoutes === event.isAutoApproveRoutes) return;
  bus.session$.next({ ...session, user: { ...session.user, partner: { ...partner, config: event.config, isAutoApproveRoutes: event.isAutoApproveRoutes } } });
}

function route(events: RealtimeEvents, topic: string, payload: Uint8Array): void {
  const parsed = parseTopic(topic);
  const event = events.decodeRealtimeEvent(payload);
  // An event that does not belong on its topic is dropped: a screen must never act on a misrouted message.
  if (!parsed || !event || !(events.TOPIC_EVENTS[parsed.kind] as readonly string[]).includes(event.type)) return;
  publishToBus(parsed.kind, event);
  for (const registration of s.screenTopics.get(topic) ?? []) registration.handler?.(event, topic);
}

/** A refused subscription (SUBACK 0x80, which mqtt.js reports as an error) is told to the screens that asked for it. */
const reportRefusal: SubscribeAnswer = (topic, error, suback) => {
  // An error without a refusal is a lost connection, resubscribed on reconnect.
  const refused = suback?.granted.some((code) => typeof code === 'number' && (code & 0x80) !== 0) ?? false;
  if (!error || !refused) return;
  for (const registration of s.screenTopics.get(topic) ?? []) registration.onRefused?.(topic);
};

/** Subscribes on the current connection; resolves when the broker has answered every topic, or the connection is gone. */
const subscribeOn = (client: MqttClient, topics: string[]): Promise<void> =>
  subscribeEach(client, topics, (topic, error, suback) => {
    if (s.client === client) reportRefusal(topic, error, suback);
  });

const wantedTopics = (): string[] => [...new Set([...s.partnerTopics, ...s.screenTopics.keys()])];

function partnerTopicsOf(session: SessionState): string[] {
  const partnerId = session.user?.partnerId;
  if (!partnerId) return [];
  return [
    topics.partnerTickets(partnerId),
    topics.partnerPayments(partnerId),
    topics.partnerNotifications(partnerId),
    topics.partnerConfig(partnerId),
  ];
}

/**
 * Follows the signed-in user: their partner's topics are subscribed while the session lasts, and the connection closes
 * when it ends (logout, a user info that failed to load). A connection opened without a session (a token in the URL)
 * is left alone.
 */
function onSession(session: SessionState): void {
  if (session.status === 'authenticated') s.signedIn = true;
  else if (session.status === 'anonymous' && s.signedIn === true) {
    disconnectRealtime();
    return;
  }
  const next = partnerTopicsOf(session);
  const previous = s.partnerTopics;
  s.partnerTopics = next;
  const client = s.client;
  if (!client?.connected) return;
  const dropped = previous.filter((t) => !next.includes(t) && !s.screenTopics.has(t));
  if (dropped.length > 0) client.unsubscribe(dropped);
  void subscribeOn(client, next.filter((t) => !previous.includes(t)));
}

function discardClient(client: MqttClient): void {
  client.removeAllListeners();
  // end() can still report a late socket error; with no listener an EventEmitter would throw it.
  client.on('error', () => undefined);
  client.end(true);
}

function scheduleRetry(): void {
  s.attempt += 1;
  bus.socket$.next({ status: 'reconnecting', attempt: s.attempt });
  s.timer = setTimeout(() => {
    s.timer = undefined;
    void open();
  }, nextReconnectDelay(s.attempt));
}

async function open(): Promise<void> {
  const generation = ++s.generation;
  bus.socket$.next({ status: s.attempt === 0 && !s.hasConnected ? 'connecting' : 'reconnecting', attempt: s.attempt });
  let connect: Connect;
  let events: RealtimeEvents;
  try {
    ({ connect, events } = await loadModules());
  } catch {
    if (generation === s.generation) scheduleRetry();
    return;
  }
  if (generation !== s.generation || s.token === undefined) return;
  // Our own schedule replaces mqtt.js's fixed reconnectPeriod (0 = never on its own): 1 s ×1.5 up to 30 s.
  const client = connect(s.url, {
    protocolVersion: 4,
    username: MQTT_USERNAME,
    password: s.token,
    reconnectPeriod: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    clean: true,
    resubscribe: false,
  });
  s.client = client;
  client.on('connect', () => {
    if (s.client !== client) return;
    // Connected means live: the broker holds every subscription, so nothing published from now on is missed. What a
    // screen read before may have missed events, before the first connection as before a drop (ADR 0114): it re-reads.
    void subscribeOn(client, wantedTopics()).then(() => {
      if (s.client !== client) return;
      s.hasConnected = true;
      s.attempt = 0;
      bus.socket$.next({ status: 'connected', attempt: 0 });
      bus.reconnected$.next();
    });
  });
  client.on('message', (topic, payload) => {
    if (s.client === client) route(events, topic, payload);
  });
  client.on('error', (error) => {
    // CONNACK 4/5: bad credentials / not authorised — the token was revoked or expired.
    const code = (error as Error & { code?: number }).code;
    if (code === 4 || code === 5) s.refused = true;
  });
  client.on('close', () => {
    if (s.client !== client) return;
    s.client = undefined;
    discardClient(client);
    if (s.refused) bus.socket$.next({ status: 'offline', attempt: s.attempt });
    else scheduleRetry();
  });
}

/**
 * Opens the page's one realtime connection (MQTT 3.1.1 over WebSocket, the token as password) and keeps it
 * open, reconnecting 1 s → 30 s ×1.5. The signed-in user's partner topics are followed from `bus.session$`.
 * Calling it again with the same token does nothing; with another token it replaces the connection.
 */
export function connectRealtime(token: string, options: ConnectRealtimeOptions = {}): void {
  if (typeof WebSocket === 'undefined') {
    if (!s.alerted) {
      s.alerted = true;
      window.alert(MSG_COMMON.noWebSocket);
    }
    bus.socket$.next({ status: 'offline', attempt: 0 });
    return;
  }
  if (s.token === token && (s.client || s.timer)) return;
  disconnectRealtime();
  s.token = token;
  s.url = options.url ?? readRuntimeConfig().mqttUrl ?? defaultUrl();
  s.sessionWatch = bus.session$.subscribe(onSession);
  void open();
}

/** Closes the connection and stops reconnecting (logout). Screen subscriptions stay registered for the next one. */
export function disconnectRealtime(): void {
  s.generation += 1;
  if (s.timer) clearTimeout(s.timer);
  s.timer = undefined;
  s.sessionWatch?.unsubscribe();
  s.sessionWatch = undefined;
  const client = s.client;
  s.client = undefined;
  if (client) discardClient(client);
  s.token = undefined;
  s.attempt = 0;
  s.hasConnected = false;
  s.refused = false;
  s.signedIn = false;
  s.partnerTopics = [];
  if (bus.socket$.getValue().status !== 'idle') bus.socket$.next({ status: 'idle', attempt: 0 });
}

/**
 * Subscribes a screen to one topic (`topics.tripLockSeat(id)`, `topics.lineCalls(n)`) for as long as it needs it;
 * its events reach `handler` (and the matching bus channel). Works before the connection is up and survives
 * reconnects. Returns the unsubscribe function (call it on unmount).
 */
export function subscribeTopic(topic: string, handler?: RealtimeHandler, options: SubscribeTopicOptions = {}): () => void {
  const registration: Registration = { handler, onRefused: options.onRefused };
  let set = s.screenTopics.get(topic);
  const isNew = !set;
  if (!set) {
    set = new Set();
    s.screenTopics.set(topic, set);
  }
  set.add(registration);
  const client = s.client;
  if (isNew && client?.connected && !s.partnerTopics.includes(topic)) void subscribeOn(client, [topic]);
  return () => {
    const current = s.screenTopics.get(topic);
    if (!current?.delete(registration) || current.size > 0) return;
    s.screenTopics.delete(topic);
    if (s.client?.connected && !s.partnerTopics.includes(topic)) s.client.unsubscribe(topic);
  };
}
