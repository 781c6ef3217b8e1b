import { fork } from 'node:child_process';
import net from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import mqtt, { type MqttClient } from 'mqtt';
import { decodeRealtimeEvent, topics } from '@busdesk/api-contract';
import { bookingBody, createBenchTrips, loginAs, startServer } from './booking-fixtures';
import { percentile, prepareDataDir, round } from './server-harness';

/**
 * Seat-event latency (DESIGN §6, issue 4): SUBSCRIBERS MQTT-over-WebSocket clients (default 1,000, in CHILDREN
 * processes so they do not share the server's event loop) subscribe to one trip's seats topic; the parent books
 * EVENTS seats one after another and measures, for every delivery, the time from the server's publish() call
 * to the seat-status bytes arriving at that subscriber's socket. Bounded: a fixed number of events.
 *
 * Why at the socket: each delivery is stamped by a 'data' listener on the subscriber's TCP socket that runs before
 * ws and mqtt.js parse the chunk, so the figure is when the event reached the subscriber, not how long one of our
 * processes takes to parse 250 frames in a row (a browser parses only its own). The mqtt.js 'message' instant
 * is reported beside it (fromPublishToMessageMs) to show that parsing adds next to nothing. What is left is real
 * on this machine: the server's socket writes (serverFanOutMs) and the subscriber processes' turn on the CPU, so
 * run it on a quiet machine (loadAverage1m is printed: other work on the 2 cores shows up as latency).
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const CONNECT_CONCURRENCY = 50;
/**
 * Subscriber processes. Several, so that no single event loop holds all 1,000 sockets, but few: every process
 * the server's writes wake costs a context switch on the same 2 cores (measured p99: 1–2 processes 49–74 ms,
 * 4 processes 75–85 ms, 10 no better), and the socket-level stamp already keeps parsing out of the figure.
 */
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 2);
/** Wall-clock milliseconds with sub-millisecond precision, comparable between the two processes. */
const clock = () => performance.timeOrigin + performance.now();

type ToChild = { url: string; tokens: string[]; topic: string; count: number } | { type: 'report' };
type FromChild = { type: 'ready'; connected: number } | { type: 'arrivals'; arrivals: Record<string, Array<[number, number]>> };

async function subscribers(): Promise<void> {
  const clients: MqttClient[] = [];
  // [arrival at the socket, mqtt.js 'message' event, payload]. Decoding waits for the report, so one client's
  // parsing never delays the next client's timestamp (all subscribers share this process's event loop).
  const received: Array<[number, number, Buffer]> = [];
  process.on('message', async (msg: ToChild) => {
    if ('type' in msg) {
      const arrivals: Record<string, Array<[number, number]>> = {};
      for (const [atSocket, atMessage, payload] of received) {
        const event = decodeRealtimeEvent(payload);
        if (event?.type === 'seat-status') for (const seat of event.seats) (arrivals[seat.seatId] ??= []).push([atSocket, atMessage]);
      }
      // Exit only once the report is handed to the parent: a large message still in the IPC pipe at exit is lost.
      await new Promise<void>((resolve) => process.send?.({ type: 'arrivals', arrivals } satisfies FromChild, undefined, {}, () => resolve()));
      await Promise.all(clients.map((c) => c.endAsync(true)));
      process.exit(0);
    }
    let next = 0;
    const count = msg.count;
    await Promise.all(
      Array.from({ length: CONNECT_CONCURRENCY }, async () => {
        while (next < count) {
          const i = next++;
          // Socket-level arrival: our 'data' listener is added before ws's own, so it runs before this chunk is
          // parsed by ws and mqtt.js. Events are 250 ms apart, so the chunk read last before a 'message' carried it.
          let arrivedAt = 0;
          const createConnection = (options: net.NetConnectOpts) =>
            net.connect(options).on('data', () => {
              arrivedAt = clock();
            });
          const client = await mqtt.connectAsync(msg.url, {
            protocolVersion: 4,
            username: 'bench',
            password: msg.tokens[i % msg.tokens.length],
            reconnectPeriod: 0,
            connectTimeout: 10_000,
            wsOptions: { createConnection } as mqtt.IClientOptions['wsOptions'],
          });
          await client.subscribeAsync(msg.topic, { qos: 0 });
          client.on('message', (_topic, payload) => received.push([arrivedAt, clock(), payload]));
          clients.push(client);
        }
      }),
    );
    process.send?.({ type: 'ready', connected: clients.length } satisfies FromChild);
  });
}

async function main(): Promise<void> {
  const prepared = await prepareDataDir();
  const { app, base } = await startServer(prepared.dataDir);
  const children = Array.from({ length: CHILDREN }, () =>
    fork(fileURLToPath(import.meta.url), ['--subscribers'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
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
  // The server's publish instant per seat: the latency a subscriber sees starts when the broker gets the event.
  const publishedAt: Record<string, number> = {};
  // publish() resolves once aedes has written the packet to every subscriber's socket: the server's share.
  const serverFanOut: number[] = [];
  const publish = app.realtime.publish.bind(app.realtime);
  app.realtime.publish = async (topic, event, opts) => {
    if (event.type !== 'seat-status') return publish(topic, event, opts);
    const at = clock();
    for (const seat of event.seats) publishedAt[seat.seatId] ??= at;
    await publish(topic, event, opts);
    serverFanOut.push(clock() - at);
  };
  try {
    const seller = await loginAs(base, 'admin', 'admin123');
    const tokens = [seller, await loginAs(base, 'quaymoi', 'quaymoi123')];
    const [trip] = await createBenchTrips(app, `seat-events-${Date.now().toString(36)}`, 1);
    if (!trip) throw new Error('no bench trip');
    const ready = fromChildren('ready');
    const connectStarted = performance.now();
    children.forEach((child, i) => {
      const count = Math.floor(SUBSCRIBERS / CHILDREN) + (i < SUBSCRIBERS % CHILDREN ? 1 : 0);
      child.send({ url: `${base.replace('http', 'ws')}/mqtt`, tokens, topic: topics.tripSeats(trip.tripId), count } satisfies ToChild);
    });
    const connected = (await ready).reduce((sum, r) => sum + r.connected, 0);
    const connectMs = performance.now() - connectStarted;

    const answeredAt: Record<string, { request: number; response: number }> = {};
    for (const seatId of trip.seatIds.slice(0, EVENTS)) {
      const request = clock();
      const res = await fetch(`${base}/api/ticket/partner/book`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seller}`, 'content-type': 'application/json' },
        body: bookingBody(trip.tripId, seatId, 1),
      });
      const answer = await res.text();
      answeredAt[seatId] = { request, response: clock() };
      if (res.status !== 200) throw new Error(`booking ${seatId}: ${res.status} ${answer}`);
      // Let this event reach everyone before the next one, as separate sales at a counter would.
      await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const reported = fromChildren('arrivals');
    for (const child of children) child.send({ type: 'report' } satisfies ToChild);
    const reports = await Promise.race([reported, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no report')), 60_000))]);
    const arrivals: Record<string, number[]> = {};
    const messageArrivals: Record<string, number[]> = {};
    for (const r of reports)
      for (const [seatId, times] of Object.entries(r.arrivals)) {
        (arrivals[seatId] ??= []).push(...times.map(([atSocket]) => atSocket));
        (messageArrivals[seatId] ??= []).push(...times.map(([, atMessage]) => atMessage));
      }

    const fromPublish: number[] = [];
    const fromPublishToMessage: number[] = [];
    const fromResponse: number[] = [];
    const fromRequest: number[] = [];
    const fanOut: number[] = [];
    let beforeResponse = 0;
    for (const seatId of Object.keys(answeredAt)) {
      const published = publishedAt[seatId];
      if (published !== undefined) for (const t of messageArrivals[seatId] ?? []) fromPublishToMessage.push(t - published);
    }
    for (const [seatId, at] of Object.entries(answeredAt)) {
      const times = arrivals[seatId] ?? [];
      const first = Math.min(...times);
      const published = publishedAt[seatId];
      for (const t of times) {
        fanOut.push(t - first);
        if (published !== undefined) fromPublish.push(t - published);
        if (t < at.response) beforeResponse++;
        fromResponse.push(Math.max(0, t - at.response));
        fromRequest.push(t - at.request);
      }
    }
    const stats = (v: number[]) => ({ p50: round(percentile(v, 50)), p95: round(percentile(v, 95)), p99: round(percentile(v, 99)), max: round(Math.max(...v)) });
    process.stdout.write(
      `${JSON.stringify({
        bench: 'seat-events',
        database: 'pglite',
        subscribers: connected,
        subscriberProcesses: CHILDREN,
        connectMs: round(connectMs),
        loadAverage1m: round(loadavg()[0] ?? 0),
        events: Object.keys(answeredAt).length,
        deliveries: fromResponse.length,
        expectedDeliveries: connected * Object.keys(answeredAt).length,
        // The server publishes right after committing, so a delivery may beat the answer (counted as 0 ms).
        deliveredBeforeResponse: beforeResponse,
        // The figure the target is about: from the server handing the committed booking's event to the broker to
        // each subscriber having it.
        fromPublishMs: stats(fromPublish),
        // The same to mqtt.js's 'message' event in the subscriber processes: adds each process's queue of frames
        // parsed one after another on its single event loop (a browser has only its own connection).
        fromPublishToMessageMs: stats(fromPublishToMessage),
        fromResponseMs: stats(fromResponse),
        fromRequestMs: stats(fromRequest),
        // Time from an event's first delivery to each delivery: the broker's fan-out to every subscriber.
        fanOutMs: stats(fanOut),
        serverFanOutMs: stats(serverFanOut),
      })}\n`,
    );
  } finally {
    for (const child of children) child.kill();
    await app.close();
    prepared.cleanup();
  }
}

if (process.argv.includes('--subscribers')) await subscribers();
else await main();
