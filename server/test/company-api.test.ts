import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  COMPANY_API_PATHS,
  listPartnerCompaniesEndpoint,
  MSG,
  searchRouteEndpoint,
  simulatorAuthoriseEndpoint,
  simulatorCompaniesEndpoint,
  topics,
  updatePartnerCompaniesEndpoint,
  updatePartnerEndpoint,
  type TSimulatorAuthoriseResponse,
  type TSimulatorCompaniesResponse,
} from '@busdesk/api-contract';
import { companyApiSecret, companyCall } from '../test-support/company-api-fixtures';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { webhookSecret } from '../test-support/payments-fixtures';
import { listenTo, waitFor } from '../test-support/realtime-listener';
import { createTrip, messageOf, PATHS, poster, seatBooking } from '../test-support/sales-booking-fixtures';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

/**
 * The company API (docs/adr/0102): a bus company authorises an agency from its own system with a request signed by
 * its API key; the agency's automatic approval of routes decides whether the routes sell at once (ADR 0055). And the
 * embedded demo's company simulator, which signs that same request for an ADMIN playing the company.
 */

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;
const secrets: Record<string, string> = {};

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'staff', 'admin2']));
  for (const c of ['c-donghai', 'c-minhphat', 'c-hoabinh', 'c-tanviet', 'c-saonam']) secrets[c] = await companyApiSecret(t.app, c);
});
afterAll(() => stopLoopbackApp(t));

const saveAuto = (user: string, on: boolean) => post(updatePartnerEndpoint.path, tokens[user]!, { isAutoApproveRoutes: on });
const linkCount = async () => Number((await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from partner_companies`))[0]!.n);
const partnerRouteCount = async () => Number((await t.app.database.rows<{ n: number }>(sql`select count(*)::int as n from partner_routes`))[0]!.n);
const linkStatus = async (partnerId: string, companyId: string) =>
  (await t.app.database.rows<{ s: string }>(sql`select approved_status as s from partner_companies where partner_id = ${partnerId} and company_id = ${companyId}`))[0]?.s;
const routesOf = async (user: string) =>
  ((await t.app.inject({ method: 'GET', url: searchRouteEndpoint.path, headers: bearer(tokens[user]!) })).json().results.routes as Array<{ id: string }>).map((r) => r.id);
const companiesScreen = async (user: string) =>
  (await post(listPartnerCompaniesEndpoint.path, tokens[user]!, { current: 1, pageSize: 100 })).json().results.data as Array<{ companyId: string; approvedStatus: string }>;

describe('the signature is checked before the body is read', () => {
  const json = { 'content-type': 'application/json' };
  const send = (payload: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: COMPANY_API_PATHS.authorisePartner, headers, payload });

  it('answers unsigned or badly signed garbage 401, never 400, and writes nothing', async () => {
    const [links, routes] = [await linkCount(), await partnerRouteCount()];
    const valid = JSON.stringify({ companyId: 'c-donghai', partnerId: 'p-saoviet', routeIds: ['r-mtay-cantho'] });
    const ts = Math.floor(Date.now() / 1000);
    for (const payload of ['{"partnerId":', 'not json at all', '[1,2,3]', '', valid]) {
      const answers = [
        await send(payload, json),
        await send(payload, {}),
        // Some headers, not all.
        await companyCall(t.app, { body: payload, companyId: 'c-donghai', secret: secrets['c-donghai']!, omit: ['signature'] }),
        await companyCall(t.app, { body: payload, companyId: 'c-donghai', secret: secrets['c-donghai']!, omit: ['timestamp'] }),
        await companyCall(t.app, { body: payload, secret: secrets['c-donghai']!, omit: ['company'] }),
        // A wrong signature; another company's key; an unknown company; the company's payment webhook secret (not its API key).
        await companyCall(t.app, { body: payload, companyId: 'c-donghai', secret: secrets['c-donghai']!, signature: `sha256=${'0'.repeat(64)}` }),
        await companyCall(t.app, { body: payload, companyId: 'c-donghai', secret: secrets['c-minhphat']! }),
        await companyCall(t.app, { body: payload, companyId: 'c-nope', secret: secrets['c-donghai']! }),
        await companyCall(t.app, { body: payload, companyId: 'c-donghai', secret: await webhookSecret(t.app, 'c-donghai') }),
      ];
      for (const res of answers) {
        expect([res.statusCode, messageOf(res)], payload).toEqual([401, MSG.payments.badSignature]);
        expect(res.body).not.toContain('FST_');
      }
      // A correct signature made too long ago: refused as stale, still 401.
      const stale = await companyCall(t.app, { body: payload, companyId: 'c-donghai', secret: secrets['c-donghai']!, timestamp: ts - 301 });
      expect([stale.statusCode, messageOf(stale)]).toEqual([401, MSG.payments.staleTimestamp]);
    }
    expect([await linkCount(), await partnerRouteCount()]).toEqual([links, routes]);
  });

  it('answers a correctly signed body that is not an authorisation by that company 400 in Vietnamese, writing nothing (the same bytes signed are parsed)', async () => {
    const [links, routes] = [await linkCount(), await partnerRouteCount()];
    const secret = secrets['c-donghai']!;
    const notJson = await companyCall(t.app, { body: '{"partnerId":', companyId: 'c-donghai', secret });
    expect([notJson.statusCode, messageOf(notJson)]).toEqual([400, MSG.server.invalidJson]);
    const noRoutes = await companyCall(t.app, { body: { companyId: 'c-donghai', partnerId: 'p-saoviet', routeIds: [] }, secret });
    expect([noRoutes.statusCode, messageOf(noRoutes)]).toEqual([400, MSG.server.invalidField('routeIds')]);
    // Signed by Đông Hải, but the body names another company.
    const other = await companyCall(t.app, { body: { companyId: 'c-minhphat', partnerId: 'p-saoviet', routeIds: ['r-mdong-dalat'] }, companyId: 'c-donghai', secret });
    expect([other.statusCode, messageOf(other)]).toEqual([400, MSG.server.invalidField('companyId')]);
    // A route of another company (or none at all) refuses the whole call, naming them.
    const foreign = await companyCall(t.app, { body: { companyId: 'c-donghai', partnerId: 'p-saoviet', routeIds: ['r-mtay-cantho', 'r-mdong-dalat', 'r-nope'] }, secret });
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([400, MSG.company.foreignRoutes(['r-mdong-dalat', 'r-nope'])]);
    const noAgency = await companyCall(t.app, { body: { companyId: 'c-donghai', partnerId: 'p-nope', routeIds: ['r-mtay-cantho'] }, secret });
    expect([noAgency.statusCode, messageOf(noAgency)]).toEqual([404, MSG.company.partnerNotFound]);
    expect([await linkCount(), await partnerRouteCount()]).toEqual([links, routes]);
  });
});

describe("the agency's automatic approval of routes decides (ADR 0055)", () => {
  it('on: the company authorises → approved at once, its routes sell, the open screens hear of it; another agency hears nothing', async () => {
    expect((await saveAuto('admin2', true)).statusCode).toBe(200);
    const screen = await listenTo(url, tokens.admin2!, [topics.partnerTickets('p-saoviet')]);
    const otherAgency = await listenTo(url, tokens.admin!, [topics.partnerTickets('p-bxmd')]);
    expect(await routesOf('admin2')).not.toContain('r-mdong-dalat');

    const res = await companyCall(t.app, { body: { companyId: 'c-minhphat', partnerId: 'p-saoviet', routeIds: ['r-mdong-dalat'] }, secret: secrets['c-minhphat']! });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual({ companyId: 'c-minhphat', partnerId: 'p-saoviet', approvedStatus: 'approved', routeIds: ['r-mdong-dalat'] });
    await waitFor(() => screen.received.some((r) => r.event.type === 'partner-companies-changed'));
    expect(screen.received.find((r) => r.event.type === 'partner-companies-changed')?.event).toEqual({ type: 'partner-companies-changed', companyIds: ['c-minhphat'] });
    expect(await routesOf('admin2')).toContain('r-mdong-dalat');
    expect((await companiesScreen('admin2')).find((c) => c.companyId === 'c-minhphat')?.approvedStatus).toBe('approved');
    const tripId = await createTrip(t.app, { routeId: 'r-mdong-dalat' });
    expect((await post(PATHS.book, tokens.admin2!, { tripId, informationsBySeats: [seatBooking('A05')] })).statusCode).toBe(200);
    // Tenancy: the other agency's screens got nothing, its companies and routes are as they were.
    expect(otherAgency.received.filter((r) => r.event.type === 'partner-companies-changed')).toEqual([]);
    expect(await linkStatus('p-bxmd', 'c-minhphat')).toBe('approved');
    expect(await routesOf('admin')).not.toContain('r-giapbat-vinh');
  });

  it('off: the company authorises → Chờ duyệt on /manage/company and nothing sells; the ADMIN approves → it sells', async () => {
    expect((await saveAuto('admin2', false)).statusCode).toBe(200);
    const res = await companyCall(t.app, { body: { companyId: 'c-donghai', partnerId: 'p-saoviet', routeIds: ['r-mtay-cantho', 'r-mtay-camau'] }, secret: secrets['c-donghai']! });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject({ approvedStatus: 'pending', routeIds: ['r-mtay-camau', 'r-mtay-cantho'] });
    expect((await companiesScreen('admin2')).find((c) => c.companyId === 'c-donghai')?.approvedStatus).toBe('pending');
    expect(await routesOf('admin2')).not.toContain('r-mtay-cantho');
    // Renewing the authorisation while off changes nothing of the pending decision.
    const again = await companyCall(t.app, { body: { companyId: 'c-donghai', partnerId: 'p-saoviet', routeIds: ['r-mtay-cantho'] }, secret: secrets['c-donghai']! });
    expect(again.json().results.approvedStatus).toBe('pending');

    const approve = await post(updatePartnerCompaniesEndpoint.path, tokens.admin2!, { partnerCompanies: [{ companyId: 'c-donghai', approvedStatus: 'approved' }] });
    expect(approve.statusCode, approve.body).toBe(200);
    const routes = await routesOf('admin2');
    expect(routes).toEqual(expect.arrayContaining(['r-mtay-cantho', 'r-mtay-camau']));
  });

  it("a company the agency rejected stays rejected whatever the setting: the operator's decision outranks it", async () => {
    expect((await saveAuto('admin', true)).statusCode).toBe(200);
    expect(await linkStatus('p-bxmd', 'c-hoabinh')).toBe('rejected');
    const res = await companyCall(t.app, { body: { companyId: 'c-hoabinh', partnerId: 'p-bxmd', routeIds: ['r-giapbat-vinh'] }, secret: secrets['c-hoabinh']! });
    expect(res.json().results.approvedStatus).toBe('rejected');
    expect(await routesOf('admin')).not.toContain('r-giapbat-vinh');
    await saveAuto('admin', false);
  });
});

describe('the company simulator (COMPANY_SYSTEMS=local)', () => {
  const simulate = (token: string | undefined, body: object) =>
    t.app.inject({ method: 'POST', url: simulatorAuthoriseEndpoint.path, headers: token ? bearer(token) : {}, payload: body });

  it('lists the network to play and signs the company’s call to the company API over HTTP, for the ADMIN’s own agency', async () => {
    const list = await t.app.inject({ method: 'GET', url: simulatorCompaniesEndpoint.path, headers: bearer(tokens.admin!) });
    expect(list.statusCode).toBe(200);
    const companies = (list.json().results as TSimulatorCompaniesResponse).companies;
    expect(companies.find((c) => c.companyId === 'c-tanviet')?.routes.map((r) => r.id).sort()).toEqual(['r-gialam-haiphong', 'r-nuocngam-thanhhoa']);
    // Nothing secret in the list.
    expect(list.body).not.toContain(secrets['c-tanviet']!);

    await saveAuto('admin', true);
    const screen = await listenTo(url, tokens.admin!, [topics.partnerTickets('p-bxmd')]);
    // A partnerId in the body is not the simulator's to choose: the session's agency is authorised, never p-saoviet.
    const res = await simulate(tokens.admin, { companyId: 'c-tanviet', routeIds: ['r-nuocngam-thanhhoa'], partnerId: 'p-saoviet' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results as TSimulatorAuthoriseResponse).toEqual({
      status: 200,
      authorisation: { companyId: 'c-tanviet', partnerId: 'p-bxmd', approvedStatus: 'approved', routeIds: ['r-nuocngam-thanhhoa'] },
      message: null,
    });
    await waitFor(() => screen.received.some((r) => r.event.type === 'partner-companies-changed'));
    expect(await routesOf('admin')).toContain('r-nuocngam-thanhhoa');
    expect(await linkStatus('p-saoviet', 'c-tanviet')).toBe('approved');
    // The company API's refusal comes back as it answered.
    const refused = await simulate(tokens.admin, { companyId: 'c-tanviet', routeIds: ['r-mdong-dalat'] });
    expect(refused.json().results).toEqual({ status: 400, authorisation: null, message: MSG.company.foreignRoutes(['r-mdong-dalat']) });
    await saveAuto('admin', false);
  });

  it('answers a signed-in ADMIN only: anonymous 401, STAFF 403, an unknown company 404', async () => {
    const before = await linkCount();
    expect((await simulate(undefined, { companyId: 'c-saonam', routeIds: ['r-danang-hue'] })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: simulatorCompaniesEndpoint.path })).statusCode).toBe(401);
    expect((await simulate(tokens.staff, { companyId: 'c-saonam', routeIds: ['r-danang-hue'] })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: simulatorCompaniesEndpoint.path, headers: bearer(tokens.staff!) })).statusCode).toBe(403);
    expect((await simulate(tokens.admin, { companyId: 'c-nope', routeIds: ['r-danang-hue'] })).statusCode).toBe(404);
    expect(await linkCount()).toBe(before);
  });

  it('is 404 for everyone with COMPANY_SYSTEMS=remote, while the signed company API still answers', async () => {
    const remote = await createTestApp({ COMPANY_SYSTEMS: 'remote' });
    try {
      const admin = await login(remote.app, 'admin', 'admin123');
      const sim = await remote.app.inject({ method: 'POST', url: simulatorAuthoriseEndpoint.path, headers: bearer(admin), payload: { companyId: 'c-saonam', routeIds: ['r-danang-hue'] } });
      expect(sim.statusCode).toBe(404);
      expect((await remote.app.inject({ method: 'GET', url: simulatorCompaniesEndpoint.path, headers: bearer(admin) })).statusCode).toBe(404);
      const direct = await companyCall(remote.app, { body: { companyId: 'c-saonam', partnerId: 'p-bxmd', routeIds: ['r-danang-hue'] }, secret: await companyApiSecret(remote.app, 'c-saonam') });
      expect(direct.statusCode, direct.body).toBe(200);
    } finally {
      await remote.close();
    }
  });
});

describe('the company API keys', () => {
  it('are drawn per database from the CSPRNG: 64 hex digits, one per company, none equal to another or to a payment secret', async () => {
    const rows = await t.app.database.rows<{ company_id: string; secret: string }>(sql`select company_id, secret from company_api_secrets order by company_id`);
    const companies = await t.app.database.rows<{ id: string }>(sql`select id from companies order by id`);
    expect(rows.map((r) => r.company_id)).toEqual(companies.map((c) => c.id));
    for (const r of rows) expect(r.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(rows.map((r) => r.secret)).size).toBe(rows.length);
    const payment = await t.app.database.rows<{ s: string }>(sql`select webhook_secret as s from company_payment_configs`);
    expect(rows.some((r) => payment.some((p) => p.s === r.secret))).toBe(false);
  });
});
