import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG, printTemplateEndpoint, printTicketsEndpoint, TicketLogAction, type TPrintResponse } from '@busdesk/api-contract';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { createTrip, messageOf, PATHS, poster, seatBooking, ticketsOf } from '../test-support/sales-booking-fixtures';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  for (const [user, password] of [['admin', 'admin123'], ['admin2', 'admin123'], ['quaymoi', 'quaymoi123']] as const) tokens[user] = await login(t.app, user, password);
});
afterAll(() => t.close());

async function bookOwn(token: string, seats: string[], over: Parameters<typeof seatBooking>[1] = {}, routeId?: string) {
  const tripId = await createTrip(t.app, routeId ? { routeId } : {});
  const points = routeId === 'r-giapbat-vinh' ? { pointUp: { id: 'pt-giapbat', pointType: 0 }, pointDown: { id: 'pt-vinh', pointType: 0 } } : {};
  const res = await post(PATHS.book, token, { tripId, informationsBySeats: seats.map((s) => seatBooking(s, { ...points, ...over })) });
  expect(res.statusCode).toBe(200);
  return ticketsOf(res);
}
const print = (token: string, ticketIds: string[]) => post(printTicketsEndpoint.path, token, { ticketIds });
const printed = (res: { json(): unknown }) => (res.json() as { results: TPrintResponse }).results;
const printCount = async (id: string) => (await t.app.database.rows<{ n: number }>(sql`select number_of_print as n from tickets where id = ${id}`))[0]?.n;

describe('print template config (001 §7: type PRINT_TICKET, companyId)', () => {
  it('gives the company’s seeded 300 px template, sanitised, to an agency selling for it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${printTemplateEndpoint.path}?type=PRINT_TICKET&companyId=c-minhphat`, headers: bearer(tokens.admin!) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json().results;
    expect(data).toMatchObject({ type: 'PRINT_TICKET', companyId: 'c-minhphat', width: 300 });
    expect(data.value).toContain('width:300px');
    expect(data.value).toContain('{companyName}');
    expect(data.value).toContain('VÉ XE KHÁCH');
  });

  it('answers 404 for a company the agency does not sell for', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${printTemplateEndpoint.path}?companyId=c-minhphat`, headers: bearer(tokens.admin2!) });
    expect(res.statusCode).toBe(404);
  });
});

describe('print (001 §5, §9)', () => {
  it('fills the template per ticket with escaped values, counts the print and logs it', async () => {
    const [a, b] = await bookOwn(tokens.admin!, ['A01', 'A02'], { fullName: 'Lê <img src=x onerror=alert(1)> An', note: 'Mang theo "thùng" & túi' });
    const res = await print(tokens.admin!, [b!.ticketId, a!.ticketId]);
    expect(res.statusCode).toBe(200);
    const body = printed(res);
    expect(body.width).toBe(300);
    expect(body.limit).toBe(3);
    expect(body.tickets.map((x) => [x.seatId, x.numberOfPrint])).toEqual([
      ['A02', 1],
      ['A01', 1],
    ]);
    const html = body.tickets[1]!.html;
    expect(html).toContain('Nhà xe Minh Phát Limousine');
    expect(html).toContain('Bến xe Miền Đông - Đà Lạt');
    expect(html).toContain('350.000 đ');
    expect(html).toContain(a!.ticketCode);
    expect(html).toContain('>A01<');
    expect(html).toContain('(lần 1)');
    // The passenger's text is printed as text, never as markup.
    expect(html).toContain('Lê &lt;img src=x onerror=alert(1)&gt; An');
    expect(html).not.toContain('<img');
    expect(html).toContain('Mang theo &quot;thùng&quot; &amp; túi');
    expect(html).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(await printCount(a!.ticketId)).toBe(1);
    const log = await post(PATHS.log, tokens.admin!, { ticketId: a!.ticketId });
    expect(log.json().results.logs.map((l: { logType: number }) => l.logType)).toContain(TicketLogAction.PRINT);
  });

  it('refuses the print after the partner config’s limit per ticket, counting nothing more', async () => {
    const [a, b] = await bookOwn(tokens.admin!, ['A03', 'A04']);
    for (let i = 1; i <= 3; i++) expect(printed(await print(tokens.admin!, [a!.ticketId])).tickets[0]!.numberOfPrint).toBe(i);
    const refused = await print(tokens.admin!, [a!.ticketId, b!.ticketId]);
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, MSG.sales.printLimitExceeded]);
    expect([await printCount(a!.ticketId), await printCount(b!.ticketId)]).toEqual([3, 0]);
    // The limit is per ticket: another ticket of the agency still prints.
    expect(printed(await print(tokens.admin!, [b!.ticketId])).tickets[0]!.numberOfPrint).toBe(1);
  });

  it('lets exactly one of several simultaneous prints take the last allowed print', async () => {
    const [a] = await bookOwn(tokens.admin!, ['A05']);
    await t.app.database.rows(sql`update tickets set number_of_print = 2 where id = ${a!.ticketId}`);
    const answers = await Promise.all(Array.from({ length: 5 }, () => print(tokens.admin!, [a!.ticketId])));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await printCount(a!.ticketId)).toBe(3);
  });

  it('treats the limit 0 as unlimited', async () => {
    await t.app.database.rows(sql`update partners set config = jsonb_set(config::jsonb, '{printTicket}', '{"limit":0,"current":0}')::text where id = 'p-saoviet'`);
    const [x] = await bookOwn(tokens.admin2!, ['A01'], {}, 'r-giapbat-vinh');
    for (let i = 0; i < 4; i++) expect((await print(tokens.admin2!, [x!.ticketId])).statusCode).toBe(200);
    expect(await printCount(x!.ticketId)).toBe(4);
  });

  it('prints only the agency’s own active tickets: other agencies, a child agency and cancelled tickets are refused', async () => {
    const [mine] = await bookOwn(tokens.admin!, ['A06']);
    const [theirs] = await bookOwn(tokens.admin2!, ['A02'], {}, 'r-giapbat-vinh');
    expect((await print(tokens.admin2!, [mine!.ticketId])).statusCode).toBe(404);
    expect((await print(tokens.admin!, [theirs!.ticketId])).statusCode).toBe(404);
    expect((await print(tokens.quaymoi!, [mine!.ticketId])).statusCode).toBe(404);
    // One foreign id refuses the whole call: the own ticket is not counted either.
    expect((await print(tokens.admin!, [mine!.ticketId, theirs!.ticketId])).statusCode).toBe(404);
    expect([await printCount(mine!.ticketId), await printCount(theirs!.ticketId)]).toEqual([0, 0]);
    await post(PATHS.cancel, tokens.admin!, { ticketIds: [mine!.ticketId] });
    const cancelled = await print(tokens.admin!, [mine!.ticketId]);
    expect([cancelled.statusCode, messageOf(cancelled)]).toEqual([400, MSG.messaging.ticketNotPrintable]);
  });

  it('sanitises a hand-edited template: no script, handlers, frames or remote styles reach the print data', async () => {
    await t.app.database.rows(sql`
      insert into print_templates (id, company_id, partner_id, type, value) values ('pr-test-evil', 'c-minhphat', 'p-bxmd', 'PRINT_TICKET',
      '<div style="width:300px;background-image:url(http://evil.example/x.png)" onclick="steal()"><script>steal()</script><b>{seatId}</b><iframe src="http://evil.example"></iframe><img src="javascript:steal()"><a href="javascript:steal()">x</a><style>@import url(http://evil.example/a.css)</style></div>')`);
    const [a] = await bookOwn(tokens.admin!, ['A07']);
    const config = await t.app.inject({ method: 'GET', url: `${printTemplateEndpoint.path}?companyId=c-minhphat`, headers: bearer(tokens.admin!) });
    const html = printed(await print(tokens.admin!, [a!.ticketId])).tickets[0]!.html;
    for (const out of [config.json().results.data.value as string, html]) {
      expect(out).not.toMatch(/script|onclick|iframe|javascript:|url\(|@import|<style/i);
      expect(out).toContain('width:300px');
    }
    expect(html).toContain('<b>A07</b>');
    await t.app.database.rows(sql`delete from print_templates where id = 'pr-test-evil'`);
  });
});
