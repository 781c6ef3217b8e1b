import type { ServerResponse } from 'node:http';
import type { TPartnerInfo, TRouteOption, TSearchTripsResponse, TTripCard, TViewTripResponse } from '@busdesk/api-contract';
import { sendEnvelope, startLocalApiServer } from '@busdesk/shared-kit/test-support';
import { COMPANIES, POINTS, PROVINCES, ROUTES } from './search-fixtures';

/** What a handler answers: `results`, or a failure status with the server's message. */
type Answer<T> = T | { fail: number };

export interface SearchTestServer {
  /** Every request the panel made, in order, with its parsed body. */
  requests: { method: string; path: string; body: unknown }[];
  /** Answers GET /partner/search/route; replace per test. */
  routes: () => TRouteOption[];
  /** Answers POST /partner/search/trips, at once or when the promise settles (a slow search); replace per test. */
  trips: (body: Record<string, unknown>) => Answer<TSearchTripsResponse> | Promise<Answer<TSearchTripsResponse>>;
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

/**
 * shared-kit's local API server (127.0.0.1, clients pointed at it) speaking the trip-search part of the contract,
 * so the panel's tests go through callEndpoint, axios and the response schemas as in the product.
 */
export async function startSearchTestServer(): Promise<SearchTestServer> {
  const state: SearchTestServer = {
    requests: [],
    routes: () => ROUTES,
    trips: () => ({ trips: [], nextPageToken: null }),
    selfUpdate: () => ({ fail: 500 }),
    viewTrip: () => ({ fail: 404 }),
    close: async () => undefined,
  };
  const reply = <T,>(res: ServerResponse, answer: Answer<T>) => {
    if (answer !== null && typeof answer === 'object' && 'fail' in answer) sendEnvelope(res, answer.fail, 'Lỗi máy chủ', null);
    else sendEnvelope(res, 200, 'Thành công', answer);
  };
  const server = await startLocalApiServer((req, res, raw) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const body: unknown = raw ? JSON.parse(raw) : {};
    state.requests.push({ method: req.method ?? '', path, body });
    if (path === '/api/partner/search/company') reply(res, { companies: COMPANIES });
    else if (path === '/api/partner/search/route') reply(res, { routes: state.routes() });
    else if (path === '/api/partner/search/province') reply(res, { provinces: PROVINCES });
    else if (path === '/api/partner/search/points') reply(res, { points: POINTS });
    else if (path === '/api/partner/search/trips') void Promise.resolve(state.trips(body as Record<string, unknown>)).then((answer) => reply(res, answer));
    else if (path === '/api/partner/v2/self-update') reply(res, state.selfUpdate((body as { config: string }).config));
    else if (path === '/api/partner/trip/view-by-id') reply(res, viewAnswer(state.viewTrip((body as { tripId: string }).tripId)));
    else sendEnvelope(res, 404, 'Không tìm thấy dữ liệu', null);
  });
  state.close = server.close;
  return state;
}
