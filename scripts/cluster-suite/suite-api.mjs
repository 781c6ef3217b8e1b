// What the cluster suite does over HTTP and SQL: the contract's paths, sign-in, bookings, the payment webhook's
// signature, and the fixtures it writes straight into the database (trips, as the server tests' createTrip does).
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

export const PATHS = {
  login: '/api/v2/partner/login',
  view: '/api/v2/partner/view',
  book: '/api/ticket/partner/book',
  lockSeat: '/api/partner/trip/lock-seat',
  bankQr: '/api/partner/mb/v2/qr-ticket',
  webhookMb: '/api/payments/webhook/mb',
  openapi: '/docs/json',
};

/** The demo accounts (server/src/db/seed/demo-accounts.ts). */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123', partnerId: 'p-bxmd' },
  newstaff: { username: 'newstaff', password: 'newstaff123', partnerId: 'p-bxmd' },
  staff: { username: 'staff', password: 'staff123', partnerId: 'p-bxmd' },
  admin2: { username: 'admin2', password: 'admin123', partnerId: 'p-saoviet' },
};

/** The server's seat conflict and database-unavailable texts (api-contract MSG.server). */
export const TEXTS = {
  seatTaken: (seat) => `Ghế ${seat} đã có người đặt`,
  databaseUnavailable: 'Hệ thống tạm thời mất kết nối tới cơ sở dữ liệu, vui lòng thử lại sau ít phút',
  tooManyLogins: 'Bạn đã đăng nhập sai quá nhiều lần, vui lòng thử lại sau 15 phút',
};

/**
 * One call; answers { status, body, text } (body parsed when JSON). Never throws for an HTTP status. Each call has a
 * connection of its own: nginx's reloads (an instance drained or restarted) close the idle keep-alive connections a
 * shared pool would hold, and a request sent on one as it closes fails without reaching the cluster (CI, 2026-12-01:
 * 'other side closed' at the first login after an instance's restart).
 */
export function call(base, method, path, { token, body, headers = {}, raw } = {}) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, {
      method,
      agent: false,
      timeout: 60_000,
      headers: {
        ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 60 s`)));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          // Not an envelope (a proxy's own error page).
        }
        resolve({ status: res.statusCode, body: json, text });
      });
    });
    req.end(payload);
  });
}

/** A POST (a connection of its own, as every call); answers { status } or { status: 'ECONNRESET' … } on a failure. */
export function freshCall(base, path, token, body) {
  return call(base, 'POST', path, { token, body }).then(
    ({ status }) => ({ status }),
    (err) => ({ status: err.code ?? err.message }),
  );
}

export async function login(base, account) {
  const res = await call(base, 'POST', PATHS.login, { body: { username: account.username, password: account.password } });
  if (res.status !== 200) throw new Error(`login ${account.username} at ${base}: ${res.status} ${res.text.slice(0, 200)}`);
  return res.body.results.token;
}

/** A seat booking on r-mdong-dalat (Miền Đông → Đà Lạt), as server/test-support/sales-booking-fixtures.ts makes it. */
export const seatBooking = (seatId, paidMoney = 0) => ({
  seatId,
  fullName: 'Nguyễn Văn An',
  phoneNumber: '0901234567',
  pointUp: { id: 'pt-mdong', pointType: 0 },
  pointDown: { id: 'pt-dalat', pointType: 0 },
  paidMoney,
});

export const book = (base, token, tripId, seatId, paidMoney = 0) =>
  call(base, 'POST', PATHS.book, { token, body: { tripId, informationsBySeats: [seatBooking(seatId, paidMoney)] } });

/** 'sha256=' + hex HMAC-SHA256(secret, `${timestamp}.${companyId}.${rawBody}`) (server/src/payments/webhook-signature.ts). */
export function signWebhook(secret, timestampSeconds, companyId, rawBody) {
  return `sha256=${createHmac('sha256', secret).update(`${timestampSeconds}.${companyId}.`).update(rawBody).digest('hex')}`;
}

export function deliverWebhook(base, { raw, companyId, secret }) {
  const timestamp = Math.floor(Date.now() / 1000);
  return call(base, 'POST', PATHS.webhookMb, {
    raw,
    headers: { 'x-busdesk-company': companyId, 'x-busdesk-timestamp': String(timestamp), 'x-busdesk-signature': signWebhook(secret, timestamp, companyId, raw) },
  });
}

/** A connection to the cluster's database for fixtures and for checking what was written. */
export async function openSql(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A PostgreSQL restart in the suite ends this connection: reported, not thrown at the process.
  client.on('error', () => undefined);
  return client;
}

/** A route the agency sells that has a seeded trip with a vehicle to copy. */
export async function routeSoldBy(sql, partnerId) {
  const { rows } = await sql.query(
    `select t.route_id from trips t join partner_routes pr on pr.route_id = t.route_id where pr.partner_id = $1 and t.vehicle_id is not null order by t.route_id limit 1`,
    [partnerId],
  );
  if (!rows.length) throw new Error(`no seeded trip on a route of ${partnerId}`);
  return rows[0].route_id;
}

let tripSeq = 0;
const HOUR = 3_600_000;
/**
 * Fresh trips two days ahead copied from a seeded trip of `routeId` (its seat map, company and vehicle), each with
 * its sellable seat ids: every test owns its seats.
 */
export async function createTrips(sql, count, { routeId = 'r-mdong-dalat', prefix = 'cl' } = {}) {
  const trips = [];
  const tag = randomBytes(3).toString('hex');
  for (let i = 0; i < count; i++) {
    const id = `${prefix}-${tag}-${++tripSeq}`;
    const startTime = Date.now() + 2 * 24 * HOUR + i * 60_000;
    const startDate = Number(new Date(startTime + 7 * HOUR).toISOString().slice(0, 10).replace(/-/g, ''));
    await sql.query(
      `insert into trips (id, company_id, route_id, vehicle_id, trip_code, start_time, start_date, trip_status, seat_map, lock_seat,
         partner_locks, time_partner_holder, time_partner_lock_booking, time_partner_allow_cancel, price, total_seat)
       select $1, company_id, route_id, vehicle_id, $1, $2, $3, 1, seat_map, '[]'::jsonb, '[]'::jsonb, 1800000, 900000, 7200000, price, total_seat
       from trips where route_id = $4 and vehicle_id is not null order by id limit 1`,
      [id, startTime, startDate, routeId],
    );
    const { rows } = await sql.query(
      `select s->>'seatId' as seat_id, t.company_id from trips t, jsonb_array_elements(t.seat_map) s
       where t.id = $1 and (s->>'seatType')::int in (3, 4) order by (s->>'floor')::int, (s->>'row')::int, (s->>'column')::int`,
      [id],
    );
    if (!rows.length) throw new Error(`no trip of ${routeId} to copy`);
    trips.push({ tripId: id, companyId: rows[0].company_id, seatIds: rows.map((r) => r.seat_id) });
  }
  return trips;
}

/**
 * Enough fresh trips for `count` seats (a trip of the demo's r-mdong-dalat has 22), and the seats in seat-major order
 * (consecutive bookings land on different trips, as at a busy station).
 */
export async function createSeats(sql, count, options = {}) {
  const trips = await createTrips(sql, 1, options);
  const perTrip = trips[0].seatIds.length;
  if (count > perTrip) trips.push(...(await createTrips(sql, Math.ceil(count / perTrip) - 1, options)));
  const seats = [];
  for (let s = 0; s < perTrip && seats.length < count; s++) for (const t of trips) if (t.seatIds[s] && seats.length < count) seats.push({ tripId: t.tripId, seatId: t.seatIds[s] });
  if (seats.length < count) throw new Error(`only ${seats.length} seats for ${count}`);
  return { trips, seats };
}

/**
 * Rows written since `sinceMs` that would be half-written: tickets without their booking log, payments without their
 * tickets.
 */
export async function halfWritten(sql, sinceMs) {
  const { rows } = await sql.query(
    `select
      (select count(*) from tickets t where t.created_at >= $1 and not exists (select 1 from ticket_logs l where l.ticket_id = t.id))::int as tickets_without_log,
      (select count(*) from payments p where p.created_at >= $1 and not exists (select 1 from tickets t where t.id = any(p.ticket_ids)))::int as payments_without_tickets`,
    [sinceMs],
  );
  return rows[0];
}

export function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Polls `check` (async, truthy when done) every `everyMs` until `timeoutMs`; answers the value or null. */
export async function until(check, { timeoutMs = 10_000, everyMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** One line of figures, as JSON, in the suite's output. */
export const figures = (point, data) => console.log(`[cluster-suite] ${JSON.stringify({ point, ...data })}`);
