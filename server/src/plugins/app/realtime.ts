import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import {
  encodeRealtimeEvent,
  parseTopic,
  TOPIC_EVENTS,
  ZRealtimeEvent,
  type ParsedTopic,
} from '@busdesk/api-contract';
import { notFound } from '../../lib/http-error';
import { websocketStream } from '../../lib/ws-stream';
import { createRealtimeConsumer } from '../../realtime/realtime-consumer';
import type { RealtimePublisher } from '../../realtime/realtime-publisher';
import { openRedisDelivery } from '../../realtime/redis-delivery';
import { createRetainedTripStates } from '../../realtime/retained-trip-states';
import type { SessionContext } from '../../repositories/sessions-repository';

export interface Realtime extends RealtimePublisher {
  isUp(): boolean;
  connectedClients(): number;
  /**
   * Closes at once the connections of a user's sessions (but `exceptSessionId`'s): a locked user, a reset or changed
   * password. Their tokens are revoked by then, so a reconnect is refused at CONNECT. In a cluster every instance
   * closes its own.
   */
  disconnectUser(userId: string, exceptSessionId?: string): void;
  /** Several instances deliver through Redis (REDIS_URL); the trip topics' retained states come from the database. */
  readonly clustered: boolean;
}

/** An internal bus topic (never an MQTT client's: '$' topics and anything outside the ACL are refused to clients). */
const DISCONNECT_USER_TOPIC = '$SYS/busdesk/disconnect-user';

/** 5 = "not authorized" in MQTT 3.1.1 CONNACK. */
const authError = (message: string): AuthenticateError => Object.assign(new Error(message), { returnCode: 5 as AuthenticateError['returnCode'] });

/**
 * The embedded MQTT broker over WebSocket at /mqtt (DESIGN §6): the session token is the password, subscriptions
 * follow the tenancy rules, and only the server publishes — through `app.realtime`, and for committed changes
 * through the realtime change consumer added here (the first consumer: screens hear of a change first).
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const sessionsByClient = new WeakMap<Client, SessionContext>();
  // The CONNECT password is seen only in authenticate; kept to re-check the session at each SUBSCRIBE.
  const tokens = new WeakMap<Client, string>();
  /** The connected clients by user, to cut them when the user's sessions end. */
  const clientsByUser = new Map<string, Set<Client>>();
  const forget = (client: Client) => {
    const session = sessionsByClient.get(client);
    const set = session ? clientsByUser.get(session.userId) : undefined;
    if (!session || !set) return;
    set.delete(client);
    if (set.size === 0) clientsByUser.delete(session.userId);
  };

  /** Whether the session may receive the topic; `visibleTrips` are the trips of the batch its partners sell. */
  async function mayReceive(session: SessionContext, topic: ParsedTopic, visibleTrips: ReadonlySet<string>): Promise<boolean> {
    switch (topic.kind) {
      case 'partnerTickets':
      case 'partnerPayments':
      case 'partnerNotifications':
        return session.visiblePartnerIds.includes(topic.partnerId);
      case 'partnerConfig':
        // The agency's own configuration only: a parent station's config is not its child agencies' business.
        return session.partnerId === topic.partnerId;
      case 'tripLockSeat':
      case 'tripSeats':
        // Trips on routes the partner (or a child) is authorised to sell.
        return visibleTrips.has(topic.tripId);
      case 'lineCalls':
        return app.repos.partners.ownsLine(session.partnerId, topic.number);
    }
  }

  interface PendingCheck {
    topic: ParsedTopic;
    grant(allowed: boolean): void;
  }
  const pendingChecks = new Map<Client, PendingCheck[]>();

  /**
   * The subscriptions a client sends together are checked together: one re-read of its session and one query for
   * all their trips. A trip card list subscribes each listed trip's topic at once (up to 100 and more), which would
   * otherwise cost two statements per topic.
   */
  async function checkSubscriptions(client: Client, checks: readonly PendingCheck[]): Promise<void> {
    try {
      // Re-check the token: a logout, lock or password change since CONNECT ends the access.
      const fresh = await app.repos.sessions.resolve(tokens.get(client) ?? '');
      if (!fresh || !fresh.isActive || fresh.mustChangePassword) {
        for (const check of checks) check.grant(false);
        return;
      }
      sessionsByClient.set(client, fresh);
      const tripIds = checks.flatMap(({ topic }) => (topic.kind === 'tripLockSeat' || topic.kind === 'tripSeats' ? [topic.tripId] : []));
      const visibleTrips = tripIds.length > 0 ? await app.repos.trips.visibleOf([...new Set(tripIds)], fresh.visiblePartnerIds) : new Set<string>();
      await Promise.all(
        checks.map(async (check) => {
          let allowed = false;
          try {
            allowed = await mayReceive(fresh, check.topic, visibleTrips);
          } catch (err) {
            app.log.error({ err }, 'mqtt authorizeSubscribe failed');
          }
          check.grant(allowed);
        }),
      );
    } catch (err) {
      // The session or the trips could not be read: nothing of the batch was granted yet.
      app.log.error({ err }, 'mqtt authorizeSubscribe failed');
      for (const check of checks) check.grant(false);
    }
  }

  // A cluster (docs/adr/0096): aedes delivers through Redis (mqemitter-redis), so an event published on any instance
  // reaches the subscribers of every instance. Alone, aedes' in-memory bus.
  const delivery = app.env.REDIS_URL ? await openRedisDelivery(app.env.REDIS_URL, `busdesk-${app.instance.id}`, app.log) : null;

  const broker = await Aedes.createBroker({
    ...(delivery ? { mq: delivery.mq } : {}),
    // The session token is the MQTT password (DESIGN §6); the username is ignored.
    authenticate: (client, _username, password, done) => {
      const token = password?.toString('utf8') ?? '';
      if (!token) return done(authError('no token'), false);
      app.repos.sessions
        .resolve(token)
        .then((session) => {
          // A reset password must be replaced before anything else (ADR 0054): no live events until then.
          if (!session || !session.isActive || session.mustChangePassword) return done(authError('bad token'), false);
          sessionsByClient.set(client, session);
          tokens.set(client, token);
          const set = clientsByUser.get(session.userId) ?? new Set<Client>();
          set.add(client);
          clientsByUser.set(session.userId, set);
          done(null, true);
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'mqtt authenticate failed');
          done(authError('unavailable'), false);
        });
    },
    // Only the server publishes (broker.publish does not pass through this hook).
    authorizePublish: (_client, _packet, done) => done(new Error('clients may not publish')),
    authorizeSubscribe: (client, subscription, done) => {
      const session = sessionsByClient.get(client);
      const parsed = parseTopic(subscription.topic);
      if (!session || !parsed) return done(null, null);
      // Gathered until the packets already received are handled (setImmediate runs after this I/O turn).
      const pending = pendingChecks.get(client);
      const check: PendingCheck = { topic: parsed, grant: (allowed) => done(null, allowed ? subscription : null) };
      if (pending) {
        pending.push(check);
        return;
      }
      pendingChecks.set(client, [check]);
      setImmediate(() => {
        const checks = pendingChecks.get(client) ?? [];
        pendingChecks.delete(client);
        void checkSubscriptions(client, checks);
      });
    },
  });

  broker.on('clientDisconnect', forget);

  const closeUserClients = (userId: string, exceptSessionId?: string) => {
    for (const client of [...(clientsByUser.get(userId) ?? [])]) {
      if (exceptSessionId && sessionsByClient.get(client)?.sessionId === exceptSessionId) continue;
      forget(client);
      client.close();
    }
  };

  if (delivery) {
    // Each broker keeps retained messages in its own memory: the trip topics' retained states (seat locks, booked
    // count) are read from the database at SUBSCRIBE instead, so a message another instance published is not missed.
    const tripStates = createRetainedTripStates({ trips: app.repos.trips, seatLocks: app.repos.seatLocks, log: app.log });
    // aedes' types do not declare `persistence` (nor `clients` below); both are documented properties of the broker.
    const persistence = (broker as unknown as { persistence: { createRetainedStreamCombi(patterns: string[]): Readable } }).persistence;
    const fromMemory = persistence.createRetainedStreamCombi.bind(persistence);
    persistence.createRetainedStreamCombi = (patterns) =>
      Readable.from(
        (async function* retained() {
          const { states, rest } = await tripStates(patterns);
          for (const { topic, event } of states) yield { cmd: 'publish', topic, payload: Buffer.from(encodeRealtimeEvent(event)), qos: 0, retain: true };
          if (rest.length) yield* fromMemory(rest);
        })(),
      );
    // A user's sessions may be connected to any instance: each closes its own.
    delivery.mq.on(DISCONNECT_USER_TOPIC, (message, done) => {
      const { from, userId, exceptSessionId } = message as unknown as { from: string; userId: string; exceptSessionId?: string };
      if (from !== app.instance.id) closeUserClients(userId, exceptSessionId);
      done();
    });
    // Back from a Redis outage: what was published meanwhile never reached this broker's clients. Closing their
    // connections makes each one reconnect (through the proxy, to any instance) and refetch what it shows.
    delivery.onReconnected(() => {
      for (const client of Object.values((broker as unknown as { clients: Record<string, Client> }).clients)) client.close();
    });
  }

  await app.register(websocket, {
    options: {
      maxPayload: 256 * 1024,
      // mqtt.js asks for the 'mqtt' subprotocol; a browser refuses the socket if it is not echoed.
      handleProtocols: (protocols: Set<string>) => (protocols.has('mqtt') ? 'mqtt' : (protocols.values().next().value ?? false)),
    },
  });

  // HTTP-level public: the MQTT CONNECT authenticates with the token, and the subscribe ACL does the rest.
  app.route({
    method: 'GET',
    url: '/mqtt',
    config: { policy: 'public', tenant: 'none' },
    schema: { hide: true },
    // A plain GET (no WebSocket upgrade) is not found, in the envelope every other unknown path answers with.
    handler: async () => {
      throw notFound();
    },
    wsHandler: (socket, request) => {
      // One frame per MQTT packet, written straight to the connection's socket when nothing waits before it (see
      // ws-stream.ts): a seat event reaches 1,000 subscribers in 1,000 writes, not 5,000.
      const stream = websocketStream(socket, request.raw.socket);
      stream.on('error', () => stream.destroy());
      broker.handle(stream, request.raw);
    },
  });

  const realtime: Realtime = {
    async publish(topic, event, opts) {
      const parsed = parseTopic(topic);
      if (!parsed) throw new Error(`not a Busdesk topic: ${topic}`);
      const allowed: readonly string[] = TOPIC_EVENTS[parsed.kind];
      const checked = ZRealtimeEvent.parse(event);
      if (!allowed.includes(checked.type)) throw new Error(`${checked.type} is not carried by ${topic}`);
      await new Promise<void>((resolve, reject) => {
        broker.publish(
          { cmd: 'publish', topic, payload: Buffer.from(encodeRealtimeEvent(checked)), qos: 0, retain: opts?.retain ?? false, dup: false },
          (err) => (err ? reject(err) : resolve()),
        );
      });
    },
    isUp: () => !broker.closed && (delivery?.isUp() ?? true),
    connectedClients: () => broker.connectedClients,
    disconnectUser(userId, exceptSessionId) {
      closeUserClients(userId, exceptSessionId);
      if (!delivery) return;
      const message = { topic: DISCONNECT_USER_TOPIC, from: app.instance.id, userId, ...(exceptSessionId ? { exceptSessionId } : {}) };
      delivery.mq.emit(message, (err) => {
        if (err) app.log.warn({ err, userId }, 'realtime: other instances not told to close the user\'s connections');
      });
    },
    clustered: delivery !== null,
  };
  app.decorate('realtime', realtime);
  app.changes.dispatcher.addConsumer(
    createRealtimeConsumer({ realtime, tickets: app.repos.tickets, trips: app.repos.trips, seatLocks: app.repos.seatLocks, partners: app.repos.partners, log: app.log }),
  );

  app.addHook('preClose', async () => {
    const closed = new Promise<void>((resolve) => broker.close(() => resolve()));
    // With Redis away, closing its connections would wait for an answer that does not come.
    await (delivery ? Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]) : closed);
    delivery?.disconnect();
  });
}, { name: 'realtime', dependencies: ['repositories', 'changes', 'instance'] });
