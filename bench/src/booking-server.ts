import { createBenchTrips, startServer } from './booking-fixtures';

/**
 * The booking benchmarks' server as its own process (spawned by spawnBookingServer): as in production, the
 * clients do not share its event loop. Prints one JSON line {base, trips} when ready; when its stdin ends (the
 * parent closes it or exits) it prints {cpuMs} spent since then and closes.
 */
const dataDir = process.env.BENCH_SERVER_DATA_DIR;
if (!dataDir) throw new Error('BENCH_SERVER_DATA_DIR is required');
const { app, base } = await startServer(dataDir, process.env.BENCH_SERVER_DATABASE_URL || undefined);
const trips = await createBenchTrips(app, process.env.BENCH_SERVER_TRIP_PREFIX ?? `bench-${Date.now().toString(36)}`, Number(process.env.BENCH_SERVER_TRIPS ?? 1));
const cpuAtReady = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ base, trips })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  // The server's own CPU while serving (user + system), a figure that holds when other processes share the cores —
  // including the change events still being dispatched after the last answer (ADR 0037): they are part of a booking.
  void app.changes.dispatcher.idle().then(() => {
    const used = process.cpuUsage(cpuAtReady);
    process.stdout.write(`${JSON.stringify({ cpuMs: (used.user + used.system) / 1000 })}\n`);
    return app.close().then(() => process.exit(0));
  });
});
