import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@busdesk/api-contract';
import { buildApp, type BusdeskApp } from '../src/app';
import { fakeCredentials, fakeOrderXml } from '../test-support/fake-order-documents';
import { bearer, createTestDatabase, login } from '../test-support/test-app';
import { call, detail, listOrders, scriptedGateway, testClock, transportTestOptions, uploadOrder } from '../test-support/transport-orders-fixtures';

const DEPARTURE = Date.UTC(2030, 0, 15, 0, 0);
const DAY = { startTime: DEPARTURE - 12 * 3_600_000, endTime: DEPARTURE + 12 * 3_600_000 };
const clock = testClock(DEPARTURE - 2 * 3_600_000);
const gateway = scriptedGateway({ outcome: 'accepted', message: 'Đã tiếp nhận' });
const credentials = fakeCredentials();
const BXMDM = { name: 'Bến xe Miền Đông mới', code: 'BXMDM-79' };
const VUNGTAU = { name: 'Bến xe Vũng Tàu', code: 'BXVT-72' };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: BusdeskApp;
let admin: string;
let staff: string;
let quaymoi: string;
let bxdl: string;
let admin2: string;
let seq = 0;
const code = () => `LVC-T-${++seq}`;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ env: { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl, PORTAL_DIR: path.join(db.dataDir, 'no-portal'), LOG_LEVEL: 'silent' }, ...transportTestOptions({ now: clock.now, gateway, credentials }) });
  await app.ready();
  [admin, staff, quaymoi, bxdl, admin2] = await Promise.all([
    login(app, 'admin', 'admin123'),
    login(app, 'staff', 'staff123'),
    login(app, 'quaymoi', 'quaymoi123'),
    login(app, 'bxdl', 'bxdl123'),
    login(app, 'admin2', 'admin123'),
  ]);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('upload (002 §5): the seed checks, in its order, with its messages', () => {
  it('refuses anything but text/xml first, whatever else is wrong with it', async () => {
    const r = await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE, signCompany: false }), { type: 'application/json' });
    expect(r).toMatchObject({ status: 400, body: { message: MSG.transport.fileInvalid } });
    const none = await app.inject({ method: 'POST', url: '/api/transport-xml/create-file', payload: { code: 'x' }, headers: bearer(admin) });
    expect(none.json()).toMatchObject({ message: MSG.transport.fileInvalid });
  });

  it("then the user's partner must have a code", async () => {
    await app.database.rows(sql`update partners set code = null where id = 'p-saoviet'`);
    try {
      const r = await uploadOrder(app, admin2, fakeOrderXml({ code: code(), departure: DEPARTURE, signCompany: false, upStation: VUNGTAU }));
      expect(r).toMatchObject({ status: 400, body: { message: MSG.transport.stationCodeInvalid } });
    } finally {
      await app.database.rows(sql`update partners set code = 'DLSV-01' where id = 'p-saoviet'`);
    }
    // The same file from a partner with a code gets past this check (to the route check).
    const r = await uploadOrder(app, admin2, fakeOrderXml({ code: code(), departure: DEPARTURE, signCompany: false, upStation: VUNGTAU }));
    expect(r.body.message).toBe(MSG.transport.stationInvalid);
  });

  it("then the route must carry the partner's prefix in one station code — before the company signature is looked at", async () => {
    const other = fakeOrderXml({ code: code(), departure: DEPARTURE, signCompany: false, upStation: { name: 'Bến xe Giáp Bát', code: 'BXGB-29' }, downStation: { name: 'Bến xe Bắc Vinh', code: 'BXV-37' } });
    expect(await uploadOrder(app, admin, other)).toMatchObject({ status: 400, body: { message: MSG.transport.stationInvalid } });
    const noCode = fakeOrderXml({ code: code(), departure: DEPARTURE, downStation: { name: 'Bến xe liên tỉnh Đà Lạt', code: '' } });
    expect((await uploadOrder(app, admin, noCode)).body.message).toBe(MSG.transport.stationInvalid);
  });

  it('a ticked side must be the user\'s station', async () => {
    const r = await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }), { fields: { downStation: 'true' } });
    expect(r).toMatchObject({ status: 400, body: { message: MSG.transport.stationInvalid } });
  });

  it('then the company signature must VERIFY against the company certificate: absent or made with another key is refused', async () => {
    const unsigned = await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE, signCompany: false }));
    expect(unsigned).toMatchObject({ status: 400, body: { message: MSG.transport.companyNotSigned } });
    const wrongKey = await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE, signCompany: { certificateOf: { kind: 'company', id: 'c-hungthinh' } } }));
    expect(wrongKey).toMatchObject({ status: 400, body: { message: MSG.transport.companyNotSigned } });
    // Negative control: the same order signed with its own company's key is taken.
    const ok = await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }));
    expect(ok.status).toBe(200);
  });

  it('a hostile file is refused with the library\'s message', async () => {
    const r = await uploadOrder(app, admin, '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><LenhVanChuyen/>');
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/DOCTYPE/);
  });

  it('statuses come from the verified signatures (company 3; a station 2 only when its signature verifies) and the partners from the station codes', async () => {
    const c = code();
    const r = await uploadOrder(app, admin, fakeOrderXml({ code: c, departure: DEPARTURE, numberPlate: '49B-555.66', signUp: { kind: 'partner', id: 'p-bxmd' }, signDown: { kind: 'partner', id: 'p-saoviet' } }));
    expect(r.status).toBe(200);
    expect(r.body.results.transport).toMatchObject({
      code: c,
      companyId: 'c-minhphat',
      companyName: 'Nhà xe Minh Phát Limousine',
      numberPlate: '49B-555.66',
      timeStartTrip: DEPARTURE,
      companyStatus: 3,
      stationUpStatus: 2,
      // Signed, but not with the arrival station's certificate.
      stationDownStatus: 1,
      partnerUpId: 'p-bxmd',
      partnerUpName: 'Bến xe Miền Đông',
      partnerDownId: 'p-bxdl',
      partnerDownName: 'Bến xe liên tỉnh Đà Lạt',
      partnerUpCode: 'BXMD-79',
      partnerDownCode: 'BXDL-49',
      version: 1,
    });
    expect(r.body.results.transport.descriptionSignDown).toMatch(/^Chữ ký không hợp lệ/);
    // The departure side signed before the upload is sent at once; the arrival side waits for its signature.
    await app.transportTransmission.idle();
    const after = (await detail(app, admin, r.body.results.transport.id)).body.results.transport;
    expect(after).toMatchObject({ stationUpStatus: 3, stationDownStatus: 1, transmission: 'idle' });
  });

  it('the same file again answers the same order; another file with the code is refused (409)', async () => {
    const c = code();
    const xml = fakeOrderXml({ code: c, departure: DEPARTURE });
    const first = await uploadOrder(app, admin, xml);
    const again = await uploadOrder(app, staff, xml);
    expect(again.status).toBe(200);
    expect(again.body.results.transport.id).toBe(first.body.results.transport.id);
    const changed = await uploadOrder(app, admin, fakeOrderXml({ code: c, departure: DEPARTURE, numberPlate: '49B-000.01' }));
    expect(changed).toMatchObject({ status: 409, body: { message: MSG.transport.orderExists(c) } });
    const rows = await app.database.rows<{ n: number }>(sql`select count(*) as n from transport_orders where code = ${c}`);
    expect(Number(rows[0]!.n)).toBe(1);
  });
});

describe('tenancy: a station sees an order only as its departure or arrival partner, or their parent', () => {
  let mdToDalat: string;
  let childToVungTau: string;
  beforeAll(async () => {
    mdToDalat = (await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id;
    childToVungTau = (await uploadOrder(app, quaymoi, fakeOrderXml({ code: code(), departure: DEPARTURE, upStation: BXMDM, downStation: VUNGTAU }))).body.results.transport.id;
  });

  it('lists: the parent sees both, the child only its own, the arrival station only its own, another agency none', async () => {
    const ids = async (token: string) => (await listOrders(app, token, DAY)).map((o) => o.id);
    expect(await ids(admin)).toEqual(expect.arrayContaining([mdToDalat, childToVungTau]));
    expect(await ids(quaymoi)).toContain(childToVungTau);
    expect(await ids(quaymoi)).not.toContain(mdToDalat);
    expect(await ids(bxdl)).toContain(mdToDalat);
    expect(await ids(bxdl)).not.toContain(childToVungTau);
    expect(await ids(admin2)).toEqual([]);
  });

  it('names an arrival station that is not one of our partners as the order\'s XML does, not by its code', async () => {
    const order = (await listOrders(app, quaymoi, DAY)).find((o) => o.id === childToVungTau)!;
    expect(order).toMatchObject({ partnerDownId: null, partnerDownCode: VUNGTAU.code, partnerDownName: VUNGTAU.name });
    // A partner of ours keeps its own name.
    expect((await listOrders(app, admin, DAY)).find((o) => o.id === mdToDalat)).toMatchObject({ partnerDownName: 'Bến xe liên tỉnh Đà Lạt' });
  });

  it('another agency gets 404 on every route, as for an id that does not exist', async () => {
    for (const id of [mdToDalat, 'no-such-order']) {
      expect((await detail(app, admin2, id)).status).toBe(404);
      const view = await app.inject({ method: 'GET', url: `/api/transport-xml/view?id=${id}&token=${admin2}` });
      expect(view.statusCode).toBe(404);
      for (const p of ['up-sign', 'down-sign', 'resend']) expect((await call(app, admin2, p, { id })).status).toBe(404);
      expect((await call(app, admin2, 'update-confirm', { id, numberCustomer: 1, time: DEPARTURE, partnerType: 'up' })).status).toBe(404);
    }
    // Negative control: the arrival station reads it.
    expect((await detail(app, bxdl, mdToDalat)).status).toBe(200);
  });

  it('the XML view answers the stored text inline, with the token in the query', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/transport-xml/view?id=${mdToDalat}&token=${bxdl}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.body).toMatch(/^<\?xml/);
    expect((await app.inject({ method: 'GET', url: `/api/transport-xml/view?id=${mdToDalat}` })).statusCode).toBe(401);
  });

  it('list filters: code and plate contain, statuses exact, range checked', async () => {
    const all = await listOrders(app, admin, DAY);
    const one = all[0]!;
    expect((await listOrders(app, admin, DAY, { code: ` ${one.code} ` })).map((o) => o.id)).toContain(one.id);
    expect((await listOrders(app, admin, DAY, { stationUpStatus: 3 })).every((o) => o.stationUpStatus === 3)).toBe(true);
    expect((await listOrders(app, admin, DAY, { companyId: 'c-hungthinh' })).length).toBe(0);
    expect((await call(app, admin, 'list', { startTime: DAY.endTime, endTime: DAY.startTime })).status).toBe(400);
    const times = all.map((o) => o.timeStartTrip);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('signing rights per side (canStationSign) and editing one\'s own side', () => {
  it('the departure station signs the departure side, not the arrival one; the arrival station likewise', async () => {
    const id = (await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id;
    expect(await call(app, bxdl, 'up-sign', { id })).toMatchObject({ status: 403, body: { message: MSG.transport.notYourSide } });
    expect(await call(app, admin, 'down-sign', { id })).toMatchObject({ status: 403, body: { message: MSG.transport.notYourSide } });
    const up = await call<{ message: string; transport: { stationUpStatus: number; version: number } }>(app, staff, 'up-sign', { id });
    expect(up).toMatchObject({ status: 200, body: { results: { message: MSG.transport.signSuccess, transport: { stationUpStatus: 2, version: 2 } } } });
    const down = await call<{ message: string; transport: { stationDownStatus: number; version: number } }>(app, bxdl, 'down-sign', { id });
    expect(down).toMatchObject({ status: 200, body: { results: { transport: { stationDownStatus: 2, version: 3 } } } });
    // Every block verifies after both stations signed (the company's too).
    const d = await detail(app, bxdl, id);
    expect(d.body.results.signatures.filter((s) => s.role !== 'driver').map((s) => [s.role, s.status])).toEqual([
      ['company', 'valid'],
      ['up', 'valid'],
      ['down', 'valid'],
    ]);
    expect(d.body.results.document.up?.signerName).toBe('Trần Thị Bích Ngọc');
  });

  it('a parent station signs for its child station; the child cannot sign for the parent', async () => {
    const childOrder = (await uploadOrder(app, quaymoi, fakeOrderXml({ code: code(), departure: DEPARTURE, upStation: BXMDM, downStation: VUNGTAU }))).body.results.transport.id;
    expect((await call(app, admin, 'up-sign', { id: childOrder })).status).toBe(200);
    const parentOrder = (await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id;
    expect((await call(app, quaymoi, 'up-sign', { id: parentOrder })).status).toBe(404);
  });

  it('a side already transmitted (3) is not signed again', async () => {
    const id = (await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id;
    await call(app, admin, 'up-sign', { id });
    await app.transportTransmission.idle();
    await app.transportTransmission.runOnce();
    expect((await detail(app, admin, id)).body.results.transport.stationUpStatus).toBe(3);
    expect(await call(app, admin, 'up-sign', { id })).toMatchObject({ status: 403, body: { message: MSG.transport.sideTransmitted } });
  });

  it('a station without a certificate cannot sign, and nothing changes', async () => {
    const id = (await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id;
    credentials.remove('p-bxdl');
    try {
      expect(await call(app, bxdl, 'down-sign', { id })).toMatchObject({ status: 400, body: { message: MSG.transport.noSigningCertificate } });
      expect((await detail(app, bxdl, id)).body.results.transport).toMatchObject({ stationDownStatus: 1, version: 1 });
    } finally {
      credentials.restore('p-bxdl');
    }
    expect((await call(app, bxdl, 'down-sign', { id })).status).toBe(200);
  });

  it('edit: only the side whose partner is the user\'s own; passengers ≥ 0; a signed side is signed again and re-queued', async () => {
    const id = (await uploadOrder(app, admin, fakeOrderXml({ code: code(), departure: DEPARTURE }))).body.results.transport.id;
    const edit = (token: string, partnerType: 'up' | 'down', numberCustomer: number) => call(app, token, 'update-confirm', { id, numberCustomer, time: DEPARTURE + 600_000, partnerType });
    expect(await edit(bxdl, 'up', 10)).toMatchObject({ status: 403, body: { message: MSG.transport.editOwnSideOnly } });
    expect(await edit(admin, 'down', 10)).toMatchObject({ status: 403, body: { message: MSG.transport.editOwnSideOnly } });
    expect((await edit(admin, 'up', -1)).status).toBe(400);
    // Not signed yet: the figures wait for the signature, nothing is sent.
    const before = await edit(admin, 'up', 18);
    expect(before.body.results.transport).toMatchObject({ numberCustomerUp: 18, version: 1, stationUpStatus: 1 });
    await call(app, admin, 'up-sign', { id });
    const signedDoc = (await detail(app, admin, id)).body.results.document;
    expect(signedDoc.up).toMatchObject({ passengerCount: 18, departureTime: DEPARTURE + 600_000 });
    await app.transportTransmission.idle();
    await app.transportTransmission.runOnce();
    // Signed and transmitted: the edit signs again with the new figures and the side goes back to 2, to be sent again.
    const sent = gateway.sends.length;
    const after = await edit(admin, 'up', 20);
    expect(after.body.results.transport).toMatchObject({ numberCustomerUp: 20, stationUpStatus: 2, version: 3 });
    await app.transportTransmission.idle();
    expect(gateway.sends.slice(sent).map((x) => [x.orderId, x.side, x.version])).toEqual([[id, 'up', 3]]);
    const d = await detail(app, admin, id);
    expect(d.body.results.document.up?.passengerCount).toBe(20);
    expect(d.body.results.signatures.find((s) => s.role === 'up')?.status).toBe('valid');
  });

  it('a parent may sign for a child but edits only its own side', async () => {
    const id = (await uploadOrder(app, quaymoi, fakeOrderXml({ code: code(), departure: DEPARTURE, upStation: BXMDM, downStation: VUNGTAU }))).body.results.transport.id;
    expect((await call(app, admin, 'update-confirm', { id, numberCustomer: 3, time: DEPARTURE, partnerType: 'up' })).status).toBe(403);
    expect((await call(app, quaymoi, 'update-confirm', { id, numberCustomer: 3, time: DEPARTURE, partnerType: 'up' })).status).toBe(200);
  });
});
