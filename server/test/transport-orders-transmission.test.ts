import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type BusdeskApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createTransportOrdersRepository } from '../src/repositories/transport-orders-repository';
import { createHttpTransportGateway, signTransportBody, type TransportHttpBody } from '../src/transport-orders/transmission/http-transport-gateway';
import { createLocalTransportGateway } from '../src/transport-orders/transmission/local-transport-gateway';
import type { TransportGateway } from '../src/transport-orders/transmission/transport-gateway';
import { fakeOrderXml } from '../test-support/fake-order-documents';
import { createTestDatabase, login } from '../test-support/test-app';
import { call, detail, scriptedGateway, testClock, transportTestOptions, uploadOrder } from '../test-support/transport-orders-fixtures';

const DEPARTURE = Date.UTC(2030, 1, 10, 0, 0);
const SECOND = 1000;
let seq = 0;
const code = () => `LVC-TX-${++seq}`;

type Db = Awaited<ReturnType<typeof createTestDatabase>>;
const dbs: Db[] = [];
afterAll(async () => {
  for (const d of dbs) await d.drop();
});

async function start(db: Db, opts: Parameters<typeof transportTestOptions>[0] & { database?: Awaited<ReturnType<typeof openDatabase>> }): Promise<BusdeskApp> {
  const app = await buildApp({
    env: { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl, PORTAL_DIR: path.join(db.dataDir, 'no-portal'), LOG_LEVEL: 'silent' },
    ...(opts.database ? { database: opts.database } : {}),
    ...transportTestOptions(opts),
  });
  await app.ready();
  return app;
}

async function newDb(): Promise<Db> {
  const db = await createTestDatabase();
  dbs.push(db);
  return db;
}

/** An order signed by the departure station, its transmission queued (and the round the signature woke, done). */
async function signedOrder(app: BusdeskApp, token: string): Promise<string> {
  const id = (await uploadOrder(app, token, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id;
  expect((await call(app, token, 'up-sign', { id })).status).toBe(200);
  await app.transportTransmission.idle();
  return id;
}

const attemptsOf = async (app: BusdeskApp, id: string) => app.database.rows<{ n: number; side: string; version: number; outcome: string }>(sql`select n, side, version, outcome from transport_transmission_attempts where order_id = ${id} order by id`);

describe('retries with backoff, driven by the clock', () => {
  let app: BusdeskApp;
  let admin: string;
  const clock = testClock(DEPARTURE - 3_600_000);
  const gateway = scriptedGateway(
    { outcome: 'timeout', message: 'Hết thời gian chờ phản hồi' },
    new Error('Lỗi truyền lệnh: connect ECONNREFUSED'),
    { outcome: 'accepted', message: 'Đã tiếp nhận' },
  );
  beforeAll(async () => {
    app = await start(await newDb(), { now: clock.now, gateway });
    admin = await login(app, 'admin', 'admin123');
  });
  afterAll(() => app.close());

  it('timeout then error are retried after 30 s and 60 s; accepted sets the side to 3; every attempt shows in descriptionError', async () => {
    const id = await signedOrder(app, admin);
    // The signature woke a round: attempt 1 timed out, the next is due in 30 s.
    expect(gateway.sends).toHaveLength(1);
    expect((await detail(app, admin, id)).body.results.transport).toMatchObject({ stationUpStatus: 2, transmission: 'pending' });
    clock.advance(29 * SECOND);
    expect(await app.transportTransmission.runOnce()).toBe(0);
    clock.advance(1 * SECOND);
    expect(await app.transportTransmission.runOnce()).toBe(1);
    expect(gateway.sends).toHaveLength(2);
    clock.advance(59 * SECOND);
    expect(await app.transportTransmission.runOnce()).toBe(0);
    clock.advance(1 * SECOND);
    expect(await app.transportTransmission.runOnce()).toBe(1);
    const d = (await detail(app, admin, id)).body.results;
    expect(d.transport).toMatchObject({ stationUpStatus: 3, transmission: 'idle' });
    expect(d.transport.descriptionError).toBe('Hết thời gian chờ phản hồi|Lỗi truyền lệnh: connect ECONNREFUSED|Đã tiếp nhận');
    expect(d.attempts.map((a) => [a.n, a.outcome])).toEqual([
      [1, 'timeout'],
      [2, 'error'],
      [3, 'accepted'],
    ]);
    // Every send was of the one signed version.
    expect(new Set(gateway.sends.map((s) => `${s.orderId}:${s.version}:${s.side}`)).size).toBe(1);
  });
});

describe('retries run out; a rejection is final for its version; resend by hand', () => {
  let app: BusdeskApp;
  let admin: string;
  const clock = testClock(DEPARTURE - 3_600_000);
  let answer: 'timeout' | 'rejected' | 'accepted' = 'timeout';
  const gateway: TransportGateway = { kind: 'http', send: async () => ({ outcome: answer, message: answer === 'rejected' ? 'Bị từ chối: Biển số sai' : answer }) };
  beforeAll(async () => {
    app = await start(await newDb(), { now: clock.now, gateway });
    admin = await login(app, 'admin', 'admin123');
  });
  afterAll(() => app.close());

  it('after 5 attempts (30, 60, 120, 240 s apart) the job is failed; resend queues it afresh', async () => {
    answer = 'timeout';
    const id = await signedOrder(app, admin);
    for (const wait of [30, 60, 120, 240]) {
      clock.advance(wait * SECOND);
      expect(await app.transportTransmission.runOnce()).toBe(1);
    }
    clock.advance(3_600 * SECOND);
    expect(await app.transportTransmission.runOnce()).toBe(0);
    expect((await attemptsOf(app, id)).length).toBe(5);
    expect((await detail(app, admin, id)).body.results.transport).toMatchObject({ stationUpStatus: 2, transmission: 'failed' });
    answer = 'accepted';
    const resent = await call(app, admin, 'resend', { id });
    expect(resent.status).toBe(200);
    await app.transportTransmission.idle();
    expect((await detail(app, admin, id)).body.results.transport).toMatchObject({ stationUpStatus: 3, transmission: 'idle' });
    expect((await call(app, admin, 'resend', { id })).status).toBe(400);
  });

  it('a rejection is not retried (the same version would be refused again)', async () => {
    answer = 'rejected';
    const id = await signedOrder(app, admin);
    clock.advance(3_600 * SECOND);
    expect(await app.transportTransmission.runOnce()).toBe(0);
    expect((await attemptsOf(app, id)).map((a) => a.outcome)).toEqual(['rejected']);
    expect((await detail(app, admin, id)).body.results.transport).toMatchObject({ stationUpStatus: 2, transmission: 'failed', descriptionError: 'Bị từ chối: Biển số sai' });
  });

  it('resend with nothing signed is refused', async () => {
    const id = (await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id;
    expect((await call(app, admin, 'resend', { id })).status).toBe(400);
  });
});

describe('the local gateway: idempotent per order, version and side; says nothing was delivered', () => {
  it('the same version sent twice answers the first outcome and keeps one record; a new version is a new record', async () => {
    const db = await newDb();
    const database = await openDatabase({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
    await database.migrate();
    try {
      const rolls = [0.99, 0.0];
      const gateway = createLocalTransportGateway(database, { rejectRate: 0.5, timeoutRate: 0, random: () => rolls.shift() ?? 0.99 });
      const send = { orderId: 'lvc-1', code: 'LVC', version: 7, side: 'up' as const, xml: '<x/>', config: {} };
      const first = await gateway.send(send);
      const second = await gateway.send(send);
      expect(first.outcome).toBe('accepted');
      expect(second).toEqual(first);
      expect(first.message).toMatch(/ghi nhận cục bộ, chưa gửi đi/);
      const count = async () => Number((await database.rows<{ n: number }>(sql`select count(*) as n from transport_local_gateway_records where order_id = 'lvc-1'`))[0]!.n);
      expect(await count()).toBe(1);
      // Negative control: another version rolls again (0.0 < reject rate: rejected with a reason).
      const next = await gateway.send({ ...send, version: 8 });
      expect(next.outcome).toBe('rejected');
      expect(await count()).toBe(2);
      // A lost answer is not recorded: the retry rolls again.
      const lossy = createLocalTransportGateway(database, { rejectRate: 0, timeoutRate: 1 });
      expect((await lossy.send({ ...send, version: 9 })).outcome).toBe('timeout');
      expect(await count()).toBe(2);
    } finally {
      await database.close();
    }
  });

  it('through the app: a resend of a rejected version gets the same answer from one gateway record', async () => {
    const db = await newDb();
    const clock = testClock(DEPARTURE - 3_600_000);
    const app = await buildApp({
      env: { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl, PORTAL_DIR: path.join(db.dataDir, 'no-portal'), LOG_LEVEL: 'silent', TRANSPORT_GATEWAY_LOCAL_REJECT_RATE: 1, TRANSPORT_GATEWAY_LOCAL_TIMEOUT_RATE: 0 },
      ...transportTestOptions({ now: clock.now }),
    });
    await app.ready();
    try {
      const admin = await login(app, 'admin', 'admin123');
      const id = await signedOrder(app, admin);
      await call(app, admin, 'resend', { id });
      await app.transportTransmission.idle();
      const attempts = await attemptsOf(app, id);
      expect(attempts.map((a) => a.outcome)).toEqual(['rejected', 'rejected']);
      const records = await app.database.rows(sql`select * from transport_local_gateway_records where order_id = ${id}`);
      expect(records).toHaveLength(1);
      const d = (await detail(app, admin, id)).body.results.transport.descriptionError!.split('|');
      expect(d[0]).toBe(d[1]);
    } finally {
      await app.close();
    }
  });
});

describe('jobs in the database: two instances, and a restart', () => {
  it('a job claimed by two app instances on one database is attempted once', async () => {
    const db = await newDb();
    const clock = testClock(DEPARTURE - 3_600_000);
    const shared = await openDatabase({ dataDir: db.dataDir, databaseUrl: db.databaseUrl });
    // Two instances: on PostgreSQL each with its own pool, as two servers would be; PGlite is one process.
    const other = db.databaseUrl ? await openDatabase({ dataDir: db.dataDir, databaseUrl: db.databaseUrl }) : shared;
    const slow = (label: string) => {
      const g = scriptedGateway({ outcome: 'accepted', message: label });
      return { ...g, send: async (s: Parameters<TransportGateway['send']>[0]) => (await new Promise((r) => setTimeout(r, 5)), g.send(s)) };
    };
    const ga = slow('A');
    const gb = slow('B');
    const a = await start(db, { now: clock.now, gateway: ga, database: shared });
    const b = await start(db, { now: clock.now, gateway: gb, database: other });
    try {
      const admin = await login(a, 'admin', 'admin123');
      // Twelve orders whose jobs are due; the signatures' own rounds are kept out by an error gateway answer first.
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push((await uploadOrder(a, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id);
      const repo = createTransportOrdersRepository(shared);
      for (const id of ids) await repo.queue(id, 1, ['up'], clock.now());
      await shared.rows(sql`update transport_orders set station_up_status = 2 where id in ${sql.raw(`(${ids.map((x) => `'${x}'`).join(',')})`)}`);
      const [na, nb] = await Promise.all([a.transportTransmission.runOnce(), b.transportTransmission.runOnce()]);
      expect(na + nb).toBe(12);
      expect(ga.sends.length + gb.sends.length).toBe(12);
      const sent = [...ga.sends, ...gb.sends].map((s) => s.orderId).sort();
      expect(sent).toEqual([...ids].sort());
      for (const id of ids) expect((await attemptsOf(a, id)).length).toBe(1);
    } finally {
      await a.close();
      await b.close();
      if (other !== shared) await other.close();
      await shared.close();
    }
  });

  it('a due retry survives a restart, and a job leased by an instance that died is taken once its lease ends', async () => {
    const db = await newDb();
    const clock = testClock(DEPARTURE - 3_600_000);
    const first = await start(db, { now: clock.now, gateway: scriptedGateway(new Error('Lỗi truyền lệnh: mạng')) });
    const admin = await login(first, 'admin', 'admin123');
    const retried = await signedOrder(first, admin);
    const leased = (await uploadOrder(first, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id;
    const repo = createTransportOrdersRepository(first.database);
    await first.database.rows(sql`update transport_orders set station_up_status = 2 where id = ${leased}`);
    await repo.queue(leased, 1, ['up'], clock.now());
    // An instance claims the job and dies before recording anything.
    expect((await repo.claim('crashed-instance', clock.now(), 120_000, 1)).map((j) => j.order_id)).toEqual([leased]);
    await first.close();

    const gateway = scriptedGateway({ outcome: 'accepted', message: 'Đã tiếp nhận' });
    clock.advance(30 * SECOND);
    const second = await start(db, { now: clock.now, gateway });
    try {
      await second.transportTransmission.runOnce();
      // The retry was due; the dead instance's lease still runs.
      expect(gateway.sends.map((s) => s.orderId)).toEqual([retried]);
      clock.advance(120 * SECOND);
      await second.transportTransmission.runOnce();
      expect(gateway.sends.map((s) => s.orderId)).toEqual([retried, leased]);
      const token = await login(second, 'admin', 'admin123');
      expect((await detail(second, token, retried)).body.results.transport.stationUpStatus).toBe(3);
      expect((await detail(second, token, leased)).body.results.transport.stationUpStatus).toBe(3);
    } finally {
      await second.close();
    }
  });
});

describe('the HTTP provider driver against a server on 127.0.0.1', () => {
  const seen: Array<{ headers: Record<string, unknown>; raw: string; body: TransportHttpBody }> = [];
  const outcomes = new Map<string, { accepted: boolean; message: string }>();
  const provider = Fastify();
  let url = '';
  beforeAll(async () => {
    provider.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    provider.post('/lenh', async (request, reply) => {
      const raw = request.body as string;
      const body = JSON.parse(raw) as TransportHttpBody;
      seen.push({ headers: request.headers, raw, body });
      if (body.code === 'SLOW') await new Promise((r) => setTimeout(r, 500));
      if (body.code === 'DOWN') return reply.code(503).send({ message: 'Bảo trì' });
      const key = String(request.headers['idempotency-key']);
      const first = outcomes.get(key) ?? (body.code === 'BAD' ? { accepted: false, message: 'Sai mã tuyến' } : { accepted: true, message: 'Đã tiếp nhận lệnh' });
      outcomes.set(key, first);
      return reply.code(body.code === 'BAD' ? 422 : 200).send(first);
    });
    await provider.listen({ host: '127.0.0.1', port: 0 });
    const address = provider.server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}/lenh`;
  });
  afterAll(() => provider.close());

  const config = () => ({ url, user: 'bxmd', password: 'mật-khẩu', code: 'BXMD-79', futaSecret: 's3cret' });
  const gateway = createHttpTransportGateway({ timeoutMs: 200, now: () => Date.UTC(2030, 0, 1) });
  const send = (c: string, version = 1) => gateway.send({ orderId: `o-${c}`, code: c, version, side: 'down', xml: '<LenhVanChuyen/>', config: config() });

  it('POSTs the order with Basic auth, an HMAC over timestamp and body, and an idempotency key; 200 accepted', async () => {
    expect(await send('OK')).toEqual({ outcome: 'accepted', message: 'Đã tiếp nhận lệnh' });
    const req = seen.at(-1)!;
    expect(req.body).toEqual({ orderId: 'o-OK', code: 'OK', version: 1, side: 'down', stationCode: 'BXMD-79', xml: '<LenhVanChuyen/>' });
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('bxmd:mật-khẩu').toString('base64')}`);
    expect(req.headers['idempotency-key']).toBe('o-OK:1:down');
    expect(req.headers['x-busdesk-signature']).toBe(signTransportBody('s3cret', String(req.headers['x-busdesk-timestamp']), req.raw));
    // Negative control: another secret does not give that signature.
    expect(req.headers['x-busdesk-signature']).not.toBe(signTransportBody('other', String(req.headers['x-busdesk-timestamp']), req.raw));
  });

  it('4xx is a rejection with the provider\'s reason; 5xx and no url throw (retried); no answer in time is a timeout', async () => {
    expect(await send('BAD')).toEqual({ outcome: 'rejected', message: 'Bị từ chối: Sai mã tuyến' });
    await expect(send('DOWN')).rejects.toThrow('Lỗi truyền lệnh: Bảo trì');
    expect(await send('SLOW')).toEqual({ outcome: 'timeout', message: 'Hết thời gian chờ phản hồi' });
    await expect(gateway.send({ orderId: 'x', code: 'x', version: 1, side: 'up', xml: '', config: {} })).rejects.toThrow('Chưa cấu hình địa chỉ truyền lệnh');
  });

  it('the same version sent again carries the same key (the provider answers its first outcome)', async () => {
    await send('AGAIN', 4);
    await send('AGAIN', 4);
    const keys = seen.filter((s) => s.body.code === 'AGAIN').map((s) => s.headers['idempotency-key']);
    expect(keys).toEqual(['o-AGAIN:4:down', 'o-AGAIN:4:down']);
  });
});
