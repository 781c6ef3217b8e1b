// Bus companies' certificates registered by a station (docs/adr/0101), on an app with the REAL gateway
// (TRANSPORT_GATEWAY=http) and the real XML-DSig library: a company signs with its own key, outside Busdesk; the
// station registers the company's public certificate (PEM or DER) and uploads are verified against exactly that.
// The demo seed's test registrations and local-CA credentials are not trusted here, and a station without its own
// installed certificate cannot sign. Tenancy: a registration serves its agency (and its child stations) only.
import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMPANY_CERTIFICATE_MAX_BYTES, COMPANY_CERTIFICATE_REGISTER_PATH, companyCertificateListEndpoint, MSG, partnerCertificateEndpoint, PARTNER_CERTIFICATE_INSTALL_PATH, type TCompanyCertificateEntry } from '@busdesk/api-contract';
import { createLocalCertificateAuthority, issueCertificate, type KeyAndCertificate } from '../src/transport-orders/certificates/local-certificate-authority';
import { generateOrder, generateOrderXml } from '../src/transport-orders/xml/generate-order-xml';
import { CONTENT_ID, X } from '../src/transport-orders/xml/order-xml-names';
import { signOrderPart } from '../src/transport-orders/xml/sign-order-part';
import { writeOrderXml } from '../src/transport-orders/xml/write-order-xml';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { call, detail, multipartBody, uploadOrder } from '../test-support/transport-orders-fixtures';

const HOUR = 3_600_000;
const MINHPHAT = { id: 'c-minhphat', name: 'Nhà xe Minh Phát Limousine', taxId: '5801234568' };

let t: TestApp;
let tokens: Record<'admin' | 'staff' | 'admin2' | 'bxdl' | 'quaymoi', string>;
/** The company's real certificate authority and certificates: nothing Busdesk holds a key of. */
let realCa: KeyAndCertificate;
let company: KeyAndCertificate;
let companyRenewed: KeyAndCertificate;
let otherCompany: KeyAndCertificate;
let seq = 0;

const departure = () => Math.floor((Date.now() + 30 * HOUR) / 60_000) * 60_000;
const signedBy = (k: KeyAndCertificate, code = `LVC-REG-${++seq}`) =>
  generateOrderXml({ seed: 100 + seq, routeId: 'r-mdong-dalat', departureAt: departure(), code, companySigner: { privateKeyPem: k.privateKeyPem, certificatePem: k.certificatePem, at: new Date(Math.floor(Date.now() / 1000) * 1000) } });

/** The company's order from Bến xe Miền Đông mới (the child station's own departure), signed by the company. */
function fromMiendongMoi(k: KeyAndCertificate) {
  const { document } = generateOrder({ seed: 500 + ++seq, routeId: 'r-mdong-dalat', departureAt: departure(), code: `LVC-REG-${seq}` });
  const doc = { ...document, route: { ...document.route, upStationName: 'Bến xe Miền Đông mới', upStationCode: 'BXMDM-79' } };
  return signOrderPart(writeOrderXml(doc), { list: X.companySignatures, covers: [CONTENT_ID], signatureId: 'CKS-DoanhNghiep' }, { privateKeyPem: k.privateKeyPem, certificatePem: k.certificatePem, at: new Date(Math.floor(Date.now() / 1000) * 1000) });
}

const list = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: companyCertificateListEndpoint.path, headers: bearer(token) });
  return { status: res.statusCode, entries: (res.json() as { results?: { companies: TCompanyCertificateEntry[] } }).results?.companies ?? [] };
};
const entryOf = async (token: string, companyId: string) => (await list(token)).entries.find((e) => e.companyId === companyId);
async function register(token: string, companyId: string | null, file: Buffer | string | null, name = 'nhaxe.cer') {
  const body = multipartBody(companyId === null ? {} : { companyId }, file === null ? undefined : { content: file, type: 'application/pkix-cert', name });
  const res = await t.app.inject({ method: 'POST', url: COMPANY_CERTIFICATE_REGISTER_PATH, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  return { status: res.statusCode, body: res.json() as { message: string; results: { entry: TCompanyCertificateEntry } } };
}
const der = (pem: string) => Buffer.from(new X509Certificate(pem).raw);
const companyBlock = async (token: string, id: string) => (await detail(t.app, token, id)).body.results.signatures.find((s) => s.role === 'company');

/** A PKCS#12 of a key and certificate (legacy 3DES, as token tools export it). */
function p12Of(k: KeyAndCertificate, password: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(k.privateKeyPem), [forge.pki.certificateFromPem(k.certificatePem)], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

beforeAll(async () => {
  t = await createTestApp({ TRANSPORT_GATEWAY: 'http' }, { transportOrders: { transmissionTimer: false } });
  const names = ['admin', 'staff', 'admin2', 'bxdl', 'quaymoi'] as const;
  const passwords = { admin: 'admin123', staff: 'staff123', admin2: 'admin123', bxdl: 'bxdl123', quaymoi: 'quaymoi123' };
  tokens = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await login(t.app, n, passwords[n])]))) as typeof tokens;
  realCa = await createLocalCertificateAuthority();
  [company, companyRenewed, otherCompany] = await Promise.all([
    issueCertificate(realCa, { commonName: MINHPHAT.name, unit: 'Doanh nghiệp vận tải', identifier: MINHPHAT.taxId }),
    issueCertificate(realCa, { commonName: MINHPHAT.name, unit: 'Doanh nghiệp vận tải', identifier: MINHPHAT.taxId }),
    issueCertificate(realCa, { commonName: 'Nhà xe Hưng Thịnh', unit: 'Doanh nghiệp vận tải', identifier: '0301234567' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('registering a company certificate (transport configuration, ADMIN)', () => {
  it('lists every company with the agency’s registration; the demo seed’s are marked test certificates', async () => {
    const { status, entries } = await list(tokens.admin);
    expect(status).toBe(200);
    expect(entries.map((e) => e.companyId)).toContain(MINHPHAT.id);
    expect(entries.find((e) => e.companyId === MINHPHAT.id)?.certificate).toMatchObject({ source: 'local-ca' });
    expect((await list(tokens.staff)).status).toBe(403);
  });

  it('refuses what cannot be a company certificate, each with its message, and changes nothing', async () => {
    const before = await entryOf(tokens.admin, MINHPHAT.id);
    const expired = await issueCertificate(realCa, { commonName: MINHPHAT.name, unit: 'Doanh nghiệp vận tải' }, Date.now() - 4 * 365 * 86_400_000);
    const cases: Array<[string | null, Buffer | string | null, number, string]> = [
      [MINHPHAT.id, 'đây không phải chứng thư', 400, MSG.transport.companyCertificateUnreadable],
      [MINHPHAT.id, realCa.certificatePem, 400, MSG.transport.companyCertificateIsCa],
      [MINHPHAT.id, expired.certificatePem, 400, MSG.transport.certificateExpired],
      [MINHPHAT.id, otherCompany.certificatePem, 400, MSG.transport.companyCertificateTaxMismatch('0301234567', MINHPHAT.name, MINHPHAT.taxId)],
      [null, company.certificatePem, 400, MSG.transport.companyCertificateRequired],
      [MINHPHAT.id, null, 400, MSG.transport.companyCertificateFileRequired],
      [MINHPHAT.id, Buffer.alloc(COMPANY_CERTIFICATE_MAX_BYTES + 1, 0x41), 413, MSG.transport.companyCertificateTooLarge],
      ['c-khong-co', company.certificatePem, 404, MSG.server.notFound],
    ];
    for (const [companyId, file, status, message] of cases) {
      expect(await register(tokens.admin, companyId, file)).toMatchObject({ status, body: { message } });
    }
    expect((await register(tokens.staff, MINHPHAT.id, company.certificatePem)).status).toBe(403);
    expect(await entryOf(tokens.admin, MINHPHAT.id)).toEqual(before);
  });
});

describe('verification against the registered certificate, with the real gateway', () => {
  let orderId: string;

  it('before registering: the demo’s test registration is not trusted, so the upload says what is missing', async () => {
    expect(await uploadOrder(t.app, tokens.admin, signedBy(company))).toMatchObject({ status: 400, body: { message: MSG.transport.companyCertificateMissing(MINHPHAT.name) } });
  });

  it('registered (DER .cer): the company’s order uploads with the company at 3 and its block valid; a key not registered is refused', async () => {
    const r = await register(tokens.admin, MINHPHAT.id, der(company.certificatePem));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.transport.companyCertificateRegistered);
    expect(r.body.results.entry.certificate).toMatchObject({ source: 'registered', subject: expect.stringContaining(`CN=${MINHPHAT.name}`) });
    expect(r.body.results.entry.certificate?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const up = await uploadOrder(t.app, tokens.admin, signedBy(company));
    expect(up.status).toBe(200);
    expect(up.body.results.transport.companyStatus).toBe(3);
    orderId = up.body.results.transport.id;
    expect(await companyBlock(tokens.admin, orderId)).toMatchObject({ status: 'valid', signerName: MINHPHAT.name });
    // Signed with another key (the other company's, the demo's local-CA one): not what was registered.
    expect(await uploadOrder(t.app, tokens.admin, signedBy(otherCompany))).toMatchObject({ status: 400, body: { message: MSG.transport.companyNotSigned } });
    const demoKey = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from transport_credentials where owner_kind = 'company' and owner_id = ${MINHPHAT.id}`);
    expect(demoKey[0]!.n).toBe(1);
  });

  it('tenancy: another station sees the company block invalid until it registers its own; a child station trusts its parent’s', async () => {
    // Bến xe Đà Lạt (another agency, the arrival) registered nothing real: its view cannot verify the company.
    expect(await companyBlock(tokens.bxdl, orderId)).toMatchObject({ status: 'invalid', reason: MSG.transport.sigNoCertificate });
    // p-bxmd's registration is not in another agency's list.
    expect((await entryOf(tokens.admin2, MINHPHAT.id))?.certificate).toBeNull();
    expect((await entryOf(tokens.bxdl, MINHPHAT.id))?.certificate?.source).toBe('local-ca');
    // The child station (Quầy vé Bến xe Miền Đông mới) registered nothing: it uploads its own departure's order,
    // verified with its parent's registration.
    const fromChild = await uploadOrder(t.app, tokens.quaymoi, fromMiendongMoi(company));
    expect(fromChild.status).toBe(200);
    expect(fromChild.body.results.transport.partnerUpId).toBe('p-bxmd-moi');
    expect(await companyBlock(tokens.quaymoi, fromChild.body.results.transport.id)).toMatchObject({ status: 'valid' });
    // Once Đà Lạt registers the same certificate (PEM this time), its view verifies too.
    expect((await register(tokens.bxdl, MINHPHAT.id, company.certificatePem, 'minhphat.pem')).status).toBe(200);
    expect(await companyBlock(tokens.bxdl, orderId)).toMatchObject({ status: 'valid' });
  });

  it('a renewed certificate: new orders verify against it, and orders signed before still verify (history kept)', async () => {
    expect((await register(tokens.admin, MINHPHAT.id, companyRenewed.certificatePem)).status).toBe(200);
    expect((await uploadOrder(t.app, tokens.admin, signedBy(companyRenewed))).status).toBe(200);
    expect(await companyBlock(tokens.admin, orderId)).toMatchObject({ status: 'valid' });
    const rows = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from company_certificates where partner_id = 'p-bxmd' and company_id = ${MINHPHAT.id} and replaced_at is null`);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('signing with the real gateway: only with the station’s own installed certificate', () => {
  it('a station with only the demo’s test certificate cannot sign (its message), sees no certificate, and nothing is issued', async () => {
    const up = await uploadOrder(t.app, tokens.admin, signedBy(companyRenewed));
    expect(up.status).toBe(200);
    const id = up.body.results.transport.id;
    expect(await call(t.app, tokens.admin, 'up-sign', { id })).toMatchObject({ status: 400, body: { message: MSG.transport.noSigningCertificate } });
    expect((await detail(t.app, tokens.admin, id)).body.results.transport.stationUpStatus).toBe(1);
    const cert = await t.app.inject({ method: 'GET', url: partnerCertificateEndpoint.path, headers: bearer(tokens.admin) });
    expect(cert.json().results.certificate).toBeNull();
    // A partner created now gets nothing from the local CA.
    await t.app.database.rows(sql`insert into partners (id, name, code, partner_type) values ('p-moi-that', 'Bến xe Mới', 'BXMOI-01', 'station')`);
    expect(await t.app.transportCredentials.credentialsOf({ kind: 'partner', id: 'p-moi-that' })).toBeNull();
    const issued = await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from transport_credentials where owner_id = 'p-moi-that'`);
    expect(issued[0]!.n).toBe(0);

    // Negative control: once the ADMIN installs the station's real certificate, the same order signs and verifies.
    const station = await issueCertificate(realCa, { commonName: 'Bến xe Miền Đông', unit: 'Bến xe', identifier: 'BXMD-79' });
    const body = multipartBody({ password: 'mat-khau' }, { content: p12Of(station, 'mat-khau'), type: 'application/x-pkcs12', name: 'bxmd.p12' });
    const installed = await t.app.inject({ method: 'POST', url: PARTNER_CERTIFICATE_INSTALL_PATH, payload: body.payload, headers: { ...body.headers, ...bearer(tokens.admin) } });
    expect(installed.statusCode).toBe(200);
    expect(await call(t.app, tokens.admin, 'up-sign', { id })).toMatchObject({ status: 200, body: { results: { message: MSG.transport.signSuccess } } });
    const blocks = (await detail(t.app, tokens.admin, id)).body.results.signatures;
    expect(blocks.find((b) => b.role === 'up')).toMatchObject({ status: 'valid', signerName: 'Bến xe Miền Đông' });
  });
});
