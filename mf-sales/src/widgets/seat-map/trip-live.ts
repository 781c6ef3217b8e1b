import {
  decodeRealtimeEvent,
  parseTopic,
  TOPIC_EVENTS,
  topics,
  type TLockSeatEvent,
  type TSeatStatusEvent,
} from '@busdesk/api-contract';
import { CONNECT_TIMEOUT_MS, MQTT_USERNAME, nextReconnectDelay } from '@busdesk/shared-kit';
import mqtt, { type MqttClient } from 'mqtt';

export type TripLiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface TripLiveOptions {
  /** ws(s)://host/mqtt */
  url: string;
  token: string;
  tripId: string;
  onLockSeat(event: TLockSeatEvent): void;
  onSeatStatus(event: TSeatStatusEvent): void;
  /** The connection came back after a drop: events may have been missed, so the caller refetches. */
  onReconnect(): void;
  onStatus?(status: TripLiveStatus): void;
}

/** The broker lives on the API's host: `https://host/api` → `wss://host/mqtt` (relative bases against the page). */
export function mqttUrlFor(apiBase: string, pageUrl: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const base = new URL(apiBase, pageUrl);
  return `${base.protocol === 'https:' ? 'wss:' : 'ws:'}//${base.host}/mqtt`;
}

/**
 * The widget's own live connection to one trip's seat topics (trip/{id}/seats and the retained trip/{id}/lockSeat).
 * It is separate from shared-kit's page connection because a widget lives on a partner's page with no portal
 * around it. MQTT 3.1.1, the token as password; reconnects on DESIGN §6's schedule (1 s ×1.5 up to 30 s) and
 * resubscribes after each; a refused token stops retrying. Returns the function that closes it.
 */
export function connectTripLive(options: TripLiveOptions): () => void {
  const wanted = [topics.tripSeats(options.tripId), topics.tripLockSeat(options.tripId)];
  let attempt = 0;
  let hasConnected = false;
  let refused = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const client: MqttClient = mqtt.connect(options.url, {
    protocolVersion: 4,
    username: MQTT_USERNAME,
    password: options.token,
    // Our schedule replaces mqtt.js's fixed period (0 = it never reconnects on its own).
    reconnectPeriod: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    clean: true,
    resubscribe: false,
    // Plain timers: mqtt.js's default in browsers starts a Blob worker, which a partner page's CSP may forbid.
    timerVariant: 'native',
  });
  options.onStatus?.('connecting');

  client.on('connect', () => {
    const isReconnect = hasConnected;
    hasConnected = true;
    attempt = 0;
    options.onStatus?.('connected');
    for (const topic of wanted) client.subscribe(topic, { qos: 0 }, () => undefined);
    if (isReconnect) options.onReconnect();
  });
  client.on('message', (topic, payload) => {
    const parsed = parseTopic(topic);
    const event = decodeRealtimeEvent(payload);
    // An event that does not belong on its topic is dropped, as in shared-kit's router.
    if (!parsed || !event || !(TOPIC_EVENTS[parsed.kind] as readonly string[]).includes(event.type)) return;
    if ('tripId' in parsed && parsed.tripId !== options.tripId) return;
    if (event.type === 'lock-seat') options.onLockSeat(event);
    else if (event.type === 'seat-status') options.onSeatStatus(event);
  });
  client.on('error', (error) => {
    // CONNACK 4/5: bad credentials / not authorised — the same token cannot succeed later.
    const code = (error as Error & { code?: number }).code;
    if (code === 4 || code === 5) refused = true;
  });
  client.on('close', () => {
    if (closed || timer) return;
    if (refused) {
      options.onStatus?.('offline');
      return;
    }
    attempt += 1;
    options.onStatus?.('reconnecting');
    timer = setTimeout(() => {
      timer = undefined;
      if (!closed) client.reconnect();
    }, nextReconnectDelay(attempt));
  });

  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    client.removeAllListeners();
    // end() can still report a late socket error; with no listener an EventEmitter would throw it.
    client.on('error', () => undefined);
    client.end(true);
  };
}
