import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeRealtimeEvent, type TRealtimeEvent, type TTripDetail, type TUserInfo, type TViewTripResponse } from '@busdesk/api-contract';
import { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { NOW, SLEEPER_34 } from '../book-ticket/seat-map/seat-map-fixtures';

/**
 * Test support only: a real HTTP server on 127.0.0.1 shaped like Busdesk's for the widget — the two API calls it
 * makes (answering with the `{ code, message, results }` envelope, Bearer token checked, CORS like a cross-origin
 * partner page needs) and an aedes MQTT broker over WebSocket at /mqtt with the token as password.
 */

export const TEST_TOKEN = 'widget-token';
export const TRIP_ID = 'trip-widget-1';

export function userFixture(): TUserInfo {
  return {
    id: 'u-staff',
    name: 'Nguyễn Thị Lan',
    username: 'staff',
    role: 'STAFF',
    partnerId: 'p-bxmd',
    routeIds: ['r-mdong-dalat'],
    companyId: null,
    partner: {
      id: 'p-bxmd',
      name: 'Bến xe Miền Đông',
      config: '{}',
      code: null,
      childrenPartnerId: [],
      logo: null,
      isAutoApproveRoutes: false,
      parentId: null,
      partnerType: 'STATION',
    },
  };
}

export function tripFixture(overrides: Partial<TTripDetail> = {}): TTripDetail {
  return {
    tripId: TRIP_ID,
    companyId: 'c-phuongtrang',
    companyName: 'Phương Trang',
    routeId: 'r-mdong-dalat',
    routeName: 'Miền Đông - Đà Lạt',
    startTime: NOW + 3_600_000,
    startTimeReality: NOW + 3_600_000,
    startDate: 20261122,
    totalSeat: 34,
    totalBookedSeat: 0,
    tripStatus: 1,
    numberPlate: '51B-123.45',
    vehicleId: 'v1',
    vehicleType: 'Giường nằm 34 chỗ',
    driverIds: [],
    driverNames: [],
    pointOfRouteIds: 'pt-mdong,pt-dalat',
    partnerLocks: [],
    choosableSeat: 1,
    timePartnerHolder: 30,
    timePartnerLockBooking: 0,
    timePartnerAllowCancel: 0,
    isPartnerSettled: false,
    price: 300_000,
    isNotUsingAv: false,
    seatMap: SLEEPER_34,
    lockSeat: [],
    routeNameShort: 'MĐ-ĐL',
    ...overrides,
  };
}

export function viewFixture(overrides: Partial<TViewTripResponse> = {}): TViewTripResponse {
  return {
    trip: tripFixture(),
    points: [
      { pointId: 'pt-mdong', name: 'Bến xe Miền Đông', address: null, order: 1, timePlan: NOW, priceFromStart: 0, listTransshipmentPoint: [] },
      { pointId: 'pt-dalat', name: 'Bến xe Đà Lạt', address: null, order: 2, timePlan: NOW + 8 * 3_600_000, priceFromStart: 300_000, listTransshipmentPoint: [] },
    ],
    tickets: [],
    otherSeats: [],
    seatLocks: [],
    serverTime: Date.now(),
    ...overrides,
  };
}

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

function send(res: ServerResponse, code: number, message: string, results: unknown): void {
  res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message, results }));
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
      await new Promise((resolve) => http.close(resolve));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    state.requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.headers.authorization !== `Bearer ${TEST_TOKEN}`) return send(res, 401, 'Phiên đăng nhập đã hết hạn', null);
    if (req.method === 'POST' && req.url === '/api/v2/partner/view') return send(res, 200, 'Thành công', { user: userFixture() });
    if (req.method === 'POST' && req.url === '/api/partner/trip/view-by-id') {
      return send(res, 200, 'Thành công', { ...state.view, serverTime: Date.now() });
    }
    send(res, 404, 'Không tìm thấy', null);
  };
  const http: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => handle(req, res, body));
  });
  const wss = new WebSocketServer({ server: http, path: '/mqtt' });
  wss.on('connection', (socket) => broker.handle(createWebSocketStream(socket)));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  state.apiBase = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`;
  return state;
}
