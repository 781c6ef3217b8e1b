// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import { WebSocket as NodeWebSocket, WebSocketServer, createWebSocketStream } from 'ws';
import { encodeRealtimeEvent, topics, type TRealtimeEvent } from '@busdesk/api-contract';
import { filter, firstValueFrom, timeout } from 'rxjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus, type SocketStatus } from '../bus/bus';
import { connectRealtime, disconnectRealtime, subscribeTopic } from './realtime-client';
import { userInfoFixture } from '../test-support/user-info-fixture';

// The wait for the page's first paint (after-first-paint.test.ts covers it), held open by the test that needs it.
const paint = vi.hoisted(() => ({ gate: undefined as Promise<void> | undefined }));
vi.mock('./after-first-paint', () => ({ afterFirstPaint: () => paint.gate ?? Promise.resolve() }));

/** A small aedes broker over WebSocket on loopback, shaped like the server's: token = password, a subscribe ACL. */
const GOOD_TOKEN = 'good-token';
const slowTopics = new Set<string>();
const SLOW_SUBACK_MS = 300;
let slowAnsweredAt = 0;
let broker: Aedes;
let http: Server;
let wss: WebSocketServer;
let url = '';

beforeAll(async () => {
  broker = await Aedes.createBroker({
    authenticate: (_client, _username, password, done) => {
      if (password?.toString() === GOOD_TOKEN) return done(null, true);
      done(Object.assign(new Error('bad token'), { returnCode: 4 }), false);
    },
    // Lines other than 101 are not this partner's: refused with SUBACK 0x80, like the server's ACL. A slow topic's
    // answer is held back, as a busy broker's would be.
    authorizeSubscribe: (_client, subscription, done) => {
      const answer = () => done(null, subscription.topic.startsWith('line/') && subscription.topic !== 'line/101/calls' ? null : subscription);
      if (slowTopics.has(subscription.topic)) setTimeout(() => (answer(), (slowAnsweredAt = Date.now())), SLOW_SUBACK_MS);
      else answer();
    },
  });
  http = createServer();
  wss = new WebSocketServer({ server: http, path: '/mqtt' });
  wss.on('connection', (socket) => broker.handle(createWebSocketStream(socket)));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/mqtt`;
});

afterAll(async () => {
  disconnectRealtime();
  for (const socket of wss.clients) socket.terminate();
  await new Promise((resolve) => wss.close(resolve));
  await new Promise((resolve) => http.close(resolve));
  await new Promise<void>((resolve) => broker.close(() => resolve()));
});

// Node environment: under jsdom mqtt.js takes the page for a browser and wants Web Workers for its timers.
// Node 20 has no global WebSocket; connectRealtime checks for one, so the test provides `ws`'s (mqtt.js itself
// uses `ws` in Node).
beforeEach(() => {
  vi.stubGlobal('WebSocket', NodeWebSocket);
});

afterEach(() => {
  disconnectRealtime();
  bus.session$.next({ status: 'anonymous' });
  vi.unstubAllGlobals();
});

const user = userInfoFixture();

const socketReaches = (status: SocketStatus, ms = 5000) =>
  firstValueFrom(bus.socket$.pipe(filter((s) => s.status === status), timeout(ms)));

/** Resolves once the broker has a subscription on `topic` from our client. */
const brokerSubscribed = (topic: string, ms = 3000) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no subscription to ${topic}`)), ms);
    const onSubscribe = (subs: { topic: string }[]) => {
      if (!subs.some((sub) => sub.topic === topic)) return;
      clearTimeout(timer);
      broker.off('subscribe', onSubscribe);
      resolve();
    };
    broker.on('subscribe', onSubscribe);
  });

const publish = (topic: string, event: TRealtimeEvent, retain = false) =>
  new Promise<void>((resolve, reject) =>
    broker.publish(
      { cmd: 'publish', topic, payload: Buffer.from(encodeRealtimeEvent(event)), qos: 0, retain, dup: false },
      (error) => (error ? reject(error) : resolve()),
    ),
  );

const ticketsEvent: TRealtimeEvent = {
  type: 'changed-tickets',
  tripId: 't9',
  tickets: [{ ticketId: 'k1', ticketStatus: 2 }],
};
const lockEvent: TRealtimeEvent = {
  type: 'lock-seat',
  tripId: 't9',
  records: [{ listSeatId: ['A1'], userId: 'u2', partnerId: 'p1', expiresAt: 1 }],
};

describe('connectRealtime against an MQTT broker over WebSocket', () => {
  it("connects with the token as password, follows the user's partner topics and feeds the bus", async () => {
    bus.session$.next({ status: 'authenticated', user, token: GOOD_TOKEN });
    const subscribed = brokerSubscribed(topics.partnerTickets('p1'));
    connectRealtime(GOOD_TOKEN, { url });
    expect(bus.socket$.getValue().status).toBe('connecting');
    await socketReaches('connected');
    await subscribed;

    const received = firstValueFrom(bus.tickets$.pipe(timeout(3000)));
    // A lock-seat event arriving on the tickets topic is misrouted and must be dropped, not delivered.
    await publish(topics.partnerTickets('p1'), lockEvent);
    await publish(topics.partnerTickets('p1'), ticketsEvent);
    expect(await received).toEqual(ticketsEvent);
  });

  it("carries a child agency's figures nudge to childFigures$ only, never to tickets$ (docs/adr/0120)", async () => {
    bus.session$.next({ status: 'authenticated', user, token: GOOD_TOKEN });
    const subscribed = brokerSubscribed(topics.partnerTickets('p1'));
    connectRealtime(GOOD_TOKEN, { url });
    await socketReaches('connected');
    await subscribed;

    const tickets: unknown[] = [];
    const onTickets = bus.tickets$.subscribe((e) => tickets.push(e));
    const nudge: TRealtimeEvent = { type: 'child-figures-changed', partnerIds: ['p2'] };
    const received = firstValueFrom(bus.childFigures$.pipe(timeout(3000)));
    await publish(topics.partnerTickets('p1'), nudge);
    expect(await received).toEqual(nudge);
    // The control: a ticket event after it on the same topic reaches tickets$, and it is the only one there.
    const ticket = firstValueFrom(bus.tickets$.pipe(timeout(3000)));
    await publish(topics.partnerTickets('p1'), ticketsEvent);
    await ticket;
    onTickets.unsubscribe();
    expect(tickets).toEqual([ticketsEvent]);
  });

  it('carries a bill opened on the agency’s payments topic to payments$, where the dashboard hears it (docs/adr/0072)', async () => {
    bus.session$.next({ status: 'authenticated', user, token: GOOD_TOKEN });
    const subscribed = brokerSubscribed(topics.partnerPayments('p1'));
    connectRealtime(GOOD_TOKEN, { url });
    await socketReaches('connected');
    await subscribed;

    const opened: TRealtimeEvent = { type: 'bill-opened', billNumber: 'B7', provider: 'MOMO_QR' };
    const received = firstValueFrom(bus.payments$.pipe(timeout(3000)));
    await publish(topics.partnerPayments('p1'), opened);
    expect(await received).toEqual(opened);
  });

  it("applies the agency's saved configuration to the session at once, and only its own agency's (ADR 0053)", async () => {
    bus.session$.next({ status: 'authenticated', user, token: GOOD_TOKEN });
    const subscribed = brokerSubscribed(topics.partnerConfig('p1'));
    connectRealtime(GOOD_TOKEN, { url });
    await subscribed;
    const config = JSON.stringify({ phoneHidden: true });
    const seen: string[] = [];
    const watch = bus.session$.subscribe((s) => s.status === 'authenticated' && seen.push(s.user.partner.config));
    const applied = firstValueFrom(bus.session$.pipe(filter((s) => s.status === 'authenticated' && s.user.partner.config === config), timeout(3000)));
    // Another agency's config (misaddressed) and a config event on the tickets topic change nothing.
    await publish(topics.partnerConfig('p1'), { type: 'partner-config', partnerId: 'p2', config: '{"x":1}', isAutoApproveRoutes: true });
    await publish(topics.partnerTickets('p1'), { type: 'partner-config', partnerId: 'p1', config: '{"y":1}', isAutoApproveRoutes: true });
    await publish(topics.partnerConfig('p1'), { type: 'partner-config', partnerId: 'p1', config, isAutoApproveRoutes: true });
    const session = await applied;
    watch.unsubscribe();
    expect(session.status === 'authenticated' && session.user.partner).toMatchObject({ id: 'p1', config, isAutoApproveRoutes: true });
    expect(seen).not.toContain('{"x":1}');
    expect(seen).not.toContain('{"y":1}');
  });

  it('loads mqtt.js only once the page has painted, and then connects', async () => {
    // A fresh module: the mqtt.js import is kept once loaded, so only a first connect waits for the paint.
    vi.resetModules();
    const fresh = await import('./realtime-client');
    let painted!: () => void;
    paint.gate = new Promise<void>((resolve) => {
      painted = resolve;
    });
    try {
      fresh.connectRealtime(GOOD_TOKEN, { url });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(bus.socket$.getValue().status).toBe('connecting');
      expect(broker.connectedClients).toBe(0);
      painted();
      await socketReaches('connected');
      expect(broker.connectedClients).toBe(1);
    } finally {
      paint.gate = undefined;
      fresh.disconnectRealtime();
    }
  });

  it('opens one connection however often it is asked with the same token', async () => {
    connectRealtime(GOOD_TOKEN, { url });
    connectRealtime(GOOD_TOKEN, { url });
    await socketReaches('connected');
    connectRealtime(GOOD_TOKEN, { url });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(broker.connectedClients).toBe(1);
  });

  it('delivers a screen topic to its handler until it unsubscribes', async () => {
    const handler = vi.fn();
    const tripTopic = topics.tripLockSeat('t9');
    const unsubscribe = subscribeTopic(tripTopic, handler);
    const subscribed = brokerSubscribed(tripTopic);
    connectRealtime(GOOD_TOKEN, { url });
    await subscribed;
    await publish(tripTopic, lockEvent);
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith(lockEvent, tripTopic));

    unsubscribe();
    await vi.waitFor(() => expect(broker.connectedClients).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await publish(tripTopic, lockEvent);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("carries a line's call and line-taken events to its handler and to calls$, and a trip's events to neither", async () => {
    const handler = vi.fn();
    const calls: string[] = [];
    const sub = bus.calls$.subscribe((event) => calls.push(event.type));
    const lineTopic = topics.lineCalls('101');
    subscribeTopic(lineTopic, handler);
    const subscribed = brokerSubscribed(lineTopic);
    connectRealtime(GOOD_TOKEN, { url });
    await subscribed;
    const ring: TRealtimeEvent = { type: 'call', code: 'RINGING_IN', phone: '0909123456', number: '101', callId: 'c1' };
    const taken: TRealtimeEvent = { type: 'line-taken', number: '101', loginId: 'l2', userName: 'Nguyễn Văn B', at: 1 };
    // Negative control: an event that does not belong on a line topic is dropped.
    await publish(lineTopic, lockEvent);
    await publish(lineTopic, ring);
    await publish(lineTopic, taken);
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
    expect(handler.mock.calls.map(([event]) => event)).toEqual([ring, taken]);
    expect(calls).toEqual(['call', 'line-taken']);
    sub.unsubscribe();
  });

  it('reports a refused subscription and delivers nothing on it', async () => {
    const onRefused = vi.fn();
    const handler = vi.fn();
    const calls = vi.fn();
    const sub = bus.calls$.subscribe(calls);
    subscribeTopic(topics.lineCalls('999'), handler, { onRefused });
    connectRealtime(GOOD_TOKEN, { url });
    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledWith('line/999/calls'), { timeout: 3000 });
    await publish(topics.lineCalls('999'), { type: 'call', code: 'RINGING', number: '999' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(handler).not.toHaveBeenCalled();
    expect(calls).not.toHaveBeenCalled();
    expect(bus.socket$.getValue().status).toBe('connected');
    sub.unsubscribe();
  });

  it('is connected and signals reconnected$, the first time too, once the broker holds the subscriptions: an event sent then arrives', async () => {
    // A screen that read its trip before the page's connection was up must re-read (ADR 0114); the signal comes only
    // when re-reading is enough, so the slow topic's SUBACK has to be in first.
    const tripTopic = topics.tripLockSeat('t7');
    slowTopics.add(tripTopic);
    const handler = vi.fn();
    const unsubscribe = subscribeTopic(tripTopic, handler);
    slowAnsweredAt = 0;
    const reconnected = firstValueFrom(bus.reconnected$.pipe(timeout(4000)));
    try {
      connectRealtime(GOOD_TOKEN, { url });
      await reconnected;
      expect(slowAnsweredAt).toBeGreaterThan(0);
      // 'connected' means the same: live from now on.
      expect(bus.socket$.getValue()).toEqual({ status: 'connected', attempt: 0 });
      await publish(tripTopic, lockEvent);
      await vi.waitFor(() => expect(handler).toHaveBeenCalledWith(lockEvent, tripTopic));
    } finally {
      slowTopics.delete(tripTopic);
      unsubscribe();
    }
  });

  it('reconnects after a drop on the 1 s schedule, resubscribes and signals that events may have been missed', async () => {
    bus.session$.next({ status: 'authenticated', user, token: GOOD_TOKEN });
    connectRealtime(GOOD_TOKEN, { url });
    await socketReaches('connected');
    const reconnected = firstValueFrom(bus.reconnected$.pipe(timeout(4000)));
    const resubscribed = brokerSubscribed(topics.partnerPayments('p1'), 4000);
    for (const socket of wss.clients) socket.terminate();
    await vi.waitFor(() => expect(bus.socket$.getValue()).toEqual({ status: 'reconnecting', attempt: 1 }));
    await reconnected;
    await resubscribed;
    expect(bus.socket$.getValue()).toEqual({ status: 'connected', attempt: 0 });

    const payment = firstValueFrom(bus.payments$.pipe(timeout(3000)));
    await publish(topics.partnerPayments('p1'), {
      type: 'mb-ticket-payment',
      billNumber: 'B1',
      ticketIds: ['k1'],
      amount: 250_000,
    });
    expect(await payment).toMatchObject({ type: 'mb-ticket-payment', billNumber: 'B1' });
  });

  it('keeps retrying an unreachable broker, 1 s then 1.5 s apart', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadUrl = `ws://127.0.0.1:${(dead.address() as AddressInfo).port}/mqtt`;
    await new Promise((resolve) => dead.close(resolve));
    const started = Date.now();
    connectRealtime(GOOD_TOKEN, { url: deadUrl });
    await vi.waitFor(() => expect(bus.socket$.getValue()).toEqual({ status: 'reconnecting', attempt: 1 }));
    await vi.waitFor(() => expect(bus.socket$.getValue().attempt).toBe(2), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    await vi.waitFor(() => expect(bus.socket$.getValue().attempt).toBe(3), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
  });

  it('stops retrying when the broker refuses the token', async () => {
    connectRealtime('revoked-token', { url });
    await socketReaches('offline');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(bus.socket$.getValue().status).toBe('offline');
    expect(broker.connectedClients).toBe(0);
  });

  it('closes the connection when the signed-in session ends, and not one opened without a session', async () => {
    connectRealtime(GOOD_TOKEN, { url });
    await socketReaches('connected');
    bus.session$.next({ status: 'anonymous' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bus.socket$.getValue().status).toBe('connected');

    bus.session$.next({ status: 'authenticated', user, token: GOOD_TOKEN });
    bus.session$.next({ status: 'anonymous' });
    expect(bus.socket$.getValue()).toEqual({ status: 'idle', attempt: 0 });
    await vi.waitFor(() => expect(broker.connectedClients).toBe(0));
  });

  it('closes the connection and returns to idle on disconnectRealtime', async () => {
    connectRealtime(GOOD_TOKEN, { url });
    await socketReaches('connected');
    disconnectRealtime();
    expect(bus.socket$.getValue()).toEqual({ status: 'idle', attempt: 0 });
    await vi.waitFor(() => expect(broker.connectedClients).toBe(0));
  });
});
