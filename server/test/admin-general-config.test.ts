import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  customerSearchEndpoint,
  MSG,
  parsePartnerConfig,
  partnerDetailEndpoint,
  printTicketsEndpoint,
  searchRouteEndpoint,
  selfUpdatePartnerEndpoint,
  ticketSearchEndpoint,
  topics,
  updatePartnerEndpoint,
  viewUserEndpoint,
  type TTicketSaleConfig,
} from '@busdesk/api-contract';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { listenTo, waitFor } from '../test-support/realtime-listener';
import { createTrip, messageOf, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';
import { bearer, type TestApp } from '../test-support/test-app';

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'staff', 'admin2', 'quaymoi']));
});
afterAll(() => stopLoopbackApp(t));

const ticketConfig = (over: Partial<TTicketSaleConfig> = {}): TTicketSaleConfig => ({
  phoneHidden: false,
  fullNameHidden: false,
  emailHidden: false,
  pointTypes: [0, 1, 2, 3],
  printLimit: null,
  blockSearchKeywords: [],
  ...over,
});
const save = (user: string, body: object) => post(updatePartnerEndpoint.path, tokens[user]!, body);
const storedConfig = async (partnerId: string) => (await t.app.database.rows<{ config: string }>(sql`select config from partners where id = ${partnerId}`))[0]!.config;
const storedTransport = async (partnerId: string) =>
  (await t.app.database.rows<{ transport_config: Record<string, string> }>(sql`select transport_config from partners where id = ${partnerId}`))[0]!.transport_config;

describe("'Cấu hình bán vé' (000 §2.7)", () => {
  it('ADMIN saves the typed fields into the config text and keeps every key it does not know', async () => {
    await t.app.database.rows(sql`update partners set config = ${JSON.stringify({ ...JSON.parse(await storedConfig('p-bxmd')), customKey: 'giữ nguyên', hideTripOvertime: true })} where id = 'p-bxmd'`);
    const res = await save('admin', { ticketConfig: ticketConfig({ phoneHidden: true, pointTypes: [3, 0], printLimit: 2, blockSearchKeywords: ['vé tết', 'vé tết'] }), isAutoApproveRoutes: true });
    expect(res.statusCode).toBe(200);
    const text = await storedConfig('p-bxmd');
    const config = parsePartnerConfig(text);
    expect(config).toMatchObject({ phoneHidden: true, fullNameHidden: false, printTicket: { limit: 2, current: 0 }, blockSearchKeywords: ['vé tết'], hideTripOvertime: true });
    expect(config.pointType).toEqual([
      { value: 0, label: 'Tại bến' },
      { value: 3, label: 'Trung chuyển' },
    ]);
    expect(JSON.parse(text).customKey).toBe('giữ nguyên');
    expect(res.json().results.partner).toMatchObject({ id: 'p-bxmd', isAutoApproveRoutes: true, config: text });
    // An empty print limit is 'Không có giới hạn' (stored as 0).
    await save('admin', { ticketConfig: ticketConfig({ printLimit: null }), isAutoApproveRoutes: false });
    expect(parsePartnerConfig(await storedConfig('p-bxmd')).printTicket.limit).toBe(0);
  });

  it("refuses a save without any pick-up type with the seed's 'Chọn 1 hình thức đón/trả', changing nothing", async () => {
    const before = await storedConfig('p-bxmd');
    const res = await save('admin', { ticketConfig: ticketConfig({ pointTypes: [] }) });
    expect([res.statusCode, messageOf(res)]).toEqual([400, MSG.config.pointTypeRequired]);
    expect(await storedConfig('p-bxmd')).toBe(before);
  });

  it('is ADMIN only: STAFF gets 403 and the config is unchanged; an ADMIN changes only its own agency', async () => {
    const before = await storedConfig('p-bxmd');
    const staff = await save('staff', { ticketConfig: ticketConfig({ phoneHidden: true, blockSearchKeywords: [] }) });
    expect(staff.statusCode).toBe(403);
    expect(await storedConfig('p-bxmd')).toBe(before);
    const saoViet = await storedConfig('p-saoviet');
    const other = await save('admin2', { partnerId: 'p-bxmd', ticketConfig: ticketConfig({ emailHidden: false, printLimit: 7 }) });
    expect(other.json().results.partner.id).toBe('p-saoviet');
    expect(await storedConfig('p-bxmd')).toBe(before);
    expect(parsePartnerConfig(await storedConfig('p-saoviet')).printTicket.limit).toBe(7);
    expect(await storedConfig('p-saoviet')).not.toBe(saoViet);
  });

  it("STAFF's self-update changes only the sales screen's switches, never the ADMIN's settings", async () => {
    await save('admin', { ticketConfig: ticketConfig({ phoneHidden: false, blockSearchKeywords: ['0911222333'] }) });
    const sent = JSON.stringify({ phoneHidden: true, blockSearchKeywords: [], hideTripOvertime: false, displayTripNewStyle: true });
    const res = await post(selfUpdatePartnerEndpoint.path, tokens.staff!, { config: sent });
    expect(res.statusCode).toBe(200);
    const config = parsePartnerConfig(await storedConfig('p-bxmd'));
    expect(config).toMatchObject({ phoneHidden: false, blockSearchKeywords: ['0911222333'], hideTripOvertime: false, displayTripNewStyle: true });
  });
});

describe("'Cấu hình lệnh vận chuyển': ADMIN only, trimmed, secrets write-only", () => {
  const PASSWORD = 'mk-ky-so-9x7Q';
  const SECRET = 'futa-bi-mat-42';

  it('trims the fields, answers without the secrets, and an empty secret on save keeps the stored one', async () => {
    const res = await save('admin', {
      transportConfig: { code: ' BXMD-79 ', transportName: ' Bến xe Miền Đông ', user: ' kyso ', password: ` ${PASSWORD} `, futaSecret: SECRET, url: ' https://ky-so.example.vn ', taxId: ' 0300481551 ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.transportConfig).toMatchObject({ code: 'BXMD-79', transportName: 'Bến xe Miền Đông', user: 'kyso', url: 'https://ky-so.example.vn', taxId: '0300481551', hasPassword: true, hasFutaSecret: true });
    expect(res.body).not.toContain(PASSWORD);
    expect(res.body).not.toContain(SECRET);
    expect(await storedTransport('p-bxmd')).toMatchObject({ password: PASSWORD, futaSecret: SECRET });

    const again = await save('admin', { transportConfig: { code: 'BXMD-79', user: 'kyso2', password: '', futaSecret: '   ' } });
    expect(again.statusCode).toBe(200);
    expect(await storedTransport('p-bxmd')).toMatchObject({ user: 'kyso2', password: PASSWORD, futaSecret: SECRET });
    // A new value replaces the stored one (negative control for 'empty keeps').
    await save('admin', { transportConfig: { password: 'mat-khau-moi' } });
    expect((await storedTransport('p-bxmd')).password).toBe('mat-khau-moi');
    await save('admin', { transportConfig: { password: PASSWORD } });
  });

  it('no endpoint answers the secrets: detail (the config GET), update, view, self-update, to ADMIN or STAFF', async () => {
    const bodies: string[] = [];
    for (const user of ['admin', 'staff']) {
      bodies.push((await post(partnerDetailEndpoint.path, tokens[user]!, {})).body);
      bodies.push((await post(viewUserEndpoint.path, tokens[user]!, {})).body);
      bodies.push((await post(selfUpdatePartnerEndpoint.path, tokens[user]!, { config: await storedConfig('p-bxmd') })).body);
    }
    bodies.push((await save('admin', { isAutoApproveRoutes: false })).body);
    bodies.push((await t.app.inject({ method: 'GET', url: '/api/v2/partner/list-user', headers: bearer(tokens.admin!) })).body);
    // The parent station reading a child's detail.
    bodies.push((await post(partnerDetailEndpoint.path, tokens.admin!, { partnerId: 'p-bxmd-moi' })).body);
    expect(bodies.length).toBe(9);
    for (const body of bodies) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain(SECRET);
      expect(body).not.toMatch(/"password"|"futaSecret"/);
    }
    const detail = (await post(partnerDetailEndpoint.path, tokens.admin!, {})).json().results;
    expect(detail.transportConfig).toMatchObject({ code: 'BXMD-79', hasPassword: true, hasFutaSecret: true });
    // STAFF does not get the column at all (000 §6).
    expect((await post(partnerDetailEndpoint.path, tokens.staff!, {})).json().results.transportConfig).toBeUndefined();
  });

  it('STAFF cannot write it; another agency cannot read it', async () => {
    expect((await save('staff', { transportConfig: { password: 'x' } })).statusCode).toBe(403);
    expect((await storedTransport('p-bxmd')).password).toBe(PASSWORD);
    expect((await post(partnerDetailEndpoint.path, tokens.admin2!, { partnerId: 'p-bxmd' })).statusCode).toBe(404);
    expect((await post(partnerDetailEndpoint.path, tokens.quaymoi!, { partnerId: 'p-bxmd' })).statusCode).toBe(404);
  });
});

describe('the settings reach open sales screens live (partner/{id}/config)', () => {
  it("publishes the saved config to the agency's own topic only", async () => {
    const own = await listenTo(url, tokens.staff!, [topics.partnerConfig('p-bxmd')]);
    const other = await listenTo(url, tokens.admin2!, [topics.partnerConfig('p-saoviet')]);
    expect([own.allGranted, other.allGranted]).toEqual([true, true]);
    await save('admin', { ticketConfig: ticketConfig({ phoneHidden: true, pointTypes: [0], printLimit: 4 }) });
    await waitFor(() => own.received.length > 0);
    const event = own.received[0]!.event;
    expect(event.type).toBe('partner-config');
    if (event.type !== 'partner-config') return;
    expect(parsePartnerConfig(event.config)).toMatchObject({ phoneHidden: true, pointType: [{ value: 0, label: 'Tại bến' }], printTicket: { limit: 4 } });
    expect(own.received[0]!.raw).not.toContain(PASSWORD_MARK);
    expect(other.received).toEqual([]);
  });

  it("refuses another agency's config topic, and a child's or parent's (own agency only)", async () => {
    expect((await listenTo(url, tokens.admin2!, [topics.partnerConfig('p-bxmd')])).allGranted).toBe(false);
    expect((await listenTo(url, tokens.admin!, [topics.partnerConfig('p-saoviet')])).allGranted).toBe(false);
    expect((await listenTo(url, tokens.admin!, [topics.partnerConfig('p-bxmd-moi')])).allGranted).toBe(false);
    expect((await listenTo(url, tokens.quaymoi!, [topics.partnerConfig('p-bxmd')])).allGranted).toBe(false);
    expect((await listenTo(url, tokens.quaymoi!, [topics.partnerConfig('p-bxmd-moi')])).allGranted).toBe(true);
  });

  it('the print limit applies to the next print at once, and no limit lets it print again', async () => {
    const tripId = await createTrip(t.app);
    const booked = await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A01')] });
    const [ticket] = ticketsOf(booked);
    const print = () => post(printTicketsEndpoint.path, tokens.admin!, { ticketIds: [ticket!.ticketId] });
    await save('admin', { ticketConfig: ticketConfig({ printLimit: 1 }) });
    expect((await print()).statusCode).toBe(200);
    const refused = await print();
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, MSG.sales.printLimitExceeded]);
    await save('admin', { ticketConfig: ticketConfig({ printLimit: null }) });
    expect((await print()).statusCode).toBe(200);
  });
});

const PASSWORD_MARK = 'mk-ky-so';

describe('blocked search keywords (one server rule, both searches)', () => {
  const PHONE = '0987654321';

  it('a blocked keyword finds nothing in the quick search and the customer search, and says so', async () => {
    const tripId = await createTrip(t.app);
    expect((await post(PATHS.book, tokens.admin!, { tripId, informationsBySeats: [seatBooking('A02', { phoneNumber: PHONE, fullName: 'Lương Thế Vinh' })] })).statusCode).toBe(200);
    const quick = (keyword: string) => post(ticketSearchEndpoint.path, tokens.admin!, { keyword });
    const customers = (phoneNumber: string) => post(customerSearchEndpoint.path, tokens.admin!, { phoneNumber, page: 0, count: 5 });
    // Negative control: before the block both searches find the passenger.
    await save('admin', { ticketConfig: ticketConfig({ blockSearchKeywords: [] }) });
    expect((await quick(PHONE)).json().results.tickets.length).toBeGreaterThan(0);
    expect((await customers(PHONE)).json().results.result.length).toBeGreaterThan(0);
    expect((await quick('Thế Vinh')).json().results.tickets.length).toBeGreaterThan(0);

    await save('admin', { ticketConfig: ticketConfig({ blockSearchKeywords: [PHONE, 'thế vinh'] }) });
    for (const res of [await quick(PHONE), await quick('+84 987 654 321'), await quick('luong the vinh')]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().results.tickets).toEqual([]);
      expect(res.json().results.blockedMessage).toMatch(/đã bị chặn tìm kiếm/);
    }
    const blocked = await customers(PHONE);
    expect(blocked.json().results).toEqual({ result: [], blockedMessage: MSG.config.keywordBlocked(PHONE) });
    // Another keyword still searches.
    expect((await quick('0901234567')).json().results.blockedMessage).toBeUndefined();
  });

  it("one agency's block does not touch another agency's search", async () => {
    const other = await post(ticketSearchEndpoint.path, tokens.admin2!, { keyword: PHONE });
    expect(other.statusCode).toBe(200);
    expect(other.json().results.blockedMessage).toBeUndefined();
  });
});

describe('automatic approval of routes (ADR 0055)', () => {
  const routesOf = async (user: string) =>
    ((await t.app.inject({ method: 'GET', url: searchRouteEndpoint.path, headers: bearer(tokens[user]!) })).json().results.routes as Array<{ id: string }>).map((r) => r.id);
  const linkStatus = async (partnerId: string, companyId: string) =>
    (await t.app.database.rows<{ s: string }>(sql`select approved_status as s from partner_companies where partner_id = ${partnerId} and company_id = ${companyId}`))[0]?.s;

  it('off: a newly authorised company waits for approval and its routes do not sell', async () => {
    await save('admin2', { isAutoApproveRoutes: false });
    expect(await t.app.companyLinks.authorise({ partnerId: 'p-saoviet', companyId: 'c-donghai', routeIds: ['r-mtay-cantho'] })).toEqual({ approvedStatus: 'pending', routeIds: ['r-mtay-cantho'] });
    expect(await linkStatus('p-saoviet', 'c-donghai')).toBe('pending');
    expect(await routesOf('admin2')).not.toContain('r-mtay-cantho');
  });

  it("on: a newly authorised company's routes sell at once, and the trip opens for booking", async () => {
    await save('admin2', { isAutoApproveRoutes: true });
    // The agency's open sales screens hear of it, as of an operator's approval, and search again.
    const screen = await listenTo(url, tokens.admin2!, [topics.partnerTickets('p-saoviet')]);
    // Another company's route id is ignored (a company authorises only its own routes).
    const result = await t.app.companyLinks.authorise({ partnerId: 'p-saoviet', companyId: 'c-minhphat', routeIds: ['r-mdong-dalat', 'r-mtay-camau'] });
    expect(result).toEqual({ approvedStatus: 'approved', routeIds: ['r-mdong-dalat'] });
    await waitFor(() => screen.received.some((r) => r.event.type === 'partner-companies-changed'));
    expect(screen.received.find((r) => r.event.type === 'partner-companies-changed')?.event).toEqual({ type: 'partner-companies-changed', companyIds: ['c-minhphat'] });
    expect(await routesOf('admin2')).toContain('r-mdong-dalat');
    const tripId = await createTrip(t.app, { routeId: 'r-mdong-dalat' });
    const booked = await post(PATHS.book, tokens.admin2!, { tripId, informationsBySeats: [seatBooking('A03')] });
    expect(booked.statusCode).toBe(200);
    // A pending link of the agency is approved by the setting as well.
    expect((await t.app.companyLinks.authorise({ partnerId: 'p-saoviet', companyId: 'c-donghai', routeIds: ['r-mtay-cantho'] }))?.approvedStatus).toBe('approved');
    expect(await routesOf('admin2')).toContain('r-mtay-cantho');
  });

  it("composes with the operator's decision: a rejected company stays rejected and sells nothing", async () => {
    await save('admin', { isAutoApproveRoutes: true });
    expect(await linkStatus('p-bxmd', 'c-hoabinh')).toBe('rejected');
    expect((await t.app.companyLinks.authorise({ partnerId: 'p-bxmd', companyId: 'c-hoabinh', routeIds: ['r-giapbat-vinh'] }))?.approvedStatus).toBe('rejected');
    expect(await routesOf('admin')).not.toContain('r-giapbat-vinh');
    await save('admin', { isAutoApproveRoutes: false });
  });
});
