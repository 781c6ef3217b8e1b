import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankQrReportEndpoint,
  MSG,
  sendSmsEndpoint,
  sendZnsEndpoint,
  smsReportEndpoint,
  znsReportEndpoint,
  type TBankQrReportResponse,
  type TBankQrResponse,
  type TSmsReportResponse,
  type TZnsReportResponse,
} from '@busdesk/api-contract';
import { createBill, deliver, holdSeats, paymentOf, processed, webhookSecret } from '../test-support/payments-fixtures';
import { createTrip, messageOf, poster } from '../test-support/sales-booking-fixtures';
import { resultsOf } from '../test-support/trip-ops-fixtures';
import { createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
let post: ReturnType<typeof poster>;
const tokens: Record<string, string> = {};

// A day of 2031 no seed and no other test writes into: the rows of these tests are the only ones in it.
const DAY0 = Date.UTC(2031, 0, 15, 0, 0, 0) - 7 * 3_600_000;
const RANGE = { fromDate: DAY0, toDate: DAY0 + 86_400_000 - 1 };

interface MessageSeed {
  partnerId: string;
  n: number;
  delivery: 'delivered' | 'failed' | 'local' | null;
  isSuccess: boolean;
}

/** SMS and ZNS records laid down in the day, one per second, with distinct prices so sums tell rows apart. */
async function seedMessages(seeds: readonly MessageSeed[]) {
  let i = 0;
  for (const s of seeds) {
    for (let k = 0; k < s.n; k++) {
      i++;
      const at = DAY0 + 60_000 + i * 1_000;
      await t.app.database.rows(sql`
        insert into sms_records (id, partner_id, phone_number, content, object_type, send_date, is_success, delivery, length, quantity, price, real_price)
        values (${`sms-rep-${i}`}, ${s.partnerId}, '0901234567', ${`Tin ${i}`}, 1500, ${at}, ${s.isSuccess}, ${s.delivery}, 40, ${1 + (i % 2)}, ${800 * (1 + (i % 2))}, ${650 * (1 + (i % 2))})`);
      await t.app.database.rows(sql`
        insert into zns_records (id, partner_id, phone_number, zns_type, send_date, is_success, delivery, price, message_error)
        values (${`zns-rep-${i}`}, ${s.partnerId}, '84901234567', 1, ${at}, ${s.isSuccess}, ${s.delivery}, ${300 + i}, null)`);
    }
  }
}

/** Every page of a report, following nextPageToken; the totals come with the first page only. */
async function allPages<R, A extends { nextPageToken: string | null; totals: unknown }>(path: string, who: string, body: object, rowsOf: (a: A) => R[]) {
  const rows: R[] = [];
  const pages: A[] = [];
  let nextPageToken: string | null = null;
  do {
    const res = await post(path, tokens[who]!, { ...body, nextPageToken });
    expect(res.statusCode, res.body).toBe(200);
    const answer: A = resultsOf<A>(res);
    pages.push(answer);
    rows.push(...rowsOf(answer));
    nextPageToken = answer.nextPageToken;
  } while (nextPageToken && pages.length < 50);
  return { rows, pages, totals: pages[0]!.totals };
}

beforeAll(async () => {
  t = await createTestApp();
  post = poster(t.app);
  for (const [who, password] of [
    ['admin', 'admin123'],
    ['staff', 'staff123'],
    ['admin2', 'admin123'],
  ] as const)
    tokens[who] = await login(t.app, who, password);
  await seedMessages([
    { partnerId: 'p-bxmd', n: 25, delivery: 'delivered', isSuccess: true },
    { partnerId: 'p-bxmd', n: 9, delivery: 'local', isSuccess: false },
    { partnerId: 'p-bxmd', n: 6, delivery: 'failed', isSuccess: false },
    { partnerId: 'p-bxmd', n: 2, delivery: null, isSuccess: true },
    { partnerId: 'p-bxmd-moi', n: 4, delivery: 'delivered', isSuccess: true },
    { partnerId: 'p-saoviet', n: 7, delivery: 'delivered', isSuccess: true },
  ]);
});
afterAll(() => t.close());

describe('SMS history', () => {
  it('pages 20 at a time, newest first, and its first-page totals equal the sums over every page', async () => {
    const { rows, pages, totals } = await allPages<TSmsReportResponse['smsInfo'][number], TSmsReportResponse>(smsReportEndpoint.path, 'admin', RANGE, (a) => a.smsInfo);
    // The agency's 42 and its child station's 4; never the other agency's 7.
    expect(rows).toHaveLength(46);
    expect(pages.map((p) => p.smsInfo.length)).toEqual([20, 20, 6]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(46);
    expect(rows.map((r) => r.sendDate)).toEqual([...rows.map((r) => r.sendDate)].sort((a, b) => b - a));
    expect(pages.slice(1).every((p) => p.totals === null)).toBe(true);
    expect(totals).toEqual({
      count: rows.length,
      delivered: rows.filter((r) => r.delivery === 'delivered').length,
      failed: rows.filter((r) => r.delivery === 'failed').length,
      local: rows.filter((r) => r.delivery === 'local').length,
      quantity: rows.reduce((s, r) => s + r.quantity, 0),
      price: rows.reduce((s, r) => s + r.price, 0),
      realPrice: rows.reduce((s, r) => s + r.realPrice, 0),
    });
    expect(totals).toMatchObject({ delivered: 29, local: 9, failed: 6 });
  });

  it('keeps to the agency: STAFF sees its own agency only, another agency only its own', async () => {
    const staff = await allPages<TSmsReportResponse['smsInfo'][number], TSmsReportResponse>(smsReportEndpoint.path, 'staff', RANGE, (a) => a.smsInfo);
    expect(staff.rows).toHaveLength(42);
    const other = await allPages<TSmsReportResponse['smsInfo'][number], TSmsReportResponse>(smsReportEndpoint.path, 'admin2', RANGE, (a) => a.smsInfo);
    expect(other.rows).toHaveLength(7);
    expect(other.rows.some((r) => staff.rows.some((s) => s.id === r.id))).toBe(false);
  });

  it('takes the range in ms inclusive and refuses a range that ends before it starts', async () => {
    const lastSecond = await post(smsReportEndpoint.path, tokens.admin!, { fromDate: DAY0 + 60_000 + 46_000, toDate: RANGE.toDate });
    expect(resultsOf<TSmsReportResponse>(lastSecond).totals?.count).toBe(1);
    const reversed = await post(smsReportEndpoint.path, tokens.admin!, { fromDate: RANGE.toDate, toDate: RANGE.fromDate });
    expect(reversed.statusCode).toBe(400);
  });

  it('labels what the local driver recorded as not delivered and never counts it as sent', async () => {
    const tripId = await createTrip(t.app);
    const [ticket] = await holdSeats(t.app, tokens.admin!, tripId, ['A01']);
    const before = Date.now();
    expect((await post(sendSmsEndpoint.path, tokens.admin!, { messageType: 1, ticketIds: [ticket!.ticketId] })).statusCode).toBe(200);
    expect((await post(sendZnsEndpoint.path, tokens.admin!, { messageContentType: 10, ticketIds: [ticket!.ticketId] })).statusCode).toBe(200);
    const range = { fromDate: before, toDate: Date.now() };
    const sms = resultsOf<TSmsReportResponse>(await post(smsReportEndpoint.path, tokens.admin!, range));
    expect(sms.smsInfo).toHaveLength(1);
    expect(sms.smsInfo[0]).toMatchObject({ delivery: 'local', isSuccess: false });
    expect(sms.totals).toMatchObject({ count: 1, delivered: 0, local: 1 });
    const zns = resultsOf<TZnsReportResponse>(await post(znsReportEndpoint.path, tokens.admin!, range));
    expect(zns.znsMessage[0]).toMatchObject({ delivery: 'local', isSuccess: false });
    expect(zns.totals).toMatchObject({ count: 1, delivered: 0, local: 1 });
  });
});

describe('ZNS history', () => {
  it('pages through every record of the range and its totals are their sums', async () => {
    const { rows, totals } = await allPages<TZnsReportResponse['znsMessage'][number], TZnsReportResponse>(znsReportEndpoint.path, 'admin', RANGE, (a) => a.znsMessage);
    expect(rows).toHaveLength(46);
    expect(totals).toEqual({
      count: 46,
      delivered: rows.filter((r) => r.delivery === 'delivered').length,
      failed: rows.filter((r) => r.delivery === 'failed').length,
      local: rows.filter((r) => r.delivery === 'local').length,
      price: rows.reduce((s, r) => s + r.price, 0),
    });
  });
});

describe('page tokens', () => {
  const firstToken = async () => {
    const res = await post(smsReportEndpoint.path, tokens.admin!, RANGE);
    return resultsOf<TSmsReportResponse>(res).nextPageToken!;
  };
  const page2 = (nextPageToken: string, body: object = RANGE, path = smsReportEndpoint.path) => post(path, tokens.admin!, { ...body, nextPageToken });

  it('the untampered token continues the list (control)', async () => {
    const res = await page2(await firstToken());
    expect(res.statusCode).toBe(200);
    expect(resultsOf<TSmsReportResponse>(res).smsInfo).toHaveLength(20);
  });

  it('refuses an altered cursor, an altered signature, a forged token, another filter and another report with 400', async () => {
    const token = await firstToken();
    const [body, signature] = token.split('.') as [string, string];
    const cursor = JSON.parse(Buffer.from(body, 'base64url').toString()) as [number, string];
    const movedBody = Buffer.from(JSON.stringify([cursor[0] - 1, cursor[1]])).toString('base64url');
    const flip = (s: string) => (s.startsWith('A') ? `B${s.slice(1)}` : `A${s.slice(1)}`);
    // A forger who knows the format but not the key: signs with a key from the source or an empty one.
    const forged = (key: string) => `${movedBody}.${createHmac('sha256', key).update(`sms-info\u0000{}\u0000${movedBody}`).digest('base64url')}`;
    const refused = [
      `${movedBody}.${signature}`,
      `${body}.${flip(signature)}`,
      `${body}`,
      `${body}.${signature}.x`,
      'not-a-token',
      forged(''),
      forged('report-page-token'),
    ];
    for (const bad of refused) {
      const res = await page2(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(messageOf(res)).toBe(MSG.reports.invalidPageToken);
    }
    const otherFilter = await page2(token, { ...RANGE, toDate: RANGE.toDate - 1 });
    expect(otherFilter.statusCode).toBe(400);
    const otherReport = await page2(token, RANGE, znsReportEndpoint.path);
    expect(otherReport.statusCode).toBe(400);
    // Another agency cannot use the agency's token either (its scope is part of the filter).
    const foreign = await post(smsReportEndpoint.path, tokens.admin2!, { ...RANGE, nextPageToken: token });
    expect(foreign.statusCode).toBe(400);
  });

  it('signs with a key kept in the database, made from the CSPRNG, not derivable from the source', async () => {
    const [row] = await t.app.database.rows<{ value: string }>(sql`select value from server_secrets where name = 'report-page-token'`);
    expect(row?.value).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('bank QR transactions', () => {
  it('lists the agency bills newest first, filtered, and the success total equals the confirmed webhook payments', async () => {
    const start = Date.now();
    const tripId = await createTrip(t.app);
    const held = await holdSeats(t.app, tokens.admin!, tripId, ['A02', 'A03', 'A04']);
    const bills: TBankQrResponse[] = [];
    for (const ticket of held) bills.push(await createBill(t.app, tokens.admin!, 'c-minhphat', [ticket.ticketId]));
    // Two of the three are paid through the signed webhook; the third stays processing.
    const secret = await webhookSecret(t.app, 'c-minhphat');
    for (const bill of bills.slice(0, 2)) {
      const res = await deliver(t.app, { body: paymentOf(bill, 'c-minhphat'), secret });
      expect(res.statusCode, res.body).toBe(200);
    }
    await processed(t.app);
    const range = { startDate: start, endDate: Date.now() };
    const all = resultsOf<TBankQrReportResponse>(await post(bankQrReportEndpoint.path, tokens.admin!, range));
    expect(all.transactions.map((b) => b.billNumber).sort()).toEqual(bills.map((b) => b.billNumber).sort());
    expect(all.transactions.map((b) => b.createdDate)).toEqual([...all.transactions.map((b) => b.createdDate)].sort((a, b) => b - a));
    const payments = await t.app.database.rows<{ sum: number }>(sql`
      select coalesce(sum(amount), 0)::bigint as sum from payments where bill_number in (${sql.join(
        bills.map((b) => sql`${b.billNumber}`),
        sql`, `,
      )}) and payment_type = 24 and status = 2`);
    expect(all.totals).toMatchObject({ count: 3, successCount: 2, processingCount: 1, errorCount: 0 });
    expect(all.totals!.successMoney / 100).toBe(payments[0]!.sum);
    expect(all.totals!.totalMoney).toBe(all.transactions.reduce((s, b) => s + b.totalMoney, 0));

    const success = resultsOf<TBankQrReportResponse>(await post(bankQrReportEndpoint.path, tokens.admin!, { ...range, statuses: [2] }));
    expect(success.transactions.every((b) => b.transStatus === 2)).toBe(true);
    expect(success.transactions).toHaveLength(2);
    const one = resultsOf<TBankQrReportResponse>(await post(bankQrReportEndpoint.path, tokens.admin!, { ...range, transactionId: bills[2]!.billNumber }));
    expect(one.transactions.map((b) => b.transStatus)).toEqual([1]);
    const otherCompany = resultsOf<TBankQrReportResponse>(await post(bankQrReportEndpoint.path, tokens.admin!, { ...range, companyId: 'c-none' }));
    expect(otherCompany.transactions).toHaveLength(0);

    // Another agency sees none of them, and cannot ask for the agency by id.
    const foreign = resultsOf<TBankQrReportResponse>(await post(bankQrReportEndpoint.path, tokens.admin2!, range));
    expect(foreign.transactions.filter((b) => bills.some((x) => x.billNumber === b.billNumber))).toHaveLength(0);
    expect((await post(bankQrReportEndpoint.path, tokens.admin2!, { ...range, partnerId: 'p-bxmd' })).statusCode).toBe(404);
    // A child station is the parent's to look into (control: the parent may name it).
    expect((await post(bankQrReportEndpoint.path, tokens.admin!, { ...range, partnerId: 'p-bxmd-moi' })).statusCode).toBe(200);
    expect((await post(bankQrReportEndpoint.path, tokens.staff!, { ...range, partnerId: 'p-bxmd-moi' })).statusCode).toBe(404);
  });

  it('pages by token with the totals of the whole filter', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.database.rows(sql`
        insert into bank_qr_transactions (id, bill_number, company_id, partner_id, created_at, total_money, trans_status, ticket_infos)
        values (${`bq-rep-${i}`}, ${`MBREP${i}`}, 'c-minhphat', 'p-bxmd', ${DAY0 + i * 1000}, ${(i + 1) * 10_000_00}, ${1 + (i % 3)}, '[]')`);
    }
    const { rows, totals } = await allPages<TBankQrReportResponse['transactions'][number], TBankQrReportResponse>(
      bankQrReportEndpoint.path,
      'admin',
      { startDate: DAY0, endDate: DAY0 + 86_400_000 - 1, count: 2 },
      (a) => a.transactions,
    );
    expect(rows.map((r) => r.id)).toEqual(['bq-rep-4', 'bq-rep-3', 'bq-rep-2', 'bq-rep-1', 'bq-rep-0']);
    expect(totals).toEqual({
      count: 5,
      totalMoney: rows.reduce((s, r) => s + r.totalMoney, 0),
      processingCount: rows.filter((r) => r.transStatus === 1).length,
      successCount: rows.filter((r) => r.transStatus === 2).length,
      successMoney: rows.filter((r) => r.transStatus === 2).reduce((s, r) => s + r.totalMoney, 0),
      errorCount: rows.filter((r) => r.transStatus === 3).length,
    });
  });
});
