import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TPartnerInfo, TSearchTripsResponse, TTripCard, TViewTripResponse } from '@busdesk/api-contract';
import { configureApi } from '@busdesk/shared-kit';
import { COMPANIES, POINTS, PROVINCES, ROUTES } from './search-fixtures';

/** What a handler answers: `results`, or a failure status with the server's message. */
type Answer<T> = T | { fail: number };

export interface SearchTestServer {
  /** Every request the panel made, in order, with its parsed body. */
  requests: { method: string; path: string; body: unknown }[];
  /** Answers POST /partner/search/trips; replace per test. */
  trips: (body: Record<string, unknown>) => Answer<TSearchTripsResponse>;
  /** Answers POST /partner/v2/self-update; replace per test. */
  selfUpdate: (config: string) => Answer<{ partner: TPartnerInfo }>;
  /** Answers POST /partner/trip/view-by-id with this trip (the rest of the detail empty); replace per test. */
  viewTrip: (tripId: string) => Answer<TTripCard>;
  close(): Promise<void>;
}

/** The whole view-by-id answer around a trip card: the search only reads the trip's day and company. */
const viewAnswer = (answer: Answer<TTripCard>): Answer<TViewTripResponse> =>
  'fail' in answer
    ? answer
    : {
        trip: { ...answer, seatMap: [], lockSeat: [], routeNameShort: null },
        points: [],
        tickets: [],
        otherSeats: [],
        seatLocks: [],
        serverTime: Date.now(),
      };

const send = (res: ServerResponse, code: number, message: string, results: unknown) =>
  res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message, results }));

/**
 * A real HTTP server on 127.0.0.1 speaking the trip-search part of the contract, with shared-kit's clients
 * pointed at it, so the panel's tests go through callEndpoint, axios and the response schemas as in the product.
 * CORS is answered because jsdom's XHR enforces it like a browser.
 */
export async function startSearchTestServer(): Promise<SearchTestServer> {
  const state: SearchTestServer = {
    requests: [],
    trips: () => ({ trips: [], nextPageToken: null }),
    selfUpdate: () => ({ fail: 500 }),
    viewTrip: () => ({ fail: 404 }),
    close: async () => undefined,
  };
  const reply = <T,>(res: ServerResponse, answer: Answer<T>) => {
    if (answer !== null && typeof answer === 'object' && 'fail' in answer) send(res, answer.fail, 'Lỗi máy chủ', null);
    else send(res, 200, 'Thành công', answer);
  };
  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const body: unknown = raw ? JSON.parse(raw) : {};
    state.requests.push({ method: req.method ?? '', path, body });
    if (path === '/api/partner/search/company') reply(res, { companies: COMPANIES });
    else if (path === '/api/partner/search/route') reply(res, { routes: ROUTES });
    else if (path === '/api/partner/search/province') reply(res, { provinces: PROVINCES });
    else if (path === '/api/partner/search/points') reply(res, { points: POINTS });
    else if (path === '/api/partner/search/trips') reply(res, state.trips(body as Record<string, unknown>));
    else if (path === '/api/partner/v2/self-update') reply(res, state.selfUpdate((body as { config: string }).config));
    else if (path === '/api/partner/trip/view-by-id') reply(res, viewAnswer(state.viewTrip((body as { tripId: string }).tripId)));
    else send(res, 404, 'Không tìm thấy dữ liệu', null);
  };
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, x-access-token, content-type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  configureApi({ v1: base, v2: base, v3: base, v4: base });
  state.close = async () => {
    configureApi({ v1: '/api', v2: '/api', v3: '/api', v4: '/api' });
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}
