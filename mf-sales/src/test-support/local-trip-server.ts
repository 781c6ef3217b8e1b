import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeRealtimeEvent, type TRealtimeEvent, type TTripDetail, type TUserInfo, type TViewTripResponse } from '@busdesk/api-contract';
import { sendEnvelope, startLocalApiServer, userInfoFixture } from '@busdesk/shared-kit/test-support';
import { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { SLEEPER_34 } from './seat-map-fixtures';
import { tripFixture as salesTrip, viewTripFixture } from './sales-fixtures';

/**
 * Test support only: shared-kit's local API server shaped like Busdesk's for the widget — the API calls it
 * makes (Bearer token checked; the portal's clients left alone, the widget is given its base URL) — and an aedes
 * MQTT broker over WebSocket at /mqtt on the same port, with the token as password.
 */

export const TEST_TOKEN = 'widget-token';
export const TRIP_ID = 'trip-widget-1';

export const userFixture = (): TUserInfo => {
  const user = userInfoFixture();
  return { ...user, id: 'u-staff', username: 'staff', partnerId: 'p-bxmd', routeIds: ['r-mdong-dalat'], partner: { ...user.partner, id: 'p-bxmd' } };
};

export const tripFixture = (overrides: Partial<TTripDetail> = {}): TTripDetail => salesTrip({ tripId: TRIP_ID, seatMap: SLEEPER_34, ...overrides });

export const viewFixture = (overrides: Partial<TViewTripResponse> = {}): TViewTripResponse =>
  viewTripFixture({ trip: tripFixture(), serverTime: Date.now(), ...overrides });

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

export interface LocalTripServer {
  /** e.g. http://127.0.0.1:5123/api */
  apiBase: string;
  requests: RecordedRequest[];
  /** What the trip call answers from now on. */
  view: TViewTripResponse;
  publish(topic: string, event: TRealtimeEvent, retain?: boolean): Promise<void>;
  /** Resolves at the next subscription to `topic`. */
  subscribed(topic: string, ms?: number): Promise<void>;
  /** Whether a connected client is subscribed to `topic` now. */
  hasSubscription(topic: string): boolean;
  /** Cuts every MQTT socket (the clients see a dropped connection). */
  dropClients(): void;
  close(): Promise<void>;
}

export async function startLocalTripServer(): Promise<LocalTripServer> {
  const broker = await Aedes.createBroker({
    authenticate: (_client, _username, password, done) => {
      if (password?.toString() === TEST_TOKEN) return done(null, true);
      done(Object.assign(new Error('bad token'), { returnCode: 4 }), false);
    },
  });
  const subscriptions = new Map<string, Set<string>>();
  broker.on('subscribe', (subs, client) => {
    const set = subscriptions.get(client.id) ?? new Set<string>();
    for (const sub of subs) set.add(sub.topic);
    subscriptions.set(client.id, set);
  });
  broker.on('unsubscribe', (unsubscribed, client) => {
    for (const topic of unsubscribed) subscriptions.get(client.id)?.delete(topic);
  });
  broker.on('clientDisconnect', (client) => subscriptions.delete(client.id));
  const state: LocalTripServer = {
    apiBase: '',
    requests: [],
    view: viewFixture(),
    publish: (topic, event, retain = false) =>
      new Promise((resolve, reject) =>
        broker.publish({ cmd: 'publish', topic, payload: Buffer.from(encodeRealtimeEvent(event)), qos: 0, retain, dup: false }, (e) =>
          e ? reject(e) : resolve(),
        ),
      ),
    subscribed: (topic, ms = 5000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no subscription to ${topic}`)), ms);
        const onSubscribe = (subs: { topic: string }[]) => {
          if (!subs.some((s) => s.topic === topic)) return;
          clearTimeout(timer);
          broker.off('subscribe', onSubscribe);
          resolve();
        };
        broker.on('subscribe', onSubscribe);
      }),
    hasSubscription: (topic) => [...subscriptions.values()].some((set) => set.has(topic)),
    dropClients: () => {
      for (const socket of wss.clients) socket.terminate();
    },
    close: async () => {
      for (const socket of wss.clients) socket.terminate();
      await new Promise((resolve) => wss.close(resolve));
      await local.close();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    state.requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.headers.authorization !== `Bearer ${TEST_TOKEN}`) return sendEnvelope(res, 401, 'Phiên đăng nhập đã hết hạn', null);
    if (req.method === 'POST' && req.url === '/api/v2/partner/view') return sendEnvelope(res, 200, 'Thành công', { user: userFixture() });
    if (req.method === 'POST' && req.url === '/api/partner/trip/view-by-id') {
      return sendEnvelope(res, 200, 'Thành công', { ...state.view, serverTime: Date.now() });
    }
    // The trip's tickets alone, which the widget re-reads when its agency's own seats change.
    if (req.method === 'GET' && req.url === `/api/partner/trip/tickets?id=${TRIP_ID}`) {
      return sendEnvelope(res, 200, 'Thành công', { tickets: state.view.tickets, otherSeats: state.view.otherSeats });
    }
    sendEnvelope(res, 404, 'Không tìm thấy', null);
  };
  // A partner's page may send the Bearer token and JSON only (no v1 x-access-token).
  const local = await startLocalApiServer(handle, { configureClients: false, allowHeaders: 'authorization, content-type' });
  const wss = new WebSocketServer({ server: local.server, path: '/mqtt' });
  wss.on('connection', (socket) => broker.handle(createWebSocketStream(socket)));
  state.apiBase = local.base;
  return state;
}
