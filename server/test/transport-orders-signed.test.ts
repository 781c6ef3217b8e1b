// Transport orders through the real XML-DSig library and the demo's certificates (issue 14): the seeded orders verify
// block by block; a company-signed order is uploaded, signed by the departure station, transmitted, signed by the
// arrival station (another agency's account), transmitted, and every block verifies; a tampered or wrongly signed
// upload is 'Doanh nghiệp chưa ký' (the untampered one passing is its negative control); a byte changed in a
// stored order after signing turns that block invalid and leaves the others valid.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, type TTransportOrder } from '@busdesk/api-contract';
import { buildApp, type BusdeskApp } from '../src/app';
import { generateOrderXml } from '../src/transport-orders/xml/generate-order-xml';
import { createTestDatabase, login } from '../test-support/test-app';
import { call, detail, listOrders, scriptedGateway, testClock, uploadOrder } from '../test-support/transport-orders-fixtures';

const HOUR = 3_600_000;
// Real time: the demo certificates are valid from the seed on, and signatures are checked against that validity.
const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
const DEPARTURE = Math.floor((clock.now() + 30 * HOUR) / 60_000) * 60_000;
const RANGE = { startTime: DEPARTURE - 12 * HOUR, endTime: DEPARTURE + 12 * HOUR };
const gateway = scriptedGateway({ outcome: 'accepted', message: 'Đã tiếp nhận' });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: BusdeskApp;
let admin: string;
let bxdl: string;

const statusesOf = (t: TTransportOrder) => [t.companyStatus, t.stationUpStatus, t.stationDownStatus];
const blocks = async (token: string, id: string) => {
  const d = await detail(app, token, id);
  expect(d.status).toBe(200);
  return Object.fromEntries(d.body.results.signatures.filter((s) => s.role !== 'driver').map((s) => [s.role, s.status]));
};
const companySigner = async (companyId: string) => {
  const c = await app.transportCredentials.credentialsOf({ kind: 'company', id: companyId });
  return { privateKeyPem: c!.privateKeyPem, certificatePem: c!.certificatePem, at: new Date(clock.now()) };
};
const order = async (seed: number, code: string, signer: 'own' | 'other' | 'none' = 'own') =>
  generateOrderXml({
    seed,
    routeId: 'r-mdong-dalat',
    departureAt: DEPARTURE,
    code,
    ...(signer === 'none' ? {} : { companySigner: await companySigner(signer === 'own' ? 'c-minhphat' : 'c-hungthinh') }),
  });

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({
    env: { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl, PORTAL_DIR: path.join(db.dataDir, 'no-portal'), LOG_LEVEL: 'silent' },
    now: clock.now,
    transportOrders: { transmissionTimer: false, transportGateway: gateway },
  });
  await app.ready();
  [admin, bxdl] = await Promise.all([login(app, 'admin', 'admin123'), login(app, 'bxdl', 'bxdl123')]);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('transport orders with real signatures', () => {
  it("the demo's orders of today verify: the company always, each station when its status says it signed", async () => {
    const today = await listOrders(app, admin, { startTime: clock.now() - 24 * HOUR, endTime: clock.now() + 24 * HOUR });
    const seeded = today.filter((t) => t.id.startsWith('lvc-'));
    expect(seeded.length).toBeGreaterThan(0);
    // Every station status of 002 §4 on each side: 0 only where no station of ours takes the arrival.
    expect(new Set(seeded.map((t) => t.stationUpStatus))).toEqual(new Set([1, 2, 3]));
    expect(new Set(seeded.map((t) => t.stationDownStatus))).toEqual(new Set([0, 1, 2, 3]));
    for (const t of seeded) expect(t.stationDownStatus === 0).toBe(t.partnerDownId === null);
    for (const t of seeded) {
      const b = await blocks(admin, t.id);
      expect(b.company).toBe('valid');
      expect(b.up).toBe(t.stationUpStatus >= 2 ? 'valid' : 'absent');
      expect(b.down).toBe(t.stationDownStatus >= 2 ? 'valid' : 'absent');
    }
    const view = await app.inject({ method: 'GET', url: `/api/transport-xml/view?id=${seeded[0]!.id}&token=${admin}` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toMatch(/^text\/xml/);
    expect(view.body).toContain('<LenhVanChuyen');
  });

  it('upload → departure signs → transmitted → arrival (another agency) signs → transmitted: every block valid', async () => {
    const up = await uploadOrder(app, admin, await order(1, 'LVC-REAL-1'));
    expect(up.status).toBe(200);
    const id = up.body.results.transport.id;
    expect(statusesOf(up.body.results.transport)).toEqual([3, 1, 1]);
    expect(up.body.results.transport.partnerDownId).toBe('p-bxdl');

    const signUp = await call(app, admin, 'up-sign', { id });
    expect(signUp.body.results).toMatchObject({ message: MSG.transport.signSuccess });
    expect(statusesOf(signUp.body.results.transport)).toEqual([3, 2, 1]);
    await app.transportTransmission.runOnce();
    expect((await listOrders(app, admin, RANGE, { code: 'LVC-REAL-1' }))[0]!.stationUpStatus).toBe(3);

    // The departure station may not sign the arrival side; the arrival station's own account does.
    expect((await call(app, admin, 'down-sign', { id })).status).toBeGreaterThanOrEqual(400);
    const signDown = await call(app, bxdl, 'down-sign', { id });
    expect(signDown.body.results).toMatchObject({ message: MSG.transport.signSuccess });
    await app.transportTransmission.runOnce();
    const done = (await listOrders(app, bxdl, RANGE, { code: 'LVC-REAL-1' }))[0]!;
    expect(statusesOf(done)).toEqual([3, 3, 3]);
    expect(await blocks(bxdl, id)).toEqual({ company: 'valid', up: 'valid', down: 'valid' });
    const d = (await detail(app, admin, id)).body.results;
    expect(d.signatures.find((s) => s.role === 'up')?.signerName).toContain('Bến xe Miền Đông');
    expect(d.document.route.downStationCode).toBe('BXDL-49');
  });

  it('a station signing with no time entered records the signing moment: the departure up, the arrival down; an arrival time entered is the one the view reads', async () => {
    const id = (await uploadOrder(app, admin, await order(2, 'LVC-REAL-TIME'))).body.results.transport.id;
    const second = (ms: number) => Math.floor(ms / 1000) * 1000;
    const upAt = clock.now();
    expect((await call(app, admin, 'up-sign', { id })).status).toBe(200);
    expect((await detail(app, admin, id)).body.results.document.up).toMatchObject({ departureTime: second(upAt), confirmTime: second(upAt) });
    clock.advance(60_000);
    const downAt = clock.now();
    expect((await call(app, bxdl, 'down-sign', { id })).status).toBe(200);
    expect((await detail(app, bxdl, id)).body.results.document.down).toMatchObject({ entryTime: second(downAt), departureTime: null });
    // The arrival station corrects its time: the view's 'Giờ xác nhận đến bến' reads it (the entry time), signed again.
    const arrived = DEPARTURE + 8 * HOUR;
    expect((await call(app, bxdl, 'update-confirm', { id, numberCustomer: 12, time: arrived, partnerType: 'down' })).status).toBe(200);
    const after = (await detail(app, bxdl, id)).body.results;
    expect(after.document.down).toMatchObject({ entryTime: arrived, passengerCount: 12 });
    expect(after.document.up?.departureTime).toBe(second(upAt));
    expect(Object.fromEntries(after.signatures.filter((s) => s.role !== 'driver').map((s) => [s.role, s.status]))).toEqual({ company: 'valid', up: 'valid', down: 'valid' });
  });

  it("refuses a company signature that does not verify: content changed after signing, or another company's key", async () => {
    const signed = await order(2, 'LVC-REAL-2');
    const plate = /<BienKiemSoat>([^<]+)<\/BienKiemSoat>/.exec(signed)?.[1];
    expect(plate).toBeTruthy();
    const tampered = signed.replace(`<BienKiemSoat>${plate}</BienKiemSoat>`, '<BienKiemSoat>51B-999.99</BienKiemSoat>');
    expect(await uploadOrder(app, admin, tampered)).toMatchObject({ status: 400, body: { message: MSG.transport.companyNotSigned } });
    expect(await uploadOrder(app, admin, await order(3, 'LVC-REAL-3', 'other'))).toMatchObject({ status: 400, body: { message: MSG.transport.companyNotSigned } });
    expect(await uploadOrder(app, admin, await order(4, 'LVC-REAL-4', 'none'))).toMatchObject({ status: 400, body: { message: MSG.transport.companyNotSigned } });
    // A typed code other than the file's is refused rather than dropped.
    expect(await uploadOrder(app, admin, signed, { fields: { code: 'LVC-KHAC' } })).toMatchObject({ status: 400, body: { message: MSG.transport.codeMismatch('LVC-REAL-2') } });
    // Negative control: the same order as signed is accepted.
    expect((await uploadOrder(app, admin, signed)).status).toBe(200);
  });

  it('a byte changed in a stored order after the departure signed turns that block invalid, the company stays valid', async () => {
    const { body } = await uploadOrder(app, admin, await order(5, 'LVC-REAL-5'));
    const id = body.results.transport.id;
    await call(app, admin, 'update-confirm', { id, numberCustomer: 17, time: DEPARTURE, partnerType: 'up' });
    await call(app, admin, 'up-sign', { id });
    expect(await blocks(admin, id)).toMatchObject({ company: 'valid', up: 'valid' });
    await app.database.rows(sql`update transport_orders set xml = replace(xml, '<SoKhach>17</SoKhach>', '<SoKhach>18</SoKhach>') where id = ${id}`);
    expect(await blocks(admin, id)).toMatchObject({ company: 'valid', up: 'invalid' });
  });
});

describe("the company simulator of the embedded demo (local transport gateway; docs/adr/0087)", () => {
  const sample = (token: string | null, routeId = 'r-mdong-dalat') =>
    app.inject({ method: 'GET', url: `/api/simulator/transport-order?routeId=${routeId}&departureAt=${DEPARTURE}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('gives an ADMIN an order of its station signed by the route’s company, which uploads through every check', async () => {
    const res = await sample(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.headers['content-disposition']).toMatch(/filename="lvc\d+\.xml"/);
    const uploaded = await uploadOrder(app, admin, res.body);
    expect(uploaded.status).toBe(200);
    expect(statusesOf(uploaded.body.results.transport)).toEqual([3, 1, 1]);
    expect(uploaded.body.results.transport.companyId).toBe('c-minhphat');
  });

  it('writes the bus and drivers the trip leaving then has, as the company assigned them, not made-up ones', async () => {
    // Seen on /station-service: the 08:30 departure showed 51B-418.23 until its simulated order came with 51B-697.52.
    const [trip] = await app.database.rows<{ start_time: number; number_plate: string; driver_names: string[] }>(sql`
      select t.start_time, v.number_plate,
        array(select u.name from unnest(t.driver_ids) with ordinality d(id, n) join company_users u on u.id = d.id order by d.n) as driver_names
      from trips t join vehicles v on v.id = t.vehicle_id
      where t.route_id = 'r-mdong-dalat' and cardinality(t.driver_ids) > 0 and t.trip_status <> 4
      order by t.start_time desc limit 1`);
    expect(trip).toBeDefined();
    const res = await app.inject({
      method: 'GET',
      url: `/api/simulator/transport-order?routeId=r-mdong-dalat&departureAt=${Number(trip!.start_time)}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    const uploaded = await uploadOrder(app, admin, res.body);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.results.transport.numberPlate).toBe(trip!.number_plate);
    const d = await detail(app, admin, uploaded.body.results.transport.id);
    expect(d.body.results.document.drivers.map((x) => x.name)).toEqual(trip!.driver_names);
    // Negative control: a minute no trip leaves gives an order all the same, with the company's own made-up bus.
    const none = await sample(admin);
    expect(none.statusCode).toBe(200);
  });

  it('answers nobody else: no session 401, STAFF 403, a route not at the station or another agency 404', async () => {
    const [staff, admin2] = await Promise.all([login(app, 'staff', 'staff123'), login(app, 'admin2', 'admin123')]);
    expect((await sample(null)).statusCode).toBe(401);
    expect((await sample(staff)).statusCode).toBe(403);
    expect((await sample(admin, 'r-giapbat-vinh')).statusCode).toBe(404);
    expect((await sample(admin2)).statusCode).toBe(404);
  });
});
