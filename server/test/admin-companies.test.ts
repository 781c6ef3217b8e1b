import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listPartnerCompaniesEndpoint,
  MSG,
  popularRoutesEndpoint,
  searchCompanyEndpoint,
  searchCompanyV2Endpoint,
  searchRouteEndpoint,
  searchTripsEndpoint,
  setPopularRoutesEndpoint,
  subPartnersEndpoint,
  topics,
  updatePartnerCompaniesEndpoint,
  type TListPartnerCompaniesResponse,
  type TPartnerCompany,
  type TPopularRoute,
  type TRealtimeEvent,
  type TRouteOption,
  type TTripCard,
} from '@busdesk/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { startLoopbackApp, stopLoopbackApp } from '../test-support/loopback-app';
import { listenTo, waitFor, type Listener } from '../test-support/realtime-listener';
import { createTrip, DAY, messageOf, PATHS, poster, seatBooking } from '../test-support/sales-booking-fixtures';
import { bearer, type TestApp } from '../test-support/test-app';

let t: TestApp;
let url: string;
let post: ReturnType<typeof poster>;
let tokens: Record<string, string>;

beforeAll(async () => {
  ({ t, url, post, tokens } = await startLoopbackApp(['admin', 'staff', 'quaymoi', 'admin2']));
});
afterAll(() => stopLoopbackApp(t));

const results = <T>(res: LightMyRequestResponse): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: T }).results;
};
const get = (path: string, who: string) => t.app.inject({ method: 'GET', url: path, headers: bearer(tokens[who]!) });
const list = async (who: string, body: object = {}) => results<TListPartnerCompaniesResponse>(await post(listPartnerCompaniesEndpoint.path, tokens[who]!, body));
const update = (who: string, partnerCompanies: object[]) => post(updatePartnerCompaniesEndpoint.path, tokens[who]!, { partnerCompanies });
const popular = async (who: string) => results<{ routes: TPopularRoute[] }>(await post(popularRoutesEndpoint.path, tokens[who]!, { page: 0, count: 50 })).routes;
const setPopular = (who: string, routeIds: string[]) => post(setPopularRoutesEndpoint.path, tokens[who]!, { routeIds });
/** The link of one partner with one company, straight from the database. */
const linkOf = async (partnerId: string, companyId: string) =>
  (await t.app.database.rows<{ approved_status: string; is_not_using_av: boolean }>(sql`
    select approved_status, is_not_using_av from partner_companies where partner_id = ${partnerId} and company_id = ${companyId}`))[0];
const tripsOf = async (who: string, companyIds: string[], date: number) =>
  results<{ trips: TTripCard[] }>(await post(searchTripsEndpoint.path, tokens[who]!, { date, companyIds, count: 100 })).trips;
const ymd = (ms: number) => Number(new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, ''));

describe('authorised companies: the list', () => {
  it('lists the agency’s own links sorted by id, 20 a page by default, with approval, usage and debts', async () => {
    const page = await list('admin');
    expect(page.current).toBe(1);
    expect(page.total).toBe(6);
    expect(page.data.map((l) => l.id)).toEqual(['pc-1', 'pc-2', 'pc-3', 'pc-4', 'pc-5', 'pc-6']);
    expect(page.data.every((l) => l.partnerId === 'p-bxmd')).toBe(true);
    const donghai = page.data.find((l) => l.companyId === 'c-donghai')!;
    expect(donghai).toMatchObject({ approvedStatus: 'approved', debtLimit: 1_500_000_000, company: { companyName: 'Nhà xe Đông Hải', isNotUsingAv: false } });
    expect(page.data.find((l) => l.companyId === 'c-tanviet')).toMatchObject({ approvedStatus: 'pending', company: { isNotUsingAv: true } });
    // STAFF reads the same list (the menu is every user's, 000 §6).
    expect((await list('staff')).data.map((l) => l.id)).toEqual(page.data.map((l) => l.id));
  });

  it('filters by approval, by usage and by a name typed without diacritics, and pages', async () => {
    expect((await list('admin', { filter: { approvedStatus: 'rejected' } })).data.map((l) => l.companyId)).toEqual(['c-hoabinh']);
    expect((await list('admin', { isNotUsingAv: true })).data.map((l) => l.companyId).sort()).toEqual(['c-saonam', 'c-tanviet']);
    expect((await list('admin', { isNotUsingAv: false, filter: { approvedStatus: 'approved' } })).total).toBe(3);
    expect((await list('admin', { keyword: 'dong hai' })).data.map((l) => l.companyId)).toEqual(['c-donghai']);
    expect((await list('admin', { keyword: 'không có nhà xe này' })).data).toEqual([]);
    const second = await list('admin', { current: 2, pageSize: 4 });
    expect(second).toMatchObject({ current: 2, total: 6 });
    expect(second.data.map((l) => l.id)).toEqual(['pc-5', 'pc-6']);
  });

  it('another agency sees only its own links, never this one’s figures', async () => {
    const other = await list('admin2');
    expect(other.data.map((l) => l.companyId).sort()).toEqual(['c-hoabinh', 'c-saonam', 'c-tanviet']);
    expect(other.data.every((l) => l.partnerId === 'p-saoviet')).toBe(true);
    // Both agencies have a link with Sao Nam: each sees its own status and limit.
    expect(other.data.find((l) => l.companyId === 'c-saonam')).toMatchObject({ approvedStatus: 'pending', debtLimit: 0 });
    expect((await list('admin')).data.find((l) => l.companyId === 'c-saonam')).toMatchObject({ approvedStatus: 'approved', debtLimit: 100_000_000 });
    // And a child station sees its own three, not its parent's six.
    expect((await list('quaymoi')).data.every((l) => l.partnerId === 'p-bxmd-moi')).toBe(true);
  });

  it('refuses a bad filter with a Vietnamese message, not a 500', async () => {
    const res = await post(listPartnerCompaniesEndpoint.path, tokens.admin!, { filter: { approvedStatus: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(MSG.server.invalidField('filter.approvedStatus'));
  });
});

describe('authorised companies: the update', () => {
  it('STAFF is refused (403) and nothing changes; ADMIN sets approval and usage of several at once', async () => {
    const refused = await update('staff', [{ companyId: 'c-tanviet', approvedStatus: 'approved' }]);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(MSG.server.forbidden);
    expect(await linkOf('p-bxmd', 'c-tanviet')).toEqual({ approved_status: 'pending', is_not_using_av: true });

    const done = results<{ partnerCompanies: TPartnerCompany[] }>(
      await update('admin', [
        { companyId: 'c-tanviet', partnerId: 'p-bxmd', approvedStatus: 'approved', isNotUsingAv: false },
        { companyId: 'c-hoabinh', isNotUsingAv: true },
      ]),
    );
    expect(done.partnerCompanies.map((l) => [l.companyId, l.approvedStatus, l.company.isNotUsingAv])).toEqual([
      ['c-tanviet', 'approved', false],
      ['c-hoabinh', 'rejected', true],
    ]);
    expect(await linkOf('p-bxmd', 'c-tanviet')).toEqual({ approved_status: 'approved', is_not_using_av: false });
    // Approval left alone where only the usage was given.
    expect(await linkOf('p-bxmd', 'c-hoabinh')).toEqual({ approved_status: 'rejected', is_not_using_av: true });
  });

  it('tenancy: another agency’s company is 404 and nothing changes; the same company changes only the caller’s link', async () => {
    // p-saoviet has no link with Minh Phát: 404, even with p-bxmd named in the body, and even beside its own company.
    const foreign = await update('admin2', [
      { companyId: 'c-hoabinh', approvedStatus: 'rejected' },
      { companyId: 'c-minhphat', partnerId: 'p-bxmd', approvedStatus: 'rejected' },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Minh Phát');
    expect(await linkOf('p-bxmd', 'c-minhphat')).toEqual({ approved_status: 'approved', is_not_using_av: false });
    expect((await linkOf('p-saoviet', 'c-hoabinh'))?.approved_status).toBe('approved');

    // Both have a link with Sao Nam: p-saoviet's changes, p-bxmd's stays.
    const own = await update('admin2', [{ companyId: 'c-saonam', partnerId: 'p-bxmd', approvedStatus: 'rejected' }]);
    expect(results<{ partnerCompanies: TPartnerCompany[] }>(own).partnerCompanies[0]?.partnerId).toBe('p-saoviet');
    expect((await linkOf('p-saoviet', 'c-saonam'))?.approved_status).toBe('rejected');
    expect((await linkOf('p-bxmd', 'c-saonam'))?.approved_status).toBe('approved');

    // A company without any link to the caller is as foreign as another agency's.
    const back = await update('admin', [{ companyId: 'c-nosuch', approvedStatus: 'approved' }]);
    expect(back.statusCode).toBe(404);
  });

  it('refuses an empty selection, nothing to set, and an unknown status with Vietnamese messages', async () => {
    expect(messageOf(await update('admin', []))).toBe(MSG.company.nothingSelected);
    const nothing = await update('admin', [{ companyId: 'c-minhphat' }]);
    expect(nothing.statusCode).toBe(400);
    expect(messageOf(nothing)).toBe(MSG.company.nothingToSet);
    const bad = await update('admin', [{ companyId: 'c-minhphat', approvedStatus: 'ok' }]);
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(MSG.server.invalidField('partnerCompanies.0.approvedStatus'));
  });
});

describe('approval decides what the agency sells', () => {
  it('a company set to not approved leaves the trip search and the company picker, booking its trip is refused; approved again, it is back', async () => {
    const tripId = await createTrip(t.app, { routeId: 'r-mdong-dalat', startsIn: 2 * DAY });
    const date = ymd(Date.now() + 2 * DAY);
    const before = await tripsOf('staff', ['c-minhphat'], date);
    expect(before.map((x) => x.tripId)).toContain(tripId);

    const colleague = await listenTo(url, tokens.staff!, [topics.partnerTickets('p-bxmd')]);
    const stranger = await listenTo(url, tokens.admin2!, [topics.partnerTickets('p-saoviet')]);
    expect(colleague.allGranted && stranger.allGranted).toBe(true);

    expect((await update('admin', [{ companyId: 'c-minhphat', approvedStatus: 'pending' }])).statusCode).toBe(200);
    await waitFor(() => companyEvents(colleague).length > 0);
    expect(companyEvents(colleague)).toEqual([{ type: 'partner-companies-changed', companyIds: ['c-minhphat'] }]);

    expect(await tripsOf('staff', ['c-minhphat'], date)).toEqual([]);
    const picker = results<{ companies: Array<{ id: string }> }>(await post(searchCompanyEndpoint.path, tokens.staff!, {}));
    expect(picker.companies.map((c) => c.id)).not.toContain('c-minhphat');
    const refused = await post(PATHS.book, tokens.staff!, { tripId, informationsBySeats: [seatBooking('A01')] });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(MSG.sales.companyNotApproved('Nhà xe Minh Phát Limousine'));
    // Another agency that never sold this route still gets a plain 'not found', learning nothing of the company.
    const foreign = await post(PATHS.book, tokens.admin2!, { tripId, informationsBySeats: [seatBooking('A01')] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Minh Phát');

    expect((await update('admin', [{ companyId: 'c-minhphat', approvedStatus: 'approved' }])).statusCode).toBe(200);
    expect((await tripsOf('staff', ['c-minhphat'], date)).map((x) => x.tripId)).toContain(tripId);
    expect((await post(PATHS.book, tokens.staff!, { tripId, informationsBySeats: [seatBooking('A01')] })).statusCode).toBe(200);
    await waitFor(() => companyEvents(colleague).length > 1);
    expect(companyEvents(colleague)).toHaveLength(2);
    // Give a misrouted message time to arrive before asserting there was none.
    await new Promise((r) => setTimeout(r, 200));
    expect(companyEvents(stranger)).toEqual([]);
  });

  it('the usage status (vendor app) keeps the trips on sale and only flips the cards’ flag (ADR 0050)', async () => {
    const date = ymd(Date.now() + DAY);
    const before = await tripsOf('admin', ['c-hungthinh'], date);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((x) => !x.isNotUsingAv)).toBe(true);
    expect((await update('admin', [{ companyId: 'c-hungthinh', isNotUsingAv: true }])).statusCode).toBe(200);
    const after = await tripsOf('admin', ['c-hungthinh'], date);
    expect(after.map((x) => x.tripId)).toEqual(before.map((x) => x.tripId));
    expect(after.every((x) => x.isNotUsingAv)).toBe(true);
    await update('admin', [{ companyId: 'c-hungthinh', isNotUsingAv: false }]);
  });
});

const companyEvents = (listener: Listener): TRealtimeEvent[] =>
  listener.received.filter((r) => r.event.type === 'partner-companies-changed').map((r) => r.event);

describe('company search under 000’s path', () => {
  it('/v2/partner/search/company answers exactly what /partner/search/company does, per agency', async () => {
    for (const who of ['admin', 'admin2', 'staff']) {
      const v2 = results<unknown>(await post(searchCompanyV2Endpoint.path, tokens[who]!, { searchKey: 'nha xe' }));
      const v1 = results<unknown>(await post(searchCompanyEndpoint.path, tokens[who]!, { searchKey: 'nha xe' }));
      expect(v2).toEqual(v1);
    }
    const other = results<{ companies: Array<{ id: string }> }>(await post(searchCompanyV2Endpoint.path, tokens.admin2!, {}));
    expect(other.companies.map((c) => c.id)).not.toContain('c-minhphat');
  });
});

describe('popular routes', () => {
  it('lists the agency’s popular routes in order for any user; STAFF may not save (403), ADMIN may', async () => {
    const seeded = await popular('staff');
    expect(seeded.map((r) => r.id)).toEqual(['r-mdong-dalat', 'r-mdong-nhatrang', 'r-mdong-vungtau', 'r-mtay-cantho']);
    expect(seeded.map((r) => r.position)).toEqual([0, 1, 2, 3]);
    expect(seeded[0]).toMatchObject({ companyName: 'Nhà xe Minh Phát Limousine', popular: true });

    const refused = await setPopular('staff', ['r-mdong-bmt']);
    expect(refused.statusCode).toBe(403);
    expect((await popular('admin')).map((r) => r.id)).toEqual(seeded.map((r) => r.id));

    const saved = results<{ routes: TPopularRoute[] }>(await setPopular('admin', ['r-mdong-bmt', 'r-mtay-camau']));
    expect(saved.routes.map((r) => r.id)).toEqual(['r-mdong-bmt', 'r-mtay-camau']);
    expect((await popular('staff')).map((r) => r.id)).toEqual(['r-mdong-bmt', 'r-mtay-camau']);
  });

  it('the sales route picker offers the popular routes first, in their order, then the rest by name', async () => {
    const routes = results<{ routes: TRouteOption[] }>(await get(searchRouteEndpoint.path, 'admin')).routes;
    expect(routes.slice(0, 2).map((r) => [r.id, r.popular])).toEqual([
      ['r-mdong-bmt', true],
      ['r-mtay-camau', true],
    ]);
    const rest = routes.slice(2);
    expect(rest.every((r) => r.popular === false)).toBe(true);
    expect(rest.map((r) => r.name)).toEqual([...rest.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'vi')));
    // Another agency's order is its own.
    const other = results<{ routes: TRouteOption[] }>(await get(searchRouteEndpoint.path, 'admin2')).routes;
    expect(other.some((r) => r.popular)).toBe(false);
  });

  it('enforces 50 on the server: the 50th is accepted, the 51st refused with its message and nothing changes', async () => {
    await t.app.database.rows(sql`
      insert into routes (id, company_id, name) select 'r-pop-' || lpad(g::text, 2, '0'), 'c-minhphat', 'Tuyến thử ' || g from generate_series(1, 51) g`);
    await t.app.database.rows(sql`insert into partner_routes (partner_id, route_id) select 'p-bxmd', 'r-pop-' || lpad(g::text, 2, '0') from generate_series(1, 51) g`);
    const ids = Array.from({ length: 51 }, (_, i) => `r-pop-${String(i + 1).padStart(2, '0')}`);

    const fifty = await setPopular('admin', ids.slice(0, 50));
    expect(fifty.statusCode, fifty.body).toBe(200);
    expect((await popular('admin')).map((r) => r.id)).toEqual(ids.slice(0, 50));

    const fiftyOne = await setPopular('admin', ids);
    expect(fiftyOne.statusCode).toBe(400);
    expect(messageOf(fiftyOne)).toBe(MSG.popularRoute.tooMany(50));
    expect(messageOf(fiftyOne)).toBe('Chỉ được chọn tối đa 50 tuyến phổ biến');
    expect((await popular('admin')).map((r) => r.id)).toEqual(ids.slice(0, 50));

    const twice = await setPopular('admin', ['r-mdong-bmt', 'r-mdong-bmt']);
    expect(twice.statusCode).toBe(400);
    expect(messageOf(twice)).toBe(MSG.popularRoute.duplicate);
  });

  it('tenancy: another agency’s route is 404 and changes nothing; each agency lists only its own', async () => {
    const mine = (await popular('admin')).map((r) => r.id);
    const foreign = await setPopular('admin2', ['r-giapbat-vinh', 'r-mdong-dalat']);
    expect(foreign.statusCode).toBe(404);
    expect(await popular('admin2')).toEqual([]);
    expect(results<{ routes: TPopularRoute[] }>(await setPopular('admin2', ['r-giapbat-vinh'])).routes.map((r) => r.id)).toEqual(['r-giapbat-vinh']);
    expect((await popular('admin')).map((r) => r.id)).toEqual(mine);
    expect((await setPopular('admin', ['r-giapbat-vinh'])).statusCode).toBe(404);
    expect((await popular('admin2')).map((r) => r.id)).toEqual(['r-giapbat-vinh']);
  });

  it('an empty list clears the popular routes', async () => {
    expect(results<{ routes: TPopularRoute[] }>(await setPopular('admin', [])).routes).toEqual([]);
    expect(await popular('admin')).toEqual([]);
  });
});

describe('sub-partners', () => {
  it('a station lists its children; a child and another agency list none of them', async () => {
    const own = results<{ subPartners: Array<{ id: string }> }>(await get(subPartnersEndpoint.path, 'staff'));
    expect(own.subPartners.map((p) => p.id).sort()).toEqual(['p-bxmd-moi', 'p-thuduc']);
    expect(results<{ subPartners: unknown[] }>(await get(subPartnersEndpoint.path, 'quaymoi')).subPartners).toEqual([]);
    expect(results<{ subPartners: unknown[] }>(await get(subPartnersEndpoint.path, 'admin2')).subPartners).toEqual([]);
  });
});

describe('authorised companies: paging at 20', () => {
  it('more than 20 links page at 20 by default, sorted by id ascending', async () => {
    await t.app.database.rows(sql`
      insert into companies (id, name) select 'c-page-' || lpad(g::text, 2, '0'), 'Nhà xe thử ' || g from generate_series(1, 20) g`);
    await t.app.database.rows(sql`
      insert into partner_companies (id, partner_id, company_id) select 'pc-x' || lpad(g::text, 2, '0'), 'p-bxmd', 'c-page-' || lpad(g::text, 2, '0') from generate_series(1, 20) g`);
    const first = await list('admin');
    expect(first.total).toBe(26);
    expect(first.data).toHaveLength(20);
    const second = await list('admin', { current: 2 });
    expect(second.data).toHaveLength(6);
    const ids = [...first.data, ...second.data].map((l) => l.id);
    expect(ids).toEqual([...ids].sort());
    // The other agency's list did not grow.
    expect((await list('admin2')).total).toBe(3);
  });
});
