import { decodeRealtimeEvent, parseTopic, TOPIC_EVENTS, type TRealtimeEvent } from '@busdesk/api-contract';
import mqtt, { type MqttClient } from 'mqtt';
import { MQTT_USERNAME } from '../realtime/realtime-client';
import { CONNECT_TIMEOUT_MS, nextReconnectDelay } from '../realtime/reconnect-schedule';
import { subscribeEach } from '../realtime/subscribe-each';

export type WidgetRealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface WidgetRealtimeOptions {
  /** ws(s)://host/mqtt */
  url: string;
  token: string;
  onStatus?(status: WidgetRealtimeStatus): void;
}

/** The broker lives on the API's host: `https://host/api` → `wss://host/mqtt` (relative bases against the page). */
export function mqttUrlFor(apiBase: string, pageUrl: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const base = new URL(apiBase, pageUrl);
  return `${base.protocol === 'https:' ? 'wss:' : 'ws:'}//${base.host}/mqtt`;
}

type TopicHandler = (event: TRealtimeEvent) => void;

/** A stream a widget listens to (the shape of an RxJS Observable's subscribe, without RxJS). */
export interface WidgetEvents<T> {
  subscribe(listener: (value: T) => void): { unsubscribe(): void };
}

/** A widget's realtime connection: its topics, and word once they are subscribed (what was read before may be stale). */
export interface WidgetRealtime {
  /** Subscribes one topic; returns its unsubscribe. */
  subscribeTopic(topic: string, handler: TopicHandler): () => void;
  reconnected$: WidgetEvents<void>;
}

/**
 * A widget's own realtime connection (`<busdesk-seat-map>`'s trip topics, `<busdesk-softphone>`'s line topic). It is
 * separate from shared-kit's page connection because a widget lives on a partner's page with no portal around it. MQTT
 * 3.1.1, the token as password; it connects with the first topic subscribed and ends with the last one
 * unsubscribed; reconnects on DESIGN §6's schedule (1 s ×1.5 up to 30 s) and resubscribes; tells `reconnected$`
 * once its topics are subscribed, the first time and after each reconnect; a refused token stops retrying.
 */
export function createWidgetRealtime(options: WidgetRealtimeOptions): WidgetRealtime {
  const handlers = new Map<string, Set<TopicHandler>>();
  const reconnectListeners = new Set<() => void>();
  let client: MqttClient | undefined;
  let attempt = 0;
  let refused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = (): MqttClient => {
    attempt = 0;
    refused = false;
    const next: MqttClient = mqtt.connect(options.url, {
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
    next.on('connect', () => {
      // Connected means live: the broker holds every subscription. The trip was read alongside this connection, so
      // it may have missed events, before the first connection as before a drop (ADR 0114): the widget re-reads then.
      void subscribeEach(next, handlers.keys()).then(() => {
        if (client !== next) return;
        attempt = 0;
        options.onStatus?.('connected');
        for (const listener of [...reconnectListeners]) listener();
      });
    });
    next.on('message', (topic, payload) => {
      const parsed = parseTopic(topic);
      const event = decodeRealtimeEvent(payload);
      // An event that does not belong on its topic is dropped, as in shared-kit's router.
      if (!parsed || !event || !(TOPIC_EVENTS[parsed.kind] as readonly string[]).includes(event.type)) return;
      for (const handler of [...(handlers.get(topic) ?? [])]) handler(event);
    });
    next.on('error', (error) => {
      // CONNACK 4/5: bad credentials / not authorised — the same token cannot succeed later.
      const code = (error as Error & { code?: number }).code;
      if (code === 4 || code === 5) refused = true;
    });
    next.on('close', () => {
      if (client !== next || timer) return;
      if (refused) {
        options.onStatus?.('offline');
        return;
      }
      attempt += 1;
      options.onStatus?.('reconnecting');
      timer = setTimeout(() => {
        timer = undefined;
        if (client === next) next.reconnect();
      }, nextReconnectDelay(attempt));
    });
    return next;
  };

  const close = () => {
    const closing = client;
    client = undefined;
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!closing) return;
    closing.removeAllListeners();
    // end() can still report a late socket error; with no listener an EventEmitter would throw it.
    closing.on('error', () => undefined);
    closing.end(true);
  };

  const reconnected$: WidgetEvents<void> = {
    subscribe(listener) {
      // Its own entry, so one listener subscribed twice is also unsubscribed twice.
      const entry = () => listener();
      reconnectListeners.add(entry);
      return { unsubscribe: () => void reconnectListeners.delete(entry) };
    },
  };

  return {
    subscribeTopic(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        if (client?.connected) void subscribeEach(client, [topic]);
      }
      set.add(handler);
      client ??= connect();
      return () => {
        const current = handlers.get(topic);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(topic);
        if (handlers.size === 0) close();
        else if (client?.connected) client.unsubscribe(topic);
      };
    },
    reconnected$,
  };
}
