import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildApp, type Database } from '@busdesk/server';
import { quietEnv } from './server-harness';

type App = Awaited<ReturnType<typeof buildApp>>;

/** The booking benchmarks' server: in this process, on the prepared PGlite directory or on DATABASE_URL. */
export async function startServer(dataDir: string, databaseUrl?: string): Promise<{ app: App; base: string }> {
  const app = await buildApp({ env: { ...quietEnv(dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, base: `http://127.0.0.1:${address.port}` };
}

export interface BenchTrip {
  tripId: string;
  seatIds: string[];
}

/**
 * A bench server in a child process (`script`, beside this file), with the caller's node flags (--import tsx,
 * --cpu-prof …) passed on: it prints one JSON line when ready, and when its stdin ends it prints {cpuMs}, the CPU it
 * spent serving, and exits (booking-server.ts, booking-floor-server.ts). Answers the first line and stop(), which
 * ends it and answers that CPU time.
 */
export async function spawnBenchServer<Ready>(script: string, env: NodeJS.ProcessEnv): Promise<{ ready: Ready; stop(): Promise<number> }> {
  const child = spawn(process.execPath, [...process.execArgv, path.join(path.dirname(fileURLToPath(import.meta.url)), script)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const received: string[] = [];
  let waiting: ((line: string) => void) | null = null;
  lines.on('line', (line) => (waiting ? waiting(line) : received.push(line)));
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const line = received.shift();
      if (line !== undefined) return resolve(line);
      waiting = (l) => {
        waiting = null;
        resolve(l);
      };
      child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    });
  const ready = JSON.parse(await nextLine()) as Ready;
  return {
    ready,
    stop: async (): Promise<number> => {
      child.stdin!.end();
      const { cpuMs } = JSON.parse(await nextLine()) as { cpuMs: number };
      await exited;
      return cpuMs;
    },
  };
}

/**
 * The server in a child process (booking-server.ts) with `tripCount` fresh bench trips (and REDIS_URL = `redisUrl`,
 * an instance of a cluster). stop() closes the app, waits for the process to end and answers the server's CPU time
 * while it served.
 */
export async function spawnBookingServer(opts: { dataDir: string; databaseUrl?: string; tripPrefix: string; tripCount: number; redisUrl?: string }) {
  const { ready, stop } = await spawnBenchServer<{ base: string; trips: BenchTrip[] }>('booking-server.ts', {
    // The child picks its database from BENCH_SERVER_DATABASE_URL only (empty: PGlite in dataDir).
    DATABASE_URL: '',
    BENCH_SERVER_DATA_DIR: opts.dataDir,
    BENCH_SERVER_DATABASE_URL: opts.databaseUrl ?? '',
    BENCH_SERVER_TRIP_PREFIX: opts.tripPrefix,
    BENCH_SERVER_TRIPS: String(opts.tripCount),
    // An instance of a cluster (docs/adr/0096) when given; alone otherwise.
    REDIS_URL: opts.redisUrl ?? '',
  });
  return { ...ready, stop };
}

export async function loginAs(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v2/partner/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { results: { token: string } }).results.token;
}

/**
 * Fresh trips three days ahead on Miền Đông – Nha Trang (40 sleeper seats; sold by both p-bxmd and its child
 * counter p-bxmd-moi), cloned from a seeded trip, with a 30-minute hold. Ids are ours, so plain SQL text is safe.
 */
export async function createBenchTrips(app: App, prefix: string, count: number): Promise<BenchTrip[]> {
  // The server's decorations are declared for fastify's types, which this package does not import.
  const { database } = app as unknown as { database: Database };
  const startTime = Date.now() + 3 * 86_400_000;
  await database.db.execute(`
    insert into trips (id, company_id, route_id, vehicle_id, trip_code, start_time, start_date, trip_status, seat_map, lock_seat,
      partner_locks, time_partner_holder, time_partner_lock_booking, time_partner_allow_cancel, price, total_seat)
    select '${prefix}-' || g, t.company_id, t.route_id, t.vehicle_id, '${prefix}-' || g, ${startTime}, t.start_date, 1, t.seat_map,
      '[]'::jsonb, '[]'::jsonb, 1800000, 900000, 7200000, t.price, t.total_seat
    from generate_series(1, ${count}) g,
      (select * from trips where route_id = 'r-mdong-nhatrang' and vehicle_id is not null order by id limit 1) t`);
  const { rows } = (await database.db.execute(`select id, seat_map from trips where id like '${prefix}-%' order by id`)) as unknown as {
    rows: Array<{ id: string; seat_map: Array<{ seatId: string; seatType: number }> | string }>;
  };
  return rows.map((r) => {
    const seats = typeof r.seat_map === 'string' ? (JSON.parse(r.seat_map) as Array<{ seatId: string; seatType: number }>) : r.seat_map;
    return { tripId: r.id, seatIds: seats.filter((s) => s.seatType === 3 || s.seatType === 4).map((s) => s.seatId) };
  });
}

/** One booking request body: a zero-paid hold of one seat, a valid passenger. */
export const bookingBody = (tripId: string, seatId: string, n: number) =>
  JSON.stringify({
    tripId,
    informationsBySeats: [
      { seatId, fullName: `Khách ${n}`, phoneNumber: `09${String(10_000_000 + n).slice(-8)}`, pointUp: { id: 'pt-mdong', pointType: 0 }, pointDown: { id: 'pt-nhatrang', pointType: 0 }, paidMoney: 0 },
    ],
  });
