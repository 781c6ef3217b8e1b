import { bookingBody, loginAs, spawnBookingServer } from './booking-fixtures';
import { percentile, prepareDataDir, round } from './server-harness';

/**
 * Booking transactions per second over HTTP: 16 clients book distinct seats over many trips (each request one
 * all-or-nothing booking with its checks, price, ticket log and publish). Bounded by BENCH_BOOKINGS and
 * BENCH_SECONDS. PGlite always; PostgreSQL too when DATABASE_URL is set (an empty database is migrated and seeded).
 * The server runs in its own process (booking-server.ts), as in production: the clients' work does not slow
 * its event loop, though on a small machine they still share the CPU cores.
 */
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const maxBookings = Number(process.env.BENCH_BOOKINGS ?? 3000);
const maxSeconds = Number(process.env.BENCH_SECONDS ?? 20);

async function run(database: 'pglite' | 'postgres', dataDir: string, databaseUrl?: string) {
  const server = await spawnBookingServer({
    dataDir,
    databaseUrl,
    tripPrefix: `bench-${database}-${Date.now().toString(36)}`,
    tripCount: Math.ceil(maxBookings / 40) + 1,
  });
  const { base, trips } = server;
  let stopped = false;
  try {
    // Two agencies selling the same trips, each client with its own session.
    const tokens = await Promise.all(
      Array.from({ length: clients }, (_, i) => (i % 2 ? loginAs(base, 'quaymoi', 'quaymoi123') : loginAs(base, 'admin', 'admin123'))),
    );
    // Seat-major order: consecutive bookings land on different trips, as at a busy station.
    const work: Array<[string, string]> = [];
    for (let s = 0; s < 40; s++) {
      for (const trip of trips) {
        const seatId = trip.seatIds[s];
        if (seatId) work.push([trip.tripId, seatId]);
      }
    }
    work.length = Math.min(work.length, maxBookings);

    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const firstFailure: string[] = [];
    const deadline = performance.now() + maxSeconds * 1000;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        while (next < work.length && performance.now() < deadline) {
          const n = next++;
          const [tripId, seatId] = work[n]!;
          const t0 = performance.now();
          const res = await fetch(`${base}/api/ticket/partner/book`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: bookingBody(tripId, seatId, n),
          });
          const text = await res.text();
          latencies.push(performance.now() - t0);
          if (res.status !== 200) {
            failures++;
            if (firstFailure.length < 3) firstFailure.push(`${res.status} ${text.slice(0, 200)}`);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const ok = latencies.length - failures;
    stopped = true;
    const serverCpuMs = await server.stop();
    return {
      bench: 'booking-throughput',
      database,
      clients,
      bookings: ok,
      failures,
      durationS: round(seconds, 2),
      bookingsPerSec: round(ok / seconds),
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      p99Ms: round(percentile(latencies, 99)),
      // Node server CPU per booking (excludes PostgreSQL's own processes; PGlite runs inside the server).
      serverCpuMsPerBooking: round(serverCpuMs / Math.max(1, latencies.length), 2),
      ...(firstFailure.length ? { firstFailures: firstFailure } : {}),
    };
  } finally {
    if (!stopped) await server.stop();
  }
}

const prepared = await prepareDataDir();
try {
  // BENCH_DATABASES=postgres (or pglite) runs one of the two, e.g. to profile it alone.
  const only = process.env.BENCH_DATABASES;
  if (!only || only.includes('pglite')) process.stdout.write(`${JSON.stringify(await run('pglite', prepared.dataDir))}\n`);
  const url = process.env.DATABASE_URL;
  if (url && (!only || only.includes('postgres'))) process.stdout.write(`${JSON.stringify(await run('postgres', prepared.dataDir, url))}\n`);
} finally {
  prepared.cleanup();
}
