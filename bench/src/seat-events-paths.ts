import { fork } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { loadavg } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mqtt, { type MqttClient } from 'mqtt';
import WebSocket, { WebSocketServer } from 'ws';
import { decodeRealtimeEvent, encodeRealtimeEvent, topics, type TRealtimeEvent } from '@busdesk/api-contract';
import { buildApp, openDatabase } from '@busdesk/server';
import { createBenchTrips, loginAs } from './booking-fixtures';
import { freePort, startDaemon, startRedis } from './redis-server';
import { percentile, prepareDataDir, quietEnv, round } from './server-harness';

/**
 * One seat event to 1,000 subscribers through four paths, side by side in one run (issue 16): the single embedded
 * broker (one server, aedes in memory), the cluster's path (published on instance A, subscribers half on A and half
 * on B, delivered through Redis), Mosquitto from Debian as the peer broker (a publisher client over TCP, subscribers
 * over its WebSocket listener), and a bare floor (the same bytes written to 1,000 plain WebSockets, no MQTT).
 * SUBSCRIBERS clients (default 1,000) in CHILDREN processes (default 2) per path and run; EVENTS QoS 0 events (default
 * 20) 250 ms apart; RUNS runs (default 3), the paths in turn within each run so drift of the machine spreads over
 * all. Each delivery is stamped at the subscriber's TCP socket (as seat-events.ts does) and measured from the
 * publish call. Prints the medians over runs of each path's p50/p99 and the ratios the issue's goals name, and the CPU
 * the broker's thread spent per event (from /proc: this process's main thread for our paths and the floor, Mosquitto's
 * for the peer), so the broker's own cost can be told from the subscribers' share of the cores.
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 2);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECT_CONCURRENCY = 50;
const ALL_PATHS = ['single', 'cluster', 'mosquitto', 'floor'] as const;
type PathName = (typeof ALL_PATHS)[number];
/** BENCH_PATHS (comma-separated) measures some of them, e.g. `single,floor` to compare two builds of our broker. */
const PATHS = ALL_PATHS.filter((name) => !process.env.BENCH_PATHS || process.env.BENCH_PATHS.split(',').includes(name));
const clock = () => performance.timeOrigin + performance.now();

type ToChild = { kind: 'mqtt' | 'ws'; urls: string[]; tokens: string[]; topic: string; count: number; offset: number } | { type: 'report' };
type FromChild = { type: 'ready'; connected: number } | { type: 'arrivals'; arrivals: Array<[number, number]> };

/** A subscriber process: `count` clients, each stamping the arrival of every chunk at its socket. */
async function subscribers(): Promise<void> {
  const closers: Array<() => Promise<unknown>> = [];
  const received: Array<[number, Buffer]> = [];
  process.on('message', async (msg: ToChild) => {
    if ('type' in msg) {
      const arrivals: Array<[number, number]> = [];
      for (const [at, payload] of received) {
        const event = decodeRealtimeEvent(payload);
        const seq = event?.type === 'seat-status' ? Number(event.seats[0]?.seatId.slice(1)) : NaN;
        if (Number.isInteger(seq)) arrivals.push([seq, at]);
      }
      await new Promise<void>((resolve) => process.send?.({ type: 'arrivals', arrivals } satisfies FromChild, undefined, {}, () => resolve()));
      await Promise.all(closers.map((c) => c().catch(() => undefined)));
      process.exit(0);
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: CONNECT_CONCURRENCY }, async () => {
        while (next < msg.count) {
          const i = next++;
          const url = msg.urls[(msg.offset + i) % msg.urls.length]!;
          let arrivedAt = 0;
          const createConnection = (options: net.NetConnectOpts) =>
            net.connect(options).on('data', () => {
              arrivedAt = clock();
            });
          if (msg.kind === 'ws') {
            const socket = new WebSocket(url, { createConnection } as unknown as WebSocket.ClientOptions);
            await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
            socket.on('message', (data: Buffer) => received.push([arrivedAt, data]));
            closers.push(async () => socket.close());
            continue;
          }
          const client: MqttClient = await mqtt.connectAsync(url, {
            protocolVersion: 4,
            username: 'bench',
            password: msg.tokens[i % msg.tokens.length],
            reconnectPeriod: 0,
            connectTimeout: 20_000,
            wsOptions: { createConnection } as mqtt.IClientOptions['wsOptions'],
          });
          await client.subscribeAsync(msg.topic, { qos: 0 });
          client.on('message', (_topic, payload) => received.push([arrivedAt, payload]));
          closers.push(() => client.endAsync(true));
        }
      }),
    );
    process.send?.({ type: 'ready', connected: closers.length } satisfies FromChild);
  });
}

interface Target {
  kind: 'mqtt' | 'ws';
  urls: string[];
  publish(seq: number, event: TRealtimeEvent, payload: Buffer): Promise<void>;
  /** CPU ms spent so far by the thread that fans the events out (this process's main thread, or Mosquitto's). */
  serverCpuMs(): number;
}

/**
 * The CPU time (user + system) of a process's main thread from /proc, ms (clock ticks, 100 per second on Linux). Our
 * brokers and the floor's WebSocket server run on this process's main thread (its thread id is the process id); its
 * other threads (the garbage collector's helpers, libuv's pool) are not counted. Mosquitto is one thread.
 */
function mainThreadCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command's closing parenthesis, utime and stime are the 12th and 13th fields.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** This process's main thread: the event loop that fans our events (and the floor's frames) out. */
const ownCpuMs = () => mainThreadCpuMs(process.pid);

/** One run of one path: children connect, EVENTS events go out 250 ms apart, every arrival measured from its publish. */
async function runPath(target: Target, topic: string, tokens: string[]) {
  const children = Array.from({ length: CHILDREN }, () => fork(fileURLToPath(import.meta.url), ['--subscribers'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  const fromChildren = <T extends FromChild['type']>(type: T) =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<Extract<FromChild, { type: T }>>((resolve) => {
            const on = (m: FromChild) => {
              if (m.type === type) {
                child.off('message', on);
                resolve(m as Extract<FromChild, { type: T }>);
              }
            };
            child.on('message', on);
          }),
      ),
    );
  try {
    const ready = fromChildren('ready');
    const rssBefore = process.memoryUsage().rss;
    let offset = 0;
    children.forEach((child, i) => {
      const count = Math.floor(SUBSCRIBERS / CHILDREN) + (i < SUBSCRIBERS % CHILDREN ? 1 : 0);
      child.send({ kind: target.kind, urls: target.urls, tokens, topic, count, offset } satisfies ToChild);
      offset += count;
    });
    const connected = (await ready).reduce((sum, r) => sum + r.connected, 0);
    // What the connections cost the server's memory (our paths run their brokers in this process).
    const rssKbPerSubscriber = round((process.memoryUsage().rss - rssBefore) / 1024 / Math.max(1, connected));
    const publishedAt: number[] = [];
    const cpuBefore = target.serverCpuMs();
    for (let seq = 0; seq < EVENTS; seq++) {
      const event: TRealtimeEvent = { type: 'seat-status', tripId: topic.split('/')[1]!, seats: [{ seatId: `E${seq}`, ticketStatus: 3, partnerId: 'p-bxmd' }] };
      const payload = Buffer.from(encodeRealtimeEvent(event));
      publishedAt[seq] = clock();
      await target.publish(seq, event, payload);
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 1000));
    // What fanning one event out to every subscriber cost the broker's thread (the subscribers' processes excluded).
    const serverCpuMsPerEvent = round((target.serverCpuMs() - cpuBefore) / EVENTS);
    const reported = fromChildren('arrivals');
    for (const child of children) child.send({ type: 'report' } satisfies ToChild);
    const reports = await Promise.race([reported, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no report')), 60_000))]);
    const latencies = reports.flatMap((r) => r.arrivals.map(([seq, at]) => at - publishedAt[seq]!));
    return { connected, deliveries: latencies.length, expected: connected * EVENTS, p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), rssKbPerSubscriber, serverCpuMsPerEvent };
  } finally {
    for (const child of children) child.kill();
  }
}

async function main(): Promise<void> {
  const prepared = await prepareDataDir();
  const database = await openDatabase({ dataDir: prepared.dataDir });
  const mosquittoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-mosquitto-'));
  const stops: Array<() => Promise<void>> = [];
  const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];
  const floorPort = await freePort();
  const floor = new WebSocketServer({ host: '127.0.0.1', port: floorPort });
  let publisher: MqttClient | null = null;
  try {
    const redis = await startRedis();
    stops.push(() => redis.stop());
    const [mqttPort, mqttWsPort] = [await freePort(), await freePort()];
    const conf = path.join(mosquittoDir, 'mosquitto.conf');
    // The peer as a plain broker on loopback: no authentication or ACL (Debian's mosquitto has no plugin that checks
    // our session tokens), no persistence; Nagle off like Node's sockets.
    fs.writeFileSync(
      conf,
      [
        'per_listener_settings false',
        'allow_anonymous true',
        'persistence false',
        'set_tcp_nodelay true',
        'max_queued_messages 10000',
        'log_dest stderr',
        'log_type error',
        'log_type notice',
        // Mosquitto says 'running' at the information level; startDaemon waits for that line.
        'log_type information',
        'connection_messages false',
        `listener ${mqttPort} 127.0.0.1`,
        `listener ${mqttWsPort} 127.0.0.1`,
        'protocol websockets',
        '',
      ].join('\n'),
    );
    fs.chmodSync(mosquittoDir, 0o755);
    const mosquitto = await startDaemon('/usr/sbin/mosquitto', ['-c', conf], /running/);
    stops.push(() => mosquitto.stop());
    const listen = async (env: Record<string, string>) => {
      const app = await buildApp({ database, env: { ...quietEnv(`${prepared.dataDir}-${apps.length}`), ...env } });
      apps.push(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      return { app, url: `ws://127.0.0.1:${address.port}/mqtt`, base: `http://127.0.0.1:${address.port}` };
    };
    const single = await listen({});
    const clusterA = await listen({ REDIS_URL: redis.url, INSTANCE_ID: 'bench-a' });
    const clusterB = await listen({ REDIS_URL: redis.url, INSTANCE_ID: 'bench-b' });
    const [trip] = await createBenchTrips(single.app, `paths-${Date.now().toString(36)}`, 1);
    if (!trip) throw new Error('no bench trip');
    const topic = topics.tripSeats(trip.tripId);
    const tokens = [await loginAs(single.base, 'admin', 'admin123'), await loginAs(single.base, 'quaymoi', 'quaymoi123')];
    publisher = await mqtt.connectAsync(`mqtt://127.0.0.1:${mqttPort}`, { protocolVersion: 4, reconnectPeriod: 0 });
    const pub = publisher;

    const targets: Record<PathName, Target> = {
      single: { kind: 'mqtt', urls: [single.url], publish: (_s, event) => single.app.realtime.publish(topic, event), serverCpuMs: ownCpuMs },
      // Both instances run here; Redis's own CPU is not counted.
      cluster: { kind: 'mqtt', urls: [clusterA.url, clusterB.url], publish: (_s, event) => clusterA.app.realtime.publish(topic, event), serverCpuMs: ownCpuMs },
      mosquitto: {
        kind: 'mqtt',
        urls: [`ws://127.0.0.1:${mqttWsPort}`],
        publish: async (_s, _e, payload) => void (await pub.publishAsync(topic, payload, { qos: 0 })),
        serverCpuMs: () => mainThreadCpuMs(mosquitto.child.pid!),
      },
      floor: {
        kind: 'ws',
        urls: [`ws://127.0.0.1:${floorPort}`],
        publish: async (_s, _e, payload) => {
          for (const socket of floor.clients) socket.send(payload);
        },
        serverCpuMs: ownCpuMs,
      },
    };
    const results: Record<PathName, Array<Awaited<ReturnType<typeof runPath>>>> = { single: [], cluster: [], mosquitto: [], floor: [] };
    for (let run = 1; run <= RUNS; run++) {
      // Each run starts one path later, so no path is always the first after a pause (or after the setup) and the
      // machine's drift within a run spreads over all four; with 4 runs each path takes each place once.
      for (const name of PATHS.map((_, i) => PATHS[(i + run - 1) % PATHS.length]!)) {
        results[name].push(await runPath(targets[name], topic, tokens));
        process.stderr.write(`run ${run}/${RUNS} ${name}: p50 ${results[name].at(-1)!.p50} ms, p99 ${results[name].at(-1)!.p99} ms\n`);
      }
    }
    const median = (values: number[]) => percentile(values, 50);
    const summary = Object.fromEntries(
      PATHS.map((name) => [
        name,
        {
          p50Ms: median(results[name].map((r) => r.p50)),
          p99Ms: median(results[name].map((r) => r.p99)),
          serverCpuMsPerEvent: median(results[name].map((r) => r.serverCpuMsPerEvent)),
          deliveries: results[name].reduce((sum, r) => sum + r.deliveries, 0),
          expected: results[name].reduce((sum, r) => sum + r.expected, 0),
          runs: results[name],
        },
      ]),
    ) as unknown as Partial<Record<PathName, { p50Ms: number; p99Ms: number; serverCpuMsPerEvent: number; deliveries: number; expected: number }>>;
    // A ratio of two paths, null when BENCH_PATHS left either out.
    const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? null : round(a / b, 2));
    process.stdout.write(
      `${JSON.stringify({
        bench: 'seat-events-paths',
        subscribers: SUBSCRIBERS,
        subscriberProcesses: CHILDREN,
        events: EVENTS,
        runs: RUNS,
        loadAverage1m: round(loadavg()[0] ?? 0),
        paths: summary,
        // The goals (issue 16): ours ≤ Mosquitto, cluster ≤ 1.3 × single, ours ≤ 1.5 × the bare floor (p99).
        singleOverMosquittoP99: ratio(summary.single?.p99Ms, summary.mosquitto?.p99Ms),
        clusterOverSingleP99: ratio(summary.cluster?.p99Ms, summary.single?.p99Ms),
        singleOverFloorP99: ratio(summary.single?.p99Ms, summary.floor?.p99Ms),
        clusterOverFloorP99: ratio(summary.cluster?.p99Ms, summary.floor?.p99Ms),
        // Where the time goes: the broker's own CPU per event against the peer's and the floor's (the rest of the
        // latency is the subscribers' share of the cores).
        singleOverMosquittoServerCpu: ratio(summary.single?.serverCpuMsPerEvent, summary.mosquitto?.serverCpuMsPerEvent),
        singleOverFloorServerCpu: ratio(summary.single?.serverCpuMsPerEvent, summary.floor?.serverCpuMsPerEvent),
      })}\n`,
    );
  } finally {
    await publisher?.endAsync(true).catch(() => undefined);
    floor.close();
    for (const app of apps) await app.close();
    await database.close();
    for (const stop of stops.reverse()) await stop();
    fs.rmSync(mosquittoDir, { recursive: true, force: true });
    // Each app's own DATA_DIR (its export files) beside the shared database's.
    apps.forEach((_, i) => fs.rmSync(`${prepared.dataDir}-${i}`, { recursive: true, force: true }));
    prepared.cleanup();
  }
}

if (process.argv.includes('--subscribers')) await subscribers();
else {
  await main();
  // Everything main() started is stopped by now, yet the process was seen to stay alive minutes after the figures
  // (handles of the killed subscriber processes, the report timers): name what is left, then end, so a scripted run
  // does not hang.
  const left = process.getActiveResourcesInfo().filter((r) => r !== 'TTYWrap');
  if (left.length) process.stderr.write(`still open at exit: ${left.join(', ')}\n`);
  process.exit(0);
}
