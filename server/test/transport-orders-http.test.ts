// The orders service's rules driven THROUGH HTTP with the real XML-DSig library and the demo's certificates (no
// fake document library): the upload checks and messages, the hostile corpus and a > 2 MB file posted to the upload
// route, signature wrapping, signing rights per side and for a child station, edits (own side only, re-signed),
// tenancy on every route, and duplicate codes. Timings are the bench's, not asserted here.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, TRANSPORT_XML_MAX_BYTES, type TStationDeparturesResponse } from '@busdesk/api-contract';
import { buildApp, type BusdeskApp } from '../src/app';
import { ROUTES } from '../src/db/seed/reference-data';
import { hostileXmlCorpus } from '../src/transport-orders/xml/hostile-xml-corpus';
import { generateOrder } from '../src/transport-orders/xml/generate-order-xml';
import { CONTENT_ID, X } from '../src/transport-orders/xml/order-xml-names';
import { signOrderPart } from '../src/transport-orders/xml/sign-order-part';
import { writeOrderXml } from '../src/transport-orders/xml/write-order-xml';
import { bearer, createTestDatabase, login } from '../test-support/test-app';
import { call, detail, listOrders, multipartBody, scriptedGateway, testClock, uploadOrder } from '../test-support/transport-orders-fixtures';

const HOUR = 3_600_000;
// Real time: the demo certificates are valid from the seed on, and signatures are checked against that validity.
const clock = testClock(Math.floor(Date.now() / 1000) * 1000);
const DEPARTURE = Math.floor((clock.now() + 30 * HOUR) / 60_000) * 60_000;
const RANGE = { startTime: DEPARTURE - 12 * HOUR, endTime: DEPARTURE + 12 * HOUR };
const gateway = scriptedGateway({ outcome: 'accepted', message: 'Đã tiếp nhận' });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: BusdeskApp;
let t: Record<'admin' | 'staff' | 'admin2' | 'bxdl' | 'quaymoi', string>;
let seq = 0;

const companySigner = async (companyId = 'c-minhphat') => {
  const c = await app.transportCredentials.credentialsOf({ kind: 'company', id: companyId });
  return { privateKeyPem: c!.privateKeyPem, certificatePem: c!.certificatePem, at: new Date(clock.now()) };
};
/** A company-signed order of the demo network (Miền Đông → Đà Lạt by default). */
const order = async (opts: { routeId?: string; signed?: boolean } = {}) => {
  const code = `LVC-HTTP-${++seq}`;
  const routeId = opts.routeId ?? 'r-mdong-dalat';
  const companyId = ROUTES.find((r) => r.id === routeId)!.companyId;
  const g = generateOrder({ seed: 300 + seq, routeId, departureAt: DEPARTURE, code, ...(opts.signed === false ? {} : { companySigner: await companySigner(companyId) }) });
  return { ...g, code };
};
/** The company's order from Bến xe Miền Đông mới (the child station p-bxmd-moi) to Đà Lạt. */
const fromChildStation = async () => {
  const { document } = await order({ signed: false });
  const doc = { ...document, route: { ...document.route, upStationName: 'Bến xe Miền Đông mới', upStationCode: 'BXMDM-79' } };
  return signOrderPart(writeOrderXml(doc), { list: X.companySignatures, covers: [CONTENT_ID], signatureId: 'CKS-DoanhNghiep' }, await companySigner());
};
const blocks = async (token: string, id: string) => {
  const d = await detail(app, token, id);
  return Object.fromEntries(d.body.results.signatures.filter((s) => s.role !== 'driver').map((s) => [s.role, s.status]));
};
const uploaded = async (xml: string, token = t.admin) => {
  const r = await uploadOrder(app, token, xml);
  expect(r.status).toBe(200);
  return r.body.results.transport;
};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({
    env: { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl, PORTAL_DIR: path.join(db.dataDir, 'no-portal'), LOG_LEVEL: 'silent' },
    now: clock.now,
    transportOrders: { transmissionTimer: false, transportGateway: gateway },
  });
  await app.ready();
  const logins = { admin: 'admin123', staff: 'staff123', admin2: 'admin123', bxdl: 'bxdl123', quaymoi: 'quaymoi123' } as const;
  t = Object.fromEntries(await Promise.all(Object.entries(logins).map(async ([u, p]) => [u, await login(app, u, p)]))) as typeof t;
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('upload over HTTP: the seed’s checks in its order, with the real signatures', () => {
  it('text/xml only, first; then the partner’s code; then the route; then a company signature that verifies', async () => {
    const honest = await order();
    expect(await uploadOrder(app, t.admin, honest.xml, { type: 'application/octet-stream' })).toMatchObject({ status: 400, body: { message: MSG.transport.fileInvalid } });
    await app.database.rows(sql`update partners set code = null where id = 'p-bxmd'`);
    try {
      expect(await uploadOrder(app, t.admin, honest.xml)).toMatchObject({ status: 400, body: { message: MSG.transport.stationCodeInvalid } });
    } finally {
      await app.database.rows(sql`update partners set code = 'BXMD-79' where id = 'p-bxmd'`);
    }
    const elsewhere = await order({ routeId: 'r-giapbat-vinh' });
    expect(await uploadOrder(app, t.admin, elsewhere.xml)).toMatchObject({ status: 400, body: { message: MSG.transport.stationInvalid } });
    expect(await uploadOrder(app, t.admin, honest.xml, { fields: { downStation: 'true' } })).toMatchObject({ status: 400, body: { message: MSG.transport.stationInvalid } });
    expect(await uploadOrder(app, t.admin, (await order({ signed: false })).xml)).toMatchObject({ status: 400, body: { message: MSG.transport.companyNotSigned } });
    // Negative control: the honest file passes every check, company 3, both stations waiting.
    const ok = await uploadOrder(app, t.admin, honest.xml);
    expect(ok.status).toBe(200);
    expect(ok.body.results.transport).toMatchObject({ code: honest.code, companyStatus: 3, stationUpStatus: 1, stationDownStatus: 1, partnerUpId: 'p-bxmd', partnerDownId: 'p-bxdl' });
  });

  it('an arrival station that is not ours: that side is 0 and nobody may sign it', async () => {
    const toNhaTrang = await order({ routeId: 'r-mdong-nhatrang' });
    const o = await uploaded(toNhaTrang.xml);
    expect([o.stationUpStatus, o.stationDownStatus, o.partnerDownId]).toEqual([1, 0, null]);
    expect((await call(app, t.admin, 'down-sign', { id: o.id })).status).toBe(403);
  });

  it.each(hostileXmlCorpus().map((c) => [c.name, c] as const))('hostile file %s posted to the route: refused with its message', async (_name, attack) => {
    const r = await uploadOrder(app, t.admin, attack.xml);
    expect(r.status === 400 || r.status === 413).toBe(true);
    expect(r.body.message).toBe(attack.message);
  });

  it('a file over 2 MB (an honest order padded) is refused with the size message, before it is read', async () => {
    const honest = await order();
    const big = honest.xml.replace(/<HanhTrinh>[^<]*<\/HanhTrinh>/, `<HanhTrinh>${'Quốc lộ 1A - '.repeat(200_000)}</HanhTrinh>`);
    expect(Buffer.byteLength(big)).toBeGreaterThan(TRANSPORT_XML_MAX_BYTES);
    expect(await uploadOrder(app, t.admin, big)).toMatchObject({ status: 413, body: { message: MSG.transport.xmlTooLarge } });
    expect(await listOrders(app, t.admin, RANGE, { code: honest.code })).toEqual([]);
  });

  it('signature wrapping: a forged DLLenh shown first is refused; stored anyway, the view marks it invalid and shows the SIGNED plate', async () => {
    const honest = await order();
    const signed = /<DLLenh Id="DLLenh">[\s\S]*?<\/DLLenh>/.exec(honest.xml)![0];
    const forged = signed.replace(' Id="DLLenh"', '').replace(/<BienKiemSoat>[^<]+<\/BienKiemSoat>/, '<BienKiemSoat>51B-666.66</BienKiemSoat>');
    const wrapped = honest.xml.replace(signed, forged + signed);
    expect(await uploadOrder(app, t.admin, wrapped)).toMatchObject({ status: 400, body: { message: MSG.transport.xmlSignedPartsAmbiguous } });
    // The honest file (negative control) is accepted with its own plate …
    const o = await uploaded(honest.xml);
    expect(o.numberPlate).toBe(honest.document.vehicle.numberPlate);
    expect((await detail(app, t.admin, o.id)).body.results.document.vehicle.numberPlate).toBe(honest.document.vehicle.numberPlate);
    // … and if the forgery reached the database some other way, the view neither trusts nor shows it.
    await app.database.rows(sql`update transport_orders set xml = ${wrapped} where id = ${o.id}`);
    const d = (await detail(app, t.admin, o.id)).body.results;
    expect(d.signatures.find((s) => s.role === 'company')).toMatchObject({ status: 'invalid', reason: MSG.transport.sigSignedPartsAmbiguous });
    expect(d.document.vehicle.numberPlate).toBe(honest.document.vehicle.numberPlate);
  });

  it('duplicates: the same bytes answer the same order; another file with the code is 409', async () => {
    const first = await order();
    const o = await uploaded(first.xml);
    expect((await uploaded(first.xml)).id).toBe(o.id);
    const other = generateOrder({ seed: 999, routeId: 'r-mdong-dalat', departureAt: DEPARTURE, code: first.code, companySigner: await companySigner() });
    expect(await uploadOrder(app, t.admin, other.xml)).toMatchObject({ status: 409, body: { message: MSG.transport.orderExists(first.code) } });
  });
});

describe('signing and editing over HTTP with the real library', () => {
  it('each station signs only its side; the signature verifies against its certificate; a transmitted side cannot be signed again', async () => {
    const o = await uploaded((await order()).xml);
    expect(await call(app, t.bxdl, 'up-sign', { id: o.id })).toMatchObject({ status: 403, body: { message: MSG.transport.notYourSide } });
    expect(await call(app, t.admin, 'down-sign', { id: o.id })).toMatchObject({ status: 403, body: { message: MSG.transport.notYourSide } });
    expect(await call(app, t.staff, 'up-sign', { id: o.id })).toMatchObject({ status: 200, body: { results: { message: MSG.transport.signSuccess } } });
    expect(await blocks(t.admin, o.id)).toEqual({ company: 'valid', up: 'valid', down: 'absent' });
    expect((await detail(app, t.admin, o.id)).body.results.document.up?.signerName).toBe('Trần Thị Bích Ngọc');
    await app.transportTransmission.runOnce();
    expect(await call(app, t.admin, 'up-sign', { id: o.id })).toMatchObject({ status: 403, body: { message: MSG.transport.sideTransmitted } });
    expect(await call(app, t.bxdl, 'down-sign', { id: o.id })).toMatchObject({ status: 200 });
    expect(await blocks(t.bxdl, o.id)).toEqual({ company: 'valid', up: 'valid', down: 'valid' });
  });

  it('a parent station signs for its child with the child’s certificate; it may not edit the child’s side', async () => {
    const o = await uploaded(await fromChildStation(), t.quaymoi);
    expect(o.partnerUpId).toBe('p-bxmd-moi');
    expect(await call(app, t.admin, 'update-confirm', { id: o.id, numberCustomer: 9, time: DEPARTURE, partnerType: 'up' })).toMatchObject({ status: 403, body: { message: MSG.transport.editOwnSideOnly } });
    expect((await call(app, t.admin, 'up-sign', { id: o.id })).status).toBe(200);
    const up = (await detail(app, t.admin, o.id)).body.results.signatures.find((s) => s.role === 'up');
    expect(up).toMatchObject({ status: 'valid', signerName: 'Quầy vé Bến xe Miền Đông mới' });
  });

  it('an edit of a signed side re-signs it: the new count is in the verified document; another station may not edit it', async () => {
    const o = await uploaded((await order()).xml);
    await call(app, t.admin, 'up-sign', { id: o.id });
    expect(await call(app, t.bxdl, 'update-confirm', { id: o.id, numberCustomer: 3, time: DEPARTURE, partnerType: 'up' })).toMatchObject({ status: 403, body: { message: MSG.transport.editOwnSideOnly } });
    const edit = await call(app, t.admin, 'update-confirm', { id: o.id, numberCustomer: 18, time: DEPARTURE, partnerType: 'up' });
    expect(edit.status).toBe(200);
    expect(edit.body.results.transport.stationUpStatus).toBe(2);
    const d = (await detail(app, t.admin, o.id)).body.results;
    expect(d.signatures.find((s) => s.role === 'up')?.status).toBe('valid');
    expect(d.document.up?.passengerCount).toBe(18);
    expect(d.transport.numberCustomerUp).toBe(18);
  });
});

describe('today’s departures of the station (/station-service; docs/adr/0086)', () => {
  const DAY = 24 * HOUR;
  const vnToday = () => {
    const start = Math.floor((clock.now() + 7 * HOUR) / DAY) * DAY - 7 * HOUR;
    return { startTime: start, endTime: start + DAY - 60_000 };
  };
  const departures = async (token: string) => {
    const r = await call<TStationDeparturesResponse>(app, token, 'departures', vnToday());
    expect(r.status).toBe(200);
    return r.body.results.departures;
  };
  /** Trips of today whose first stop is the station, not cancelled, as the database has them. */
  const tripsLeaving = async (pointId: string) =>
    (
      await app.database.rows<{ id: string }>(sql`
        select t.id from trips t
        where t.start_time between ${vnToday().startTime} and ${vnToday().endTime} and t.trip_status <> 4
          and (select rp.point_id from route_points rp where rp.route_id = t.route_id order by rp."order" limit 1) = ${pointId}
        order by t.start_time, t.id`)
    ).map((r) => r.id);

  it('lists every trip leaving the station today — with its order, or none — not only the trips that have an order', async () => {
    const list = await departures(t.admin);
    expect(list.map((d) => d.tripId)).toEqual(await tripsLeaving('pt-mdong'));
    const withOrder = list.filter((d) => d.order);
    const without = list.filter((d) => !d.order);
    expect(withOrder.length).toBeGreaterThan(0);
    expect(without.length).toBeGreaterThan(0);
    // The demo's company that has not sent today's orders yet: its departures have none.
    expect(new Set(without.map((d) => d.routeName))).toEqual(new Set(['Bến xe Miền Đông - Buôn Ma Thuột']));
    for (const d of withOrder) expect(d.order).toMatchObject({ companyId: d.companyId, partnerUpId: 'p-bxmd' });
    expect(list.every((d) => d.stationName === 'Bến xe Miền Đông')).toBe(true);
    // Negative control: the signing list of today knows only the departures that have an order.
    const orders = await listOrders(app, t.admin, vnToday());
    expect(orders.length).toBeLessThan(list.length);
  });

  it('an order uploaded for a departure attaches to its trip; a cancelled trip is no departure', async () => {
    const bmt = (await departures(t.admin)).find((d) => !d.order)!;
    const trip = (await app.database.rows<{ route_id: string }>(sql`select route_id from trips where id = ${bmt.tripId}`))[0]!;
    const xml = generateOrder({ seed: 777, routeId: trip.route_id, departureAt: bmt.startTime, code: `LVC-HTTP-BMT-${++seq}`, companySigner: await companySigner(bmt.companyId) }).xml;
    const o = await uploaded(xml);
    const after = (await departures(t.admin)).find((d) => d.tripId === bmt.tripId)!;
    expect(after.order).toMatchObject({ id: o.id, code: o.code, stationUpStatus: 1 });
    await app.database.rows(sql`update trips set trip_status = 4 where id = ${bmt.tripId}`);
    try {
      expect((await departures(t.admin)).map((d) => d.tripId)).not.toContain(bmt.tripId);
    } finally {
      await app.database.rows(sql`update trips set trip_status = 1 where id = ${bmt.tripId}`);
    }
  });

  it("another agency sees none of the station's departures; an order it may not see is not shown on a trip", async () => {
    expect(await departures(t.admin2)).toEqual([]);
    // Đà Lạt has no trip leaving it today in the demo; Miền Đông's are not its departures, even with orders it signs.
    expect((await departures(t.bxdl)).map((d) => d.tripId)).toEqual(await tripsLeaving('pt-dalat'));
    const own = (await departures(t.admin)).find((d) => d.order)!;
    await app.database.rows(sql`update transport_orders set partner_up_id = 'p-saoviet', partner_down_id = null where id = ${own.order!.id}`);
    try {
      expect((await departures(t.admin)).find((d) => d.tripId === own.tripId)?.order).toBeNull();
    } finally {
      await app.database.rows(sql`update transport_orders set partner_up_id = ${own.order!.partnerUpId}, partner_down_id = ${own.order!.partnerDownId} where id = ${own.order!.id}`);
    }
  });
});

describe('tenancy over HTTP', () => {
  it('another agency sees nothing of an order: not in its list, 404 on the view, the XML and every action', async () => {
    const o = await uploaded((await order()).xml);
    expect((await listOrders(app, t.admin2, RANGE)).map((x) => x.id)).not.toContain(o.id);
    expect((await detail(app, t.admin2, o.id)).status).toBe(404);
    const xml = await app.inject({ method: 'GET', url: `/api/transport-xml/view?id=${o.id}`, headers: bearer(t.admin2) });
    expect(xml.statusCode).toBe(404);
    for (const action of ['up-sign', 'down-sign', 'resend']) expect((await call(app, t.admin2, action, { id: o.id })).status).toBe(404);
    expect((await call(app, t.admin2, 'update-confirm', { id: o.id, numberCustomer: 1, time: DEPARTURE, partnerType: 'up' })).status).toBe(404);
    // Negative control: the order's own stations see it.
    expect((await detail(app, t.admin, o.id)).status).toBe(200);
    expect((await detail(app, t.bxdl, o.id)).status).toBe(200);
  });

  it('an upload with nothing attached is refused, not a 500', async () => {
    const body = multipartBody({ code: 'x' });
    const res = await app.inject({ method: 'POST', url: '/api/transport-xml/create-file', payload: body.payload, headers: { ...body.headers, ...bearer(t.admin) } });
    expect(res.json()).toMatchObject({ message: MSG.transport.fileInvalid });
  });
});
