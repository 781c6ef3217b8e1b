// Demo mode without open doors (issue 10 §7): the local bank's simulator page and API answer only to a signed-in
// ADMIN (the page with the portal's session cookie, the API with its Bearer token) and show and pay only that
// agency's bills and wallet orders; anyone else's bill is 404, as if it did not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, simulatorBillsEndpoint, simulatorPayEndpoint, walletQrEndpoint, type TSimulatorBill } from '@busdesk/api-contract';
import { listenOnLoopback } from '../test-support/realtime-listener';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';
import { createBill, holdSeats, ticketStates, webhookSecret } from '../test-support/payments-fixtures';
import { createTrip, messageOf, poster } from '../test-support/sales-booking-fixtures';

const COMPANY = 'c-minhphat';
const PAGE = '/simulator/bank';

let t: TestApp;
const tokens: Record<'admin' | 'staff' | 'child', string> = { admin: '', staff: '', child: '' };

beforeAll(async () => {
  t = await createTestApp();
  // Paying sends the signed webhook over HTTP to this server's own address.
  await listenOnLoopback(t.app);
  tokens.admin = await login(t.app, 'admin', 'admin123');
  tokens.staff = await login(t.app, 'staff', 'staff123');
  // The ADMIN of a child agency of Bến xe Miền Đông: another agency, selling the same route.
  tokens.child = await login(t.app, 'quaymoi', 'quaymoi123');
});
afterAll(() => t.close());

const page = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: PAGE, headers: { accept: 'text/html', ...headers } });
const bills = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: simulatorBillsEndpoint.path, headers });
const pay = (billNumber: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: simulatorPayEndpoint.path, headers, payload: { billNumber, mode: 'full' } });
const billList = async (token: string) => (await bills(bearer(token))).json().results.bills as TSimulatorBill[];

async function billOf(token: string, seatId: string) {
  const tripId = await createTrip(t.app);
  const [ticket] = await holdSeats(t.app, token, tripId, [seatId]);
  return { ticket: ticket!, bill: await createBill(t.app, token, COMPANY, [ticket!.ticketId]) };
}
async function walletOrderOf(token: string, seatId: string) {
  const tripId = await createTrip(t.app);
  const [ticket] = await holdSeats(t.app, token, tripId, [seatId]);
  const res = await poster(t.app)(walletQrEndpoint.path, token, { companyId: COMPANY, ticketIds: ticket!.ticketId });
  expect(res.statusCode).toBe(200);
  return res.json().results.momo.orderId as string;
}

describe('who may open the simulator', () => {
  it('answers anonymous callers 401 and a STAFF 403, on the page and on both calls', async () => {
    for (const res of [await bills(), await pay('BDANY')]) {
      expect([res.statusCode, messageOf(res)]).toEqual([401, MSG.server.unauthorized]);
    }
    for (const res of [await bills(bearer(tokens.staff)), await pay('BDANY', bearer(tokens.staff))]) {
      expect([res.statusCode, messageOf(res)]).toEqual([403, MSG.server.forbidden]);
    }
    // The page, opened in a browser, says it as a page (never the API's JSON), with the way to sign in or back.
    for (const res of [await page(), await page({ cookie: 'token=not-a-session' })]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`<h1>${MSG.server.unauthorized}</h1>`);
      expect(res.body).toContain('href="/login"');
      expect(res.body).not.toContain('"code"');
    }
    for (const res of [await page({ cookie: `token=${tokens.staff}` }), await page(bearer(tokens.staff))]) {
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`<h1>${MSG.server.forbidden}</h1>`);
    }
    // Asked as an API (no text/html), the envelope as before.
    const asApi = await t.app.inject({ method: 'GET', url: PAGE, headers: { cookie: `token=${tokens.staff}` } });
    expect([asApi.statusCode, messageOf(asApi)]).toEqual([403, MSG.server.forbidden]);
  });

  it('serves the page to an ADMIN signed in with the portal’s cookie (or Bearer); its calls need the Bearer token', async () => {
    const res = await page({ cookie: `theme=dark; token=${encodeURIComponent(tokens.admin)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Mô phỏng ngân hàng MB');
    // The page's script sends the cookie's token as Bearer.
    expect(res.body).toContain("authorization: 'Bearer '");
    expect((await page(bearer(tokens.admin))).statusCode).toBe(200);
    // The JSON calls never read the cookie: a page on another site cannot make a browser pay a bill with it.
    expect((await bills({ cookie: `token=${tokens.admin}` })).statusCode).toBe(401);
    expect((await pay('BDANY', { cookie: `token=${tokens.admin}`, 'content-type': 'application/json' })).statusCode).toBe(401);
  });
});

describe('whose bills it shows and pays', () => {
  it('lists only the agency’s own bank bills and wallet orders, never a secret', async () => {
    const mine = await billOf(tokens.staff, 'A01');
    const theirs = await billOf(tokens.child, 'A02');
    const myOrder = await walletOrderOf(tokens.admin, 'A03');
    const theirOrder = await walletOrderOf(tokens.child, 'A04');

    const adminView = await billList(tokens.admin);
    const numbers = adminView.map((b) => b.billNumber);
    // A bill a STAFF of the agency made is the agency's: its ADMIN sees it.
    expect(numbers).toEqual(expect.arrayContaining([mine.bill.billNumber, myOrder]));
    expect(numbers).not.toContain(theirs.bill.billNumber);
    expect(numbers).not.toContain(theirOrder);
    expect(adminView.every((b) => b.partnerName === 'Bến xe Miền Đông')).toBe(true);
    expect(adminView.find((b) => b.billNumber === myOrder)).toMatchObject({ provider: 'MOMO_QR', seatIds: ['A03'] });

    const childView = (await billList(tokens.child)).map((b) => b.billNumber);
    expect(childView).toEqual(expect.arrayContaining([theirs.bill.billNumber, theirOrder]));
    expect(childView).not.toContain(mine.bill.billNumber);
    expect(childView).not.toContain(myOrder);

    const secret = await webhookSecret(t.app, COMPANY);
    expect(JSON.stringify(adminView)).not.toContain(secret);
  });

  it('pays the agency’s own bill, and answers another agency’s bill or order 404 without paying it', async () => {
    const theirs = await billOf(tokens.child, 'B01');
    const theirOrder = await walletOrderOf(tokens.child, 'B02');
    for (const billNumber of [theirs.bill.billNumber, theirOrder, 'BDNOSUCHBILL']) {
      const res = await pay(billNumber, bearer(tokens.admin));
      expect([res.statusCode, messageOf(res)]).toEqual([404, MSG.server.notFound]);
    }
    expect((await ticketStates(t.app, [theirs.ticket.ticketId]))[0]?.ticket_status).toBe(2);

    const mine = await billOf(tokens.admin, 'B03');
    const paid = await pay(mine.bill.billNumber, bearer(tokens.admin));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().results).toMatchObject({ outcome: 'paid', deliveries: [{ status: 200, duplicate: false }] });
    expect((await ticketStates(t.app, [mine.ticket.ticketId]))[0]?.ticket_status).toBe(3);
    // The child agency's ADMIN pays its own bill the same way.
    const own = await pay(theirs.bill.billNumber, bearer(tokens.child));
    expect(own.json().results.outcome).toBe('paid');
  });
});
