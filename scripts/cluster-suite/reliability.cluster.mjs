// The reliability suite of the cluster (issue 16, docs/adr/0099): a cluster of 2 instances behind nginx on one
// PostgreSQL and one Redis, all on loopback, started once; each point of the issue is one describe, in order, and
// prints its figures as one JSON line ('[cluster-suite] {…}'). Bounded: fixed counts, every wait has a deadline.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { startCluster } from '../lib/cluster/cluster.mjs';
import { createInstance } from '../lib/cluster/instances.mjs';
import {
  ACCOUNTS,
  PATHS,
  TEXTS,
  book,
  call,
  createSeats,
  createTrips,
  deliverWebhook,
  figures,
  freshCall,
  halfWritten,
  login,
  openSql,
  percentile,
  routeSoldBy,
  seatBooking,
  until,
} from './suite-api.mjs';
import { launchBrowser, openTripPage, seatsSeenSold, seatsShowing, watchSeatsSold } from './suite-browser.mjs';

let cluster;
let sql;
let browser;
const suiteStart = Date.now();
const mqttClients = [];

beforeAll(async () => {
  cluster = await startCluster({ instances: 2, logToFiles: true, log: (line) => console.log(`[cluster-suite] ${line}`) });
  sql = await openSql(cluster.databaseUrl);
  browser = await launchBrowser();
});

// Progress in the output as it happens (vitest prints the results at the end of the file).
beforeEach((context) => {
  console.log(`[cluster-suite] ${context.task.suite?.name ?? ''} › ${context.task.name}: starting (${Math.round((Date.now() - suiteStart) / 1000)} s)`);
});

afterAll(async () => {
  await Promise.all(mqttClients.map((c) => c.endAsync(true).catch(() => undefined)));
  await browser?.close();
  await sql?.end().catch(() => undefined);
  await cluster?.stop();
});

const [A, B] = [0, 1];
const instanceUrl = (i) => cluster.instances[i].url;
/** The instances' own view of their MQTT connections (/ready). */
const mqttClientsOn = async (i) => (await call(instanceUrl(i), 'GET', '/ready')).body?.results?.mqttClients ?? 0;

/** An MQTT-over-WebSocket client through nginx that reconnects by itself (as shared-kit's does) and collects events. */
const mqttThroughNginx = (token, topicList, options) => mqttTo(cluster.url, token, topicList, options);

/** The same client on `base` (nginx or one instance). */
async function mqttTo(base, token, topicList, { reconnectPeriod = 200 } = {}) {
  const client = await mqtt.connectAsync(`${base.replace('http', 'ws')}/mqtt`, {
    protocolVersion: 4,
    username: 'busdesk',
    password: token,
    reconnectPeriod,
    connectTimeout: 5000,
  });
  mqttClients.push(client);
  const received = [];
  const refused = [];
  client.on('message', (topic, payload) => received.push({ topic, at: Date.now(), event: JSON.parse(payload.toString('utf8')) }));
  for (const topic of topicList) {
    const granted = await client.subscribeAsync(topic, { qos: 0 }).catch(() => [{ qos: 128 }]);
    if (granted.some((g) => g.qos === 128)) refused.push(topic);
  }
  return { client, received, refused };
}

describe('1. 200 concurrent bookings of one seat, split across the 2 instances, 50 rounds', () => {
  const ROUNDS = 50;
  const PARALLEL = 200;

  /** `rounds` rounds of PARALLEL bookings of one fresh seat each, half to each of `urls`; per round the 200s. */
  async function race(db, urls, rounds, token) {
    const { seats } = await createSeats(db, rounds);
    const perRound = [];
    const other = {};
    const started = performance.now();
    for (let r = 0; r < rounds; r++) {
      const { tripId, seatId } = seats[r];
      const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => book(urls[i % urls.length], token[i % urls.length], tripId, seatId)));
      perRound.push(answers.filter((a) => a.status === 200).length);
      for (const a of answers) {
        if (a.status === 200) continue;
        const key = `${a.status} ${a.body?.message ?? a.text.slice(0, 60)}`.replace(seatId, '<seat>');
        other[key] = (other[key] ?? 0) + 1;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const active = [];
    for (const { tripId, seatId } of seats.slice(0, rounds)) {
      const { rows } = await db.query(`select count(*)::int as n from tickets where trip_id = $1 and seat_id = $2 and ticket_status <> 0 and released_at is null`, [tripId, seatId]);
      active.push(rows[0].n);
    }
    return { perRound, active, other, seconds };
  }

  it('sells each seat exactly once: one 200 per round, every other answer 409 naming the seat', { timeout: 900_000 }, async () => {
    const tokens = [await login(instanceUrl(A), ACCOUNTS.admin), await login(instanceUrl(B), ACCOUNTS.admin)];
    const { perRound, active, other, seconds } = await race(sql, [instanceUrl(A), instanceUrl(B)], ROUNDS, tokens);
    figures(1, { rounds: ROUNDS, parallel: PARALLEL, requests: ROUNDS * PARALLEL, seconds: +seconds.toFixed(1), requestsPerSec: Math.round((ROUNDS * PARALLEL) / seconds), successesPerRound: [...new Set(perRound)], activeTicketsPerSeat: [...new Set(active)], otherAnswers: other });
    expect(perRound).toEqual(perRound.map(() => 1));
    expect(active).toEqual(active.map(() => 1));
    expect(Object.keys(other)).toEqual([`409 ${TEXTS.seatTaken('<seat>')}`]);
  });

  it('negative control: the same race on a scratch database without the seat guard oversells', async () => {
    // Two more instances on a scratch database of the same PostgreSQL, which they migrate and seed themselves.
    await sql.query('create database busdesk_scratch');
    const scratchUrl = cluster.databaseUrl.replace(/\/busdesk$/, '/busdesk_scratch');
    const control = [];
    try {
      for (const id of ['c1', 'c2']) control.push(await createInstance({ id, env: { DATABASE_URL: scratchUrl, REDIS_URL: cluster.redisUrl }, dir: cluster.dir, logFile: `${cluster.dir}/${id}.log` }));
      await Promise.all(control.map((c) => c.start().ready()));
      const scratch = await openSql(scratchUrl);
      try {
        // The seat guard: the partial unique index on a trip's active seats (server/drizzle/0000_init.sql).
        await scratch.query('drop index tickets_active_seat_uq');
        const tokens = [await login(control[0].url, ACCOUNTS.admin), await login(control[1].url, ACCOUNTS.admin)];
        const { perRound, active } = await race(scratch, [control[0].url, control[1].url], 3, tokens);
        figures('1-control', { rounds: 3, parallel: PARALLEL, successesPerRound: perRound, activeTicketsPerSeat: active });
        expect(Math.max(...perRound)).toBeGreaterThan(1);
        expect(Math.max(...active)).toBeGreaterThan(1);
      } finally {
        await scratch.end();
      }
    } finally {
      for (const c of control) {
        await c.stop();
        c.close();
      }
    }
  });
});

describe('graceful stop: an instance drains while nginx sends new requests to the other', () => {
  it('answers every request during the drain, and the drained instance exits 0', async () => {
    const token = await login(cluster.url, ACCOUNTS.admin);
    const [trip] = await createTrips(sql, 1);
    let stop = false;
    const answers = {};
    let n = 0;
    // Four clients reading and booking through nginx without pause while instance 2 drains.
    const load = Promise.all(
      Array.from({ length: 4 }, async (_, c) => {
        while (!stop) {
          const seatId = trip.seatIds[n % trip.seatIds.length];
          // A new connection per request, as many clients behind a proxy: a reused keep-alive connection that nginx's
          // reload closes under the client would be the client's race, not the drain's.
          const res = n++ % 3 === 0 && c === 0 ? await freshCall(cluster.url, PATHS.book, token, { tripId: trip.tripId, informationsBySeats: [seatBooking(seatId)] }) : await freshCall(cluster.url, PATHS.view, token);
          const key = res.status === 409 ? '409 (seat already sold: expected)' : String(res.status);
          answers[key] = (answers[key] ?? 0) + 1;
        }
      }),
    );
    await until(() => n > 100, { timeoutMs: 30_000 });
    const drained = cluster.instances[1];
    const started = performance.now();
    const code = await cluster.drain(drained);
    const drainMs = performance.now() - started;
    const afterDrain = n;
    await until(() => n > afterDrain + 100, { timeoutMs: 30_000 });
    stop = true;
    await load;
    figures('drain', { requests: n, answers, drainMs: Math.round(drainMs), exitCode: code });
    await cluster.restart(drained);
    expect(code).toBe(0);
    expect(Object.keys(answers).filter((k) => !k.startsWith('200') && !k.startsWith('409'))).toEqual([]);
  });
});

describe('2. SIGKILL of one instance during 1,000 bookings through nginx', () => {
  it('keeps every acknowledged booking, writes nothing half, and the browsers on the killed instance reconnect and show the truth', { timeout: 600_000 }, async () => {
    const BOOKINGS = 1000;
    const CONCURRENCY = 16;
    const { trips, seats: work } = await createSeats(sql, BOOKINGS);
    const watched = trips[0];
    const token = await login(cluster.url, ACCOUNTS.admin);
    // Two screens on the watched trip through nginx; their MQTT connections land on one instance or both.
    const pages = await Promise.all([0, 1].map(() => openTripPage(browser, cluster.url, token, watched.tripId, watched.seatIds[0])));
    // Every screen has its live connection before one of the instances goes.
    await until(async () => (await mqttClientsOn(A)) + (await mqttClientsOn(B)) >= pages.length, { timeoutMs: 30_000, everyMs: 200 });
    const onA = await mqttClientsOn(A);
    const onB = await mqttClientsOn(B);
    const victim = onA >= onB ? A : B;

    const acknowledged = [];
    const failed = {};
    let next = 0;
    let killedAt = null;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < work.length) {
          const { tripId, seatId } = work[next++];
          if (killedAt === null && acknowledged.length >= 300) {
            killedAt = acknowledged.length;
            void cluster.instances[victim].kill('SIGKILL');
          }
          const res = await book(cluster.url, token, tripId, seatId);
          if (res.status === 200) acknowledged.push(...res.body.results.tickets.map((t) => t.ticketId));
          else failed[res.status] = (failed[res.status] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const { rows: present } = await sql.query('select count(*)::int as n from tickets where id = any($1)', [acknowledged]);
    const half = await halfWritten(sql, suiteStart);

    // The truth of the watched trip, from the database, on every screen.
    const { rows: sold } = await sql.query(`select seat_id from tickets where trip_id = $1 and ticket_status <> 0 and released_at is null`, [watched.tripId]);
    const soldSet = new Set(sold.map((r) => r.seat_id));
    const expected = Object.fromEntries(watched.seatIds.map((s) => [s, soldSet.has(s) ? 'sold' : 'free']));
    const truthStarted = performance.now();
    const wrong = [];
    for (const p of pages) wrong.push(...(await seatsShowing(p.page, expected, 20_000)));
    const truthMs = performance.now() - truthStarted;
    const reconnected = pages.filter((p) => p.websockets > 1).length;
    figures(2, {
      bookings: BOOKINGS,
      concurrency: CONCURRENCY,
      seconds: +seconds.toFixed(1),
      killed: cluster.instances[victim].id,
      killedAfterAcknowledged: killedAt,
      acknowledged: acknowledged.length,
      presentInDatabase: present[0].n,
      failedByStatus: failed,
      halfWritten: half,
      pages: pages.length,
      pagesReconnected: reconnected,
      mqttClientsBeforeKill: { [cluster.instances[A].id]: onA, [cluster.instances[B].id]: onB },
      soldOnWatchedTrip: soldSet.size,
      allPagesTrueAfterMs: Math.round(truthMs),
    });
    for (const p of pages) await p.context.close();
    await cluster.restart(cluster.instances[victim]);

    expect(killedAt).not.toBeNull();
    expect(present[0].n).toBe(acknowledged.length);
    expect(half).toEqual({ tickets_without_log: 0, payments_without_tickets: 0 });
    // Most of the bookings were acknowledged: the survivor took the rest of the run.
    expect(acknowledged.length).toBeGreaterThan(BOOKINGS * 0.9);
    expect(reconnected).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});

describe('3. Redis and PostgreSQL restarted', () => {
  it('Redis: realtime resumes within 5 s and a screen refetches what it missed', async () => {
    const token = await login(cluster.url, ACCOUNTS.admin);
    // Realtime is probed on a second trip the page does not show: events of its own trip (an own seat's status
    // arriving before its ticket makes the screen refetch the tickets) would let it learn the missed booking
    // without the reconnect this test is about.
    const [trip, probe] = await createTrips(sql, 2);
    const page = await openTripPage(browser, cluster.url, token, trip.tripId, trip.seatIds[0]);
    const listener = await mqttThroughNginx(token, [`trip/${probe.tripId}/seats`]);
    await cluster.redis.pause();
    // Booked while Redis is away: its event cannot be delivered; the screen must learn it by refetching.
    const missed = await book(cluster.url, token, trip.tripId, trip.seatIds[0]);
    expect(missed.status).toBe(200);
    await cluster.redis.resume();
    const back = Date.now();
    // Realtime resumes: book one seat after another until the listener (reconnected by itself) hears one.
    let i = 0;
    let heardAt = null;
    const heard = until(
      () => {
        const hit = listener.received.find((r) => r.at >= back && r.event.type === 'seat-status');
        if (hit) heardAt = hit.at;
        return hit;
      },
      { timeoutMs: 15_000, everyMs: 20 },
    );
    while (heardAt === null && i < probe.seatIds.length && Date.now() - back < 15_000) {
      await book(cluster.url, token, probe.tripId, probe.seatIds[i++]);
      await new Promise((r) => setTimeout(r, 250));
    }
    await heard;
    const resumedMs = heardAt === null ? null : heardAt - back;
    const wrong = await seatsShowing(page.page, { [trip.seatIds[0]]: 'sold' }, 10_000);
    const screenMs = Date.now() - back;
    figures('3-redis', { realtimeResumedAfterMs: resumedMs, screenShowsMissedBookingAfterMs: screenMs, pageWebsockets: page.websockets });
    await page.context.close();
    expect(resumedMs).not.toBeNull();
    expect(resumedMs).toBeLessThan(5000);
    // What the clerk must see is the truth. The broker closes every client when Redis is back and the screen has
    // refetched by the time it shows the seat; whether the page's new WebSocket (1 s later) is already open then is
    // timing (pageWebsockets, a figure, read 1 in some runs). Without that close the screen never shows the booking
    // (checked by hand with it removed from the built server), so this can fail.
    expect(wrong).toEqual([]);
  });

  it('PostgreSQL: a clear Vietnamese 503 while it is down, nothing half-written, service back without restarting the instances', async () => {
    const token = await login(cluster.url, ACCOUNTS.admin);
    const [trip] = await createTrips(sql, 1);
    const pids = cluster.instances.map((i) => i.pid());
    await sql.end();
    await cluster.pg.pause();
    const view = await call(cluster.url, 'POST', PATHS.view, { token });
    const booking = await book(cluster.url, token, trip.tripId, trip.seatIds[0], 350_000);
    const ready = await call(instanceUrl(A), 'GET', '/ready');
    await cluster.pg.resume();
    const resumed = Date.now();
    const backOk = await until(async () => (await call(cluster.url, 'POST', PATHS.view, { token })).status === 200, { timeoutMs: 30_000, everyMs: 100 });
    const recoveredMs = Date.now() - resumed;
    sql = await openSql(cluster.databaseUrl);
    const { rows } = await sql.query('select count(*)::int as n from tickets where trip_id = $1', [trip.tripId]);
    const half = await halfWritten(sql, suiteStart);
    const after = await book(cluster.url, token, trip.tripId, trip.seatIds[1], 350_000);
    figures('3-postgres', { whileDown: { view: view.status, booking: booking.status, ready: ready.status, message: view.body?.message }, recoveredAfterMs: recoveredMs, halfWritten: half });
    expect(view.status).toBe(503);
    expect(view.body).toEqual({ code: 503, message: TEXTS.databaseUnavailable, results: null });
    expect(booking.status).toBe(503);
    expect(booking.body.message).toBe(TEXTS.databaseUnavailable);
    expect(ready.status).toBe(503);
    expect(ready.body.results.ready.db).toBe('down');
    expect(backOk).toBeTruthy();
    expect(cluster.instances.map((i) => i.pid())).toEqual(pids);
    expect(rows[0].n).toBe(0);
    expect(half).toEqual({ tickets_without_log: 0, payments_without_tickets: 0 });
    expect(after.status).toBe(200);
  });
});

describe('4. The same payment webhook 10 times over both instances', () => {
  for (const mode of ['serially', 'in parallel']) {
    it(`${mode}: one payment`, async () => {
      const token = await login(cluster.url, ACCOUNTS.admin);
      const [trip] = await createTrips(sql, 1);
      const held = await book(cluster.url, token, trip.tripId, trip.seatIds[0]);
      expect(held.status).toBe(200);
      const ticketId = held.body.results.tickets[0].ticketId;
      const bill = await call(cluster.url, 'POST', PATHS.bankQr, { token, body: { companyId: trip.companyId, ticketIds: ticketId } });
      expect(bill.status).toBe(200);
      const { billNumber, amount } = bill.body.results;
      const { rows: secrets } = await sql.query('select webhook_secret from company_payment_configs where company_id = $1', [trip.companyId]);
      const transactionId = `FT${Date.now()}${mode.length}`;
      const raw = JSON.stringify({ transactionId, companyId: trip.companyId, billNumber, amount, paidAt: Date.now(), description: `${billNumber} chuyen tien` });
      const delivery = (i) => deliverWebhook(instanceUrl(i % 2), { raw, companyId: trip.companyId, secret: secrets[0].webhook_secret });
      const answers = [];
      if (mode === 'serially') for (let i = 0; i < 10; i++) answers.push(await delivery(i));
      else answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => delivery(i)))));
      const processed = await until(async () => (await sql.query('select processed_at from payment_events where transaction_id = $1', [transactionId])).rows[0]?.processed_at, { timeoutMs: 30_000 });
      const { rows: payments } = await sql.query('select count(*)::int as n from payments where bill_number = $1', [billNumber]);
      const { rows: events } = await sql.query('select count(*)::int as n, min(outcome) as outcome from payment_events where transaction_id = $1', [transactionId]);
      const { rows: ticket } = await sql.query('select ticket_status, paid_money, agency_price from tickets where id = $1', [ticketId]);
      figures(4, { mode, deliveries: answers.length, statuses: [...new Set(answers.map((a) => a.status))], duplicatesAnswered: answers.filter((a) => a.body?.results?.duplicate).length, payments: payments[0].n, events: events[0].n, outcome: events[0].outcome });
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(answers.filter((a) => a.body.results.duplicate)).toHaveLength(9);
      expect(processed).toBeTruthy();
      expect(payments[0].n).toBe(1);
      expect(events[0]).toEqual({ n: 1, outcome: 'paid' });
      expect(ticket[0].paid_money).toBe(ticket[0].agency_price);
    });
  }
});

describe('5. Across instances and agencies', () => {
  // As the e2e suite does: on CI a loaded machine may miss a timing once; a real fault fails twice.
  it('a browser on instance A sees a booking made on instance B within 1 s', { retry: process.env.CI ? 1 : 0 }, async () => {
    const tokenA = await login(instanceUrl(A), ACCOUNTS.admin);
    const tokenB = await login(instanceUrl(B), ACCOUNTS.admin);
    const [trip] = await createTrips(sql, 1);
    const page = await openTripPage(browser, instanceUrl(A), tokenA, trip.tripId, trip.seatIds[0]);
    const seatIds = trip.seatIds.slice(0, 5);
    // For comparison, not asserted: the same screen and bookings made on its own instance A.
    const sameInstance = trip.seatIds.slice(5, 8);
    // The screen stamps each seat turning sold itself; an MQTT client on A shows the event's own arrival beside it.
    await watchSeatsSold(page.page, [...seatIds, ...sameInstance]);
    const onA = await mqttTo(instanceUrl(A), tokenA, [`trip/${trip.tripId}/seats`]);
    const answeredAt = {};
    for (const seatId of [...sameInstance, ...seatIds]) {
      const res = await book(instanceUrl(sameInstance.includes(seatId) ? A : B), sameInstance.includes(seatId) ? tokenA : tokenB, trip.tripId, seatId);
      answeredAt[seatId] = Date.now();
      expect(res.status).toBe(200);
      await until(async () => (await seatsSeenSold(page.page))[seatId], { timeoutMs: 10_000, everyMs: 50 });
    }
    const seen = await seatsSeenSold(page.page);
    const delays = seatIds.map((id) => (seen[id] ? Math.max(0, seen[id] - answeredAt[id]) : Infinity));
    const eventDelays = seatIds.map((id) => {
      const hit = onA.received.find((r) => r.event.type === 'seat-status' && r.event.seats.some((s) => s.seatId === id));
      return hit ? Math.max(0, hit.at - answeredAt[id]) : Infinity;
    });
    const sameDelays = sameInstance.map((id) => (seen[id] ? Math.max(0, seen[id] - answeredAt[id]) : Infinity));
    await page.context.close();
    figures(5, {
      bookingsOnB: delays.length,
      shownOnAAfterMs: { p50: percentile(delays, 50), max: Math.max(...delays) },
      eventOnAAfterMs: { p50: percentile(eventDelays, 50), max: Math.max(...eventDelays) },
      bookedOnAShownOnAAfterMs: { p50: percentile(sameDelays, 50), max: Math.max(...sameDelays) },
    });
    expect(Math.max(...delays)).toBeLessThan(1000);
  });

  it('a 10,000-message soak across two agencies through nginx delivers nothing across agencies', async () => {
    const agencies = {
      'p-bxmd': { account: ACCOUNTS.admin, visible: new Set(['p-bxmd', 'p-bxmd-moi']), trips: await createTrips(sql, 2, { routeId: 'r-mdong-dalat', prefix: 'soak' }) },
      'p-saoviet': { account: ACCOUNTS.admin2, visible: new Set(['p-saoviet']), trips: await createTrips(sql, 2, { routeId: await routeSoldBy(sql, 'p-saoviet'), prefix: 'soak' }) },
    };
    const ids = Object.keys(agencies);
    const listeners = [];
    for (const [partnerId, agency] of Object.entries(agencies)) {
      agency.token = await login(cluster.url, agency.account);
      const other = ids.find((id) => id !== partnerId);
      const own = [`partner/${partnerId}/tickets`, ...agency.trips.flatMap((t) => [`trip/${t.tripId}/lockSeat`, `trip/${t.tripId}/seats`])];
      const foreign = [`partner/${other}/tickets`, `partner/${other}/payments`, ...agencies[other].trips.map((t) => `trip/${t.tripId}/lockSeat`)];
      // Four subscribers per agency through nginx (spread over both instances), each also asking for the other's topics.
      for (let i = 0; i < 4; i++) listeners.push({ partnerId, ...(await mqttThroughNginx(agency.token, [...own, ...foreign])) });
    }
    const TARGET = 10_000;
    const delivered = () => listeners.reduce((sum, l) => sum + l.received.length, 0);
    let calls = 0;
    const started = performance.now();
    await Promise.all(
      ids.flatMap((partnerId) =>
        Array.from({ length: 4 }, async (_, worker) => {
          const agency = agencies[partnerId];
          for (let k = 0; delivered() < TARGET && performance.now() - started < 120_000; k++) {
            const trip = agency.trips[(worker + k) % agency.trips.length];
            const first = (k * 2) % (trip.seatIds.length - 1);
            const seats = trip.seatIds.slice(first, first + 2);
            await call(cluster.url, 'POST', PATHS.lockSeat, { token: agency.token, body: { tripId: trip.tripId, seatIds: k % 5 === 4 ? [] : seats } });
            calls++;
          }
        }),
      ),
    );
    await until(() => delivered() >= TARGET, { timeoutMs: 10_000 });
    const visibleTrips = Object.fromEntries(ids.map((id) => [id, new Set(agencies[id].trips.map((t) => t.tripId))]));
    let cross = 0;
    for (const l of listeners) {
      for (const { topic, event } of l.received) {
        const [root, id] = topic.split('/');
        const ownTopic = root === 'partner' ? agencies[l.partnerId].visible.has(id) : visibleTrips[l.partnerId].has(id);
        const foreignTicket = (event.tickets ?? []).some((t) => t.partnerId && !agencies[l.partnerId].visible.has(t.partnerId));
        if (!ownTopic || foreignTicket) cross++;
      }
    }
    figures('5-soak', {
      subscribers: listeners.length,
      lockCalls: calls,
      deliveries: delivered(),
      crossAgencyDeliveries: cross,
      foreignSubscriptionsRefused: listeners.reduce((sum, l) => sum + l.refused.length, 0),
      seconds: +((performance.now() - started) / 1000).toFixed(1),
    });
    for (const l of listeners) await l.client.endAsync(true);
    expect(delivered()).toBeGreaterThanOrEqual(TARGET);
    expect(cross).toBe(0);
    // Every foreign topic was refused at SUBSCRIBE (4 per subscriber: the other agency's two partner topics, and
    // the lockSeat topic of each of its two trips).
    for (const l of listeners) expect(l.refused).toHaveLength(4);
  });
});

let throwaways = 0;
/** A new STAFF user of the admin's agency, signed in (server: POST /api/v2/partner/create-user-partner). */
async function throwawaySession(adminToken) {
  const account = { username: `fuzz${Date.now().toString(36)}${++throwaways}`, password: 'fuzz-password-1' };
  const created = await call(cluster.url, 'POST', '/api/v2/partner/create-user-partner', { token: adminToken, body: { name: `Nhân viên ${account.username}`, userName: account.username, password: account.password, role: 'STAFF' } });
  if (created.status !== 200) throw new Error(`throwaway user: ${created.status} ${created.text.slice(0, 200)}`);
  return login(cluster.url, account);
}

describe('6. Fuzzed bodies on every route through nginx; the login throttle across instances', () => {
  it('answers no 5xx to fuzzed bodies on any route', async () => {
    const doc = await call(cluster.url, 'GET', PATHS.openapi);
    expect(doc.status).toBe(200);
    let seed = 16;
    const rnd = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const pick = (list) => list[Math.floor(rnd() * list.length)];
    const value = (depth = 0) =>
      pick([
        () => null,
        () => pick([true, false]),
        () => Math.floor(rnd() * 2 ** 40) * pick([1, -1]),
        () => pick([1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2]),
        () => pick(['', ' ', 'a'.repeat(10_000), 'Nguyễn Văn An', '\u0000', '<script>', "' or 1=1 --", '2026-13-45', '0901234567']),
        () => (depth < 3 ? Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth + 1)) : []),
        () => (depth < 3 ? Object.fromEntries(Array.from({ length: Math.floor(rnd() * 5) }, () => [pick(['tripId', 'seatIds', 'id', 'ticketIds', 'companyId', 'date', 'amount', 'name', 'password', '__proto__', 'x']), value(depth + 1)])) : {}),
      ])();
    const bodies = () => [
      { raw: JSON.stringify(value()) },
      { raw: JSON.stringify({ tripId: value(), seatIds: value(), ticketIds: value(), companyId: value(), id: value() }) },
      { raw: '{"unterminated": ' },
      { raw: 'not json at all', headers: { 'content-type': 'text/plain' } },
      { raw: JSON.stringify([value(), value()]) },
      { raw: JSON.stringify({ page: -1, pageSize: 1e9, from: 'x', to: [] }) },
    ];
    const routes = Object.entries(doc.body.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })));
    let adminToken = await login(cluster.url, ACCOUNTS.admin);
    const counts = {};
    const fiveXX = [];
    for (const { path, method } of routes) {
      // Sign-out and password changes fuzzed with a throwaway user's session: the admin's stays usable.
      const ownSession = /logout|change-password/.test(path);
      const url = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(value())));
      for (const body of bodies()) {
        const token = ownSession ? await throwawaySession(adminToken) : adminToken;
        const query = method === 'GET' || method === 'DELETE' ? `?${new URLSearchParams({ q: String(value()), jobId: String(value()), tripId: String(value()) })}` : '';
        const res = await call(cluster.url, method, `${url}${query}`, {
          token,
          ...(method === 'GET' || method === 'HEAD' ? {} : { raw: body.raw }),
          headers: body.headers ?? {},
        });
        counts[res.status] = (counts[res.status] ?? 0) + 1;
        if (res.status >= 500) fiveXX.push(`${method} ${path} → ${res.status} ${res.text.slice(0, 120)}`);
        if (res.status === 401 && !ownSession) adminToken = await login(cluster.url, ACCOUNTS.admin);
      }
    }
    figures('6-fuzz', { routes: routes.length, requests: Object.values(counts).reduce((a, b) => a + b, 0), byStatus: counts, fiveXX: fiveXX.length });
    expect(fiveXX).toEqual([]);
  });

  it('counts login failures on both instances together: after 10 the account is refused everywhere', async () => {
    const attempt = (i, password) => call(instanceUrl(i), 'POST', PATHS.login, { body: { username: ACCOUNTS.staff.username, password } });
    const failures = [];
    for (let i = 0; i < 10; i++) failures.push((await attempt(i % 2, `wrong-${i}`)).status);
    const onA = await attempt(A, ACCOUNTS.staff.password);
    const onB = await attempt(B, ACCOUNTS.staff.password);
    const viaNginx = await call(cluster.url, 'POST', PATHS.login, { body: { username: ACCOUNTS.staff.username, password: ACCOUNTS.staff.password } });
    figures('6-throttle', { failures, rightPasswordAfter: { [cluster.instances[A].id]: onA.status, [cluster.instances[B].id]: onB.status, nginx: viaNginx.status } });
    expect(failures).toEqual(failures.map(() => 401));
    expect([onA.status, onB.status, viaNginx.status]).toEqual([429, 429, 429]);
    expect(onA.body.message).toBe(TEXTS.tooManyLogins);
  });
});
