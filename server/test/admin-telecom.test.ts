import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, telecomCompanyListEndpoint, telecomCreateEndpoint, telecomDeleteEndpoint, telecomListEndpoint, telecomUpdateEndpoint, type TTelecomNumber } from '@busdesk/api-contract';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
const tok = { admin: '', staff: '', other: '', otherStaff: '' };

beforeAll(async () => {
  t = await createTestApp();
  // admin / staff: Bến xe Miền Đông (lines tn-1 1001, tn-2 1002); other / otherStaff: Sao Việt (tn-3 2001).
  tok.admin = await login(t.app, 'admin', 'admin123');
  tok.staff = await login(t.app, 'staff', 'staff123');
  tok.other = await login(t.app, 'admin2', 'admin123');
  tok.otherStaff = await login(t.app, 'saoviet.nv1', 'saoviet123');
});
afterAll(() => t.close());

const call = (path: string, token: string | null, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: path, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });
const list = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await call(telecomListEndpoint.path, token, body);
  expect(res.statusCode).toBe(200);
  return res.json().results as { result: TTelecomNumber[]; total: number };
};
const storedConfig = async (id: string) =>
  JSON.parse((await t.app.database.rows<{ telecom_config: string }>(sql`select telecom_config from telecom_numbers where id = ${id}`))[0]!.telecom_config) as Record<string, unknown>;
const sip = (over: Record<string, unknown> = {}) => JSON.stringify({ domain: 'pbx.bxmd.vn', socketUrl: 'wss://pbx.bxmd.vn:7443', password: 'Mat-khau-SIP-77', ...over });

describe('telecom companies', () => {
  it('lists every telecom company with its provider to any signed-in user, nobody else', async () => {
    const res = await call(telecomCompanyListEndpoint.path, tok.staff);
    expect(res.statusCode).toBe(200);
    const companies = res.json().results.result as Array<{ telecomCompanyId: string; provider: string }>;
    expect(companies.map((c) => c.provider).sort()).toEqual(['account-token', 'domain-key', 'local', 'sip', 'sip', 'voip-secret']);
    expect((await call(telecomCompanyListEndpoint.path, null)).statusCode).toBe(401);
  });
});

describe('extension lines: who may do what', () => {
  it('ADMIN adds a line; STAFF is refused (403) and nothing is added; nobody signed out gets in', async () => {
    const body = { telecomCompanyId: 'tc-1', number: '1101', telecomConfig: sip() };
    const refused = await call(telecomCreateEndpoint.path, tok.staff, body);
    expect(refused.statusCode).toBe(403);
    expect((await list(tok.admin, { number: '1101' })).total).toBe(0);
    expect((await call(telecomCreateEndpoint.path, null, body)).statusCode).toBe(401);
    const created = await call(telecomCreateEndpoint.path, tok.admin, body);
    expect(created.statusCode).toBe(200);
    expect(created.json().results.result).toMatchObject({ number: '1101', telecomCompanyId: 'tc-1', telecomCompanyName: 'Tổng đài Viettel IP', provider: 'sip' });
    expect((await list(tok.staff, { number: '1101' })).result.map((l) => l.number)).toEqual(['1101']);
  });

  it('STAFF edits and deletes the agency’s lines, as the seed shows them to all users', async () => {
    const id = (await call(telecomCreateEndpoint.path, tok.admin, { telecomCompanyId: 'tc-1', number: '1102', telecomConfig: sip() })).json().results.result.id as string;
    const edited = await call(telecomUpdateEndpoint.path, tok.staff, { id, telecomCompanyId: 'tc-1', number: '1103', telecomConfig: sip({ password: '' }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().results.result.number).toBe('1103');
    const deleted = await call(telecomDeleteEndpoint.path, tok.staff, { id });
    expect([deleted.statusCode, deleted.json().results]).toEqual([200, { id }]);
    expect((await list(tok.admin, { number: '1103' })).total).toBe(0);
    expect((await call(telecomDeleteEndpoint.path, null, { id: 'tn-1' })).statusCode).toBe(401);
    expect((await call(telecomUpdateEndpoint.path, null, { id: 'tn-1', telecomCompanyId: 'tc-1', number: '1001' })).statusCode).toBe(401);
    expect((await call(telecomListEndpoint.path, null)).statusCode).toBe(401);
  });
});

describe('extension lines: tenancy both ways', () => {
  it('each agency lists only its own lines', async () => {
    const mine = (await list(tok.admin)).result.map((l) => l.id);
    expect(mine).toEqual(expect.arrayContaining(['tn-1', 'tn-2']));
    expect(mine).not.toContain('tn-3');
    const theirs = (await list(tok.other)).result.map((l) => l.id);
    expect(theirs).toContain('tn-3');
    expect(theirs).not.toContain('tn-1');
    expect(theirs).not.toContain('tn-2');
  });

  it('another agency’s line cannot be edited or deleted, whichever agency tries (404, row unchanged)', async () => {
    for (const [token, id, number] of [
      [tok.admin, 'tn-3', '2001'],
      [tok.staff, 'tn-3', '2001'],
      [tok.other, 'tn-1', '1001'],
      [tok.otherStaff, 'tn-2', '1002'],
    ] as const) {
      const before = await storedConfig(id);
      const upd = await call(telecomUpdateEndpoint.path, token, { id, telecomCompanyId: 'tc-1', number: '1999', telecomConfig: sip() });
      expect([id, upd.statusCode]).toEqual([id, 404]);
      const del = await call(telecomDeleteEndpoint.path, token, { id });
      expect([id, del.statusCode]).toEqual([id, 404]);
      const [row] = await t.app.database.rows<{ number: string }>(sql`select number from telecom_numbers where id = ${id}`);
      expect(row?.number).toBe(number);
      expect(await storedConfig(id)).toEqual(before);
    }
  });
});

describe('extension lines: telecomConfig per provider, secrets write-only', () => {
  it('stores the secret but never answers it; an empty secret keeps it, a new one replaces it', async () => {
    const created = await call(telecomCreateEndpoint.path, tok.admin, { telecomCompanyId: 'tc-1', number: '1201', telecomConfig: sip({ userName: 'ext1201' }) });
    expect(created.statusCode).toBe(200);
    const line = created.json().results.result as TTelecomNumber;
    expect(created.body).not.toContain('Mat-khau-SIP-77');
    expect(JSON.parse(line.telecomConfig)).toEqual({ domain: 'pbx.bxmd.vn', socketUrl: 'wss://pbx.bxmd.vn:7443', userName: 'ext1201' });
    expect(line.secretsSet).toEqual(['password']);
    // The negative control: the secret is stored (the answer leaves it out, the database keeps it).
    expect((await storedConfig(line.id)).password).toBe('Mat-khau-SIP-77');

    const listed = await call(telecomListEndpoint.path, tok.staff, { number: '1201' });
    expect(listed.body).toContain('ext1201');
    expect(listed.body).not.toContain('Mat-khau-SIP-77');

    const kept = await call(telecomUpdateEndpoint.path, tok.staff, { id: line.id, telecomCompanyId: 'tc-1', number: '1201', telecomConfig: sip({ password: '', domain: 'pbx2.bxmd.vn' }) });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).not.toContain('Mat-khau-SIP-77');
    expect(await storedConfig(line.id)).toMatchObject({ domain: 'pbx2.bxmd.vn', password: 'Mat-khau-SIP-77' });

    const replaced = await call(telecomUpdateEndpoint.path, tok.admin, { id: line.id, telecomCompanyId: 'tc-1', number: '1201', telecomConfig: sip({ password: 'Moi-88' }) });
    expect(replaced.body).not.toContain('Moi-88');
    expect((await storedConfig(line.id)).password).toBe('Moi-88');
  });

  it('checks each provider’s fields with a Vietnamese message and stores nothing on a refusal', async () => {
    const F = MSG.telecom.configFields;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ telecomCompanyId: '', number: '1301' }, 400, MSG.telecom.companyRequired],
      [{ telecomCompanyId: 'tc-nope', number: '1301', telecomConfig: sip() }, 400, MSG.telecom.companyUnknown],
      [{ telecomCompanyId: 'tc-1', number: '' }, 400, MSG.telecom.numberRequired],
      [{ telecomCompanyId: 'tc-1', number: '13a1' }, 400, MSG.telecom.numberInvalid],
      [{ telecomCompanyId: 'tc-1', number: '1301', telecomConfig: '{oops' }, 400, MSG.telecom.configNotJson],
      [{ telecomCompanyId: 'tc-1', number: '1301', telecomConfig: '[1]' }, 400, MSG.telecom.configNotJson],
      [{ telecomCompanyId: 'tc-1', number: '1301', telecomConfig: sip({ apiKey: 'x' }) }, 400, MSG.telecom.configUnknownField('apiKey')],
      [{ telecomCompanyId: 'tc-1', number: '1301', telecomConfig: sip({ socketUrl: '' }) }, 400, MSG.telecom.configRequired(F.socketUrl)],
      [{ telecomCompanyId: 'tc-1', number: '1301', telecomConfig: sip({ socketUrl: 'https://pbx.bxmd.vn' }) }, 400, MSG.telecom.configInvalid(F.socketUrl)],
      [{ telecomCompanyId: 'tc-1', number: '1301', telecomConfig: sip({ domain: 'pbx bxmd' }) }, 400, MSG.telecom.configInvalid(F.domain)],
      [{ telecomCompanyId: 'tc-1', number: '1301', telecomConfig: sip({ password: '' }) }, 400, MSG.telecom.configRequired(F.password)],
      [{ telecomCompanyId: 'tc-3', number: '1301', telecomConfig: JSON.stringify({ domain: 'fpt.vn', httpUrl: 'https://api.fpt.vn', key: 'k', useAnVuiSocket: 'yes' }) }, 400, MSG.telecom.configInvalid(F.useAnVuiSocket)],
      [{ telecomCompanyId: 'tc-5', number: '1301', telecomConfig: JSON.stringify({ httpUrl: 'https://cc.mobifone.vn', password: 'p' }) }, 400, MSG.telecom.configRequired(F.userName)],
      // Numbers are unique across agencies (the call topic is line/{number}): Sao Việt's 2001 is taken.
      [{ telecomCompanyId: 'tc-1', number: '2001', telecomConfig: sip() }, 409, MSG.telecom.numberTaken],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(telecomCreateEndpoint.path, tok.admin, body);
      expect([JSON.stringify(body), res.statusCode, res.json().message]).toEqual([JSON.stringify(body), status, message]);
    }
    expect((await list(tok.admin, { number: '1301' })).total).toBe(0);
    // Each other provider accepts its own fields.
    for (const [telecomCompanyId, number, config] of [
      ['tc-3', '1302', { domain: 'fpt.vn', httpUrl: 'https://api.fpt.vn', key: 'fpt-key-1', useAnVuiSocket: true }],
      ['tc-4', '1303', { urlHttpService: 'https://voip.cmc.vn', secret: 'cmc-secret-1', organization: 'BXMD', token: 'cmc-token-1' }],
      ['tc-5', '1304', { httpUrl: 'https://cc.mobifone.vn', userName: 'bxmd', password: 'mbf-pass-1' }],
    ] as const) {
      const res = await call(telecomCreateEndpoint.path, tok.admin, { telecomCompanyId, number, telecomConfig: JSON.stringify(config) });
      expect([number, res.statusCode]).toEqual([number, 200]);
      expect(res.body).not.toMatch(/fpt-key-1|cmc-secret-1|cmc-token-1|mbf-pass-1/);
    }
  });
});

describe('extension lines: search and pages of 50', () => {
  it('finds lines by part of their number and pages them 50 at a time', async () => {
    const all = await list(tok.other);
    for (let i = 0; i < 52; i++) {
      const res = await call(telecomCreateEndpoint.path, tok.other, { telecomCompanyId: 'tc-2', number: `77${String(i).padStart(3, '0')}`, telecomConfig: sip() });
      expect(res.statusCode).toBe(200);
    }
    const first = await list(tok.other, { page: 0, count: 50 });
    expect([first.result.length, first.total]).toEqual([50, all.total + 52]);
    const second = await list(tok.other, { page: 1, count: 50 });
    expect(second.result.length).toBe(all.total + 2);
    expect(new Set([...first.result, ...second.result].map((l) => l.id)).size).toBe(all.total + 52);
    const found = await list(tok.other, { number: '7705' });
    expect(found.result.map((l) => l.number).sort()).toEqual(['77050', '77051']);
    // More than 50 a page is refused (the seed's page size).
    expect((await call(telecomListEndpoint.path, tok.other, { count: 51 })).statusCode).toBe(400);
    // The search is literal: '%' matches nothing rather than everything.
    expect((await list(tok.other, { number: '%' })).total).toBe(0);
  });
});
