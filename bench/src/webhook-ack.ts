import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openDatabase, signWebhook } from '@busdesk/server';
import { bankQrBillEndpoint, bankQrEndpoint, PAYMENT_WEBHOOK_HEADERS, PAYMENT_WEBHOOK_PATHS } from '@busdesk/api-contract';
import { bookingBody, createBenchTrips, loginAs, startServer, type BenchTrip } from './booking-fixtures';
import { percentile, prepareDataDir, round } from './server-harness';

/**
 * Webhook acknowledgement under a burst: BENCH_DELIVERIES (default 200) signed bank confirmations, one per open
 * bill, all sent at once over pre-opened keep-alive connections to a server in its own process; each latency is
 * request written → answer read. Then the time until every bill reads paid (processing runs after the answers)
 * and the same deliveries again (a bank's retries: all duplicates). Also the server's CPU per delivery, the
 * figure that holds when other processes share the cores. Target: ack p99 ≤ 500 ms.
 */
const deliveries = Number(process.env.BENCH_DELIVERIES ?? 200);
const COMPANY = 'c-hungthinh';

/**
 * This file is also the server process (WEBHOOK_BENCH_SERVER=<dataDir>): it prints {base, trips}, then answers
 * each stdin line with its CPU milliseconds since the previous line, and closes when stdin ends.
 */
async function serve(dataDir: string): Promise<void> {
  const { app, base } = await startServer(dataDir);
  const trips = await createBenchTrips(app, `whbench-${Date.now().toString(36)}`, Number(process.env.WEBHOOK_BENCH_TRIPS ?? 5));
  process.stdout.write(`${JSON.stringify({ base, trips })}\n`);
  let mark = process.cpuUsage();
  const lines = createInterface({ input: process.stdin });
  lines.on('line', () => {
    const used = process.cpuUsage(mark);
    mark = process.cpuUsage();
    process.stdout.write(`${JSON.stringify({ cpuMs: (used.user + used.system) / 1000 })}\n`);
  });
  lines.on('close', () => void app.close().then(() => process.exit(0)));
}

function spawnServer(dataDir: string, trips: number) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: '', WEBHOOK_BENCH_SERVER: dataDir, WEBHOOK_BENCH_TRIPS: String(trips) },
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error('bench server exited');
    return JSON.parse(line.value) as Record<string, unknown>;
  };
  return {
    ready: next() as Promise<{ base: string; trips: BenchTrip[] }>,
    /** Server CPU ms since the previous call (or since ready). */
    cpu: async () => {
      child.stdin!.write('cpu\n');
      return (await next()).cpuMs as number;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}

async function limit<T>(items: readonly T[], width: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

/** Setup, not measured: one held ticket and one bank QR bill per delivery. */
async function openBills(base: string, trips: BenchTrip[], headers: Record<string, string>) {
  const seats = trips.flatMap((t) => t.seatIds.map((seatId) => [t.tripId, seatId] as const)).slice(0, deliveries);
  const bills: Array<{ billNumber: string; amount: number }> = new Array(seats.length);
  await limit(seats, 8, async ([tripId, seatId], i) => {
    const booked = await fetch(`${base}/api/ticket/partner/book`, { method: 'POST', headers, body: bookingBody(tripId, seatId, i) });
    const ticketId = ((await booked.json()) as { results: { tickets: Array<{ ticketId: string }> } }).results.tickets[0]!.ticketId;
    const bill = await fetch(`${base}${bankQrEndpoint.path}`, { method: 'POST', headers, body: JSON.stringify({ companyId: COMPANY, ticketIds: ticketId }) });
    if (bill.status !== 200) throw new Error(`bill: ${bill.status} ${await bill.text()}`);
    bills[i] = ((await bill.json()) as { results: { billNumber: string; amount: number } }).results;
  });
  return bills;
}

/** A keep-alive client with one connection per parallel delivery, opened before measuring (a bank keeps its connections). */
async function bankClient(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: deliveries });
  const { hostname, port } = new URL(base);
  const post = (path: string, headers: Record<string, string>, body: string) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request({ host: hostname, port, path, method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(body);
    });
  await Promise.all(Array.from({ length: deliveries }, () => post('/health', { 'content-type': 'application/json' }, '{}')));
  return { post, close: () => agent.destroy() };
}

async function main(): Promise<void> {
  const prepared = await prepareDataDir();
  try {
    // Read the company's webhook secret before the server (PGlite: one process at a time) opens the directory.
    const db = await openDatabase({ dataDir: prepared.dataDir });
    const secret = (await db.pglite!.query<{ webhook_secret: string }>(`select webhook_secret from company_payment_configs where company_id = '${COMPANY}'`)).rows[0]!.webhook_secret;
    await db.close();

    const child = spawnServer(prepared.dataDir, Math.ceil(deliveries / 40));
    try {
      const { base, trips } = await child.ready;
      const headers = { authorization: `Bearer ${await loginAs(base, 'admin', 'admin123')}`, 'content-type': 'application/json' };
      const bills = await openBills(base, trips, headers);
      const bodies = bills.map((b, i) =>
        JSON.stringify({ transactionId: `FTBENCH${Date.now()}${i}`, companyId: COMPANY, billNumber: b.billNumber, amount: b.amount, paidAt: Date.now(), description: `${b.billNumber} chuyen tien` }),
      );
      const client = await bankClient(base);
      const burst = async () => {
        // Signed before the clock starts, as a bank's sender has its payloads ready.
        const ts = Math.floor(Date.now() / 1000);
        const signed = bodies.map((body) => ({
          body,
          headers: {
            'content-type': 'application/json',
            [PAYMENT_WEBHOOK_HEADERS.company]: COMPANY,
            [PAYMENT_WEBHOOK_HEADERS.timestamp]: String(ts),
            [PAYMENT_WEBHOOK_HEADERS.signature]: signWebhook(secret, ts, COMPANY, body),
          },
        }));
        const latencies: number[] = [];
        let failures = 0;
        const started = performance.now();
        await Promise.all(
          signed.map(async ({ body, headers: h }) => {
            const t0 = performance.now();
            const status = await client.post(PAYMENT_WEBHOOK_PATHS.MB_QR, h, body);
            latencies.push(performance.now() - t0);
            if (status !== 200) failures++;
          }),
        );
        return { latencies, failures, wallMs: performance.now() - started };
      };

      await child.cpu();
      const first = await burst();
      const ackCpuMs = await child.cpu();
      const answered = performance.now();
      // Processing continues after the answers: wait until the last bill reads paid.
      for (const b of [...bills].reverse()) {
        for (;;) {
          const res = await fetch(`${base}${bankQrBillEndpoint.path}?billNumber=${b.billNumber}`, { headers });
          if (((await res.json()) as { results: { transStatus: number } }).results.transStatus === 2) break;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      const allPaidMs = performance.now() - answered + first.wallMs;
      const processCpuMs = await child.cpu();
      const retries = await burst();
      const duplicateCpuMs = await child.cpu();
      client.close();
      const figures = (r: typeof first) => ({
        failures: r.failures,
        p50Ms: round(percentile(r.latencies, 50)),
        p95Ms: round(percentile(r.latencies, 95)),
        p99Ms: round(percentile(r.latencies, 99)),
        maxMs: round(Math.max(...r.latencies)),
      });
      process.stdout.write(
        `${JSON.stringify({
          bench: 'webhook-ack',
          deliveries,
          parallel: deliveries,
          ack: figures(first),
          duplicateAck: figures(retries),
          allPaidMs: round(allPaidMs),
          serverCpuMs: {
            ackPerDelivery: round(ackCpuMs / deliveries, 2),
            processingPerPayment: round(processCpuMs / deliveries, 2),
            duplicatePerDelivery: round(duplicateCpuMs / deliveries, 2),
            // Where the split falls depends on when processing starts (after a 100 ms pause); the sum does not.
            ackAndProcessingPerPayment: round((ackCpuMs + processCpuMs) / deliveries, 2),
          },
          loadAverage: os.loadavg().map((l) => round(l, 2)),
          targetP99Ms: 500,
          withinTarget: percentile(first.latencies, 99) <= 500,
        })}\n`,
      );
    } finally {
      await child.stop();
    }
  } finally {
    prepared.cleanup();
  }
}

if (process.env.WEBHOOK_BENCH_SERVER) await serve(process.env.WEBHOOK_BENCH_SERVER);
else await main();
