import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  bankQrReportEndpoint,
  MONEY_TYPE_LABELS,
  MSG,
  REPORT_COLUMN_LABELS,
  REPORT_EXPORT_FILE_PATH,
  SMS_REPORT_DEFINITION,
  smsReportEndpoint,
  startReportExportEndpoint,
  ticketReportEndpoint,
  TRANSACTION_REPORT_DEFINITION,
  TRANSACTION_STATUS_CODE_LABELS,
  transactionReportEndpoint,
  type TBankQrReportResponse,
  type TReportExportJob,
  type TSmsReportResponse,
  type TTicketReportResponse,
  type TTransactionReportResponse,
  type TTransactionReportRow,
  type TZnsReportResponse,
  messageDeliveryLabel,
  ZNS_REPORT_DEFINITION,
  ZNS_TYPE_LABELS,
  znsReportEndpoint,
} from '@busdesk/api-contract';
import { createReportExportsService } from '../src/reports/export/report-exports-service';
import { resultsOf } from '../test-support/trip-ops-fixtures';
import { bearer, createTestApp, login, type TestApp } from '../test-support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

// A day of 2032 no seed and no other test writes into: the rows of these tests are the only ones in it.
const DAY0 = Date.UTC(2032, 2, 10, 0, 0, 0) - 7 * 3_600_000;
const RANGE = { fromDate: DAY0, toDate: DAY0 + 86_400_000 - 1 };
/** The agency's records (a large-ish export) and its child station's; the other agency's never appear. */
const AGENCY_ROWS = 5_000;
const CHILD_ROWS = 40;
const OTHER_ROWS = 30;
/** Contents a spreadsheet would evaluate if written as they are. */
const FORMULAS = ['=HYPERLINK("http://x","y")', '+84901234567', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'];

const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const jobCall = (method: 'GET' | 'DELETE', token: string, jobId: string, url = startReportExportEndpoint.path) =>
  t.app.inject({ method, url: `${url}?jobId=${jobId}`, headers: bearer(token) });
const fileOf = (token: string, jobId: string) => jobCall('GET', token, jobId, REPORT_EXPORT_FILE_PATH);

async function startExport(who: string, body: object): Promise<TReportExportJob> {
  const res = await post(tokens[who]!, startReportExportEndpoint.path, body);
  expect(res.statusCode, res.body).toBe(200);
  return resultsOf<TReportExportJob>(res);
}

/** Starts an export, waits for its walk to end, and answers its final state. */
async function exportDone(who: string, body: object): Promise<TReportExportJob> {
  const job = await startExport(who, body);
  await t.app.reportExports.settled(job.jobId);
  return resultsOf<TReportExportJob>(await jobCall('GET', tokens[who]!, job.jobId));
}

/** The downloaded file read back with a second library (SheetJS), cells as stored. */
function sheetOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const book = XLSX.read(res.rawPayload, { type: 'buffer', cellNF: true });
  expect(book.SheetNames).toEqual(['data']);
  const sheet = book.Sheets.data!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
  return { sheet, rows, header: rows[0] as string[], body: rows.slice(1, -1), totals: rows.at(-1)! };
}

const columnOf = (header: readonly string[], name: string) => {
  const i = header.indexOf(name);
  expect(i, name).toBeGreaterThanOrEqual(0);
  return i;
};
const sum = (rows: readonly unknown[][], i: number) => rows.reduce((s, r) => s + (r[i] as number), 0);
/** The serial day xlsx stores for an instant on the Vietnamese wall clock (UTC+7 all year). */
const vnSerial = (ms: number) => (ms + 7 * 3_600_000) / 86_400_000 + 25_569;

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, password] of [
    ['admin', 'admin123'],
    ['staff', 'staff123'],
    ['admin2', 'admin123'],
  ] as const)
    tokens[who] = await login(t.app, who, password);
  // One statement per agency: 5,000 records a second apart, prices that differ by row so sums tell rows apart, and
  // every seventh content one a spreadsheet would evaluate.
  const formulas = sql.join(
    FORMULAS.map((f) => sql`${f}`),
    sql`, `,
  );
  for (const [partnerId, n, prefix] of [
    ['p-bxmd', AGENCY_ROWS, 'a'],
    ['p-bxmd-moi', CHILD_ROWS, 'c'],
    ['p-saoviet', OTHER_ROWS, 'o'],
  ] as const)
    await t.app.database.rows(sql`
      insert into sms_records (id, partner_id, phone_number, content, object_type, send_date, is_success, delivery, length, quantity, price, real_price)
      select ${`sms-exp-${prefix}-`} || i, ${partnerId}, '0901234567',
        case when i % 7 = 0 then (array[${formulas}]::text[])[1 + (i / 7) % ${FORMULAS.length}::int] else 'Vé XE' || i end,
        1500, ${DAY0 + 60_000}::bigint + i * 1000, i % 5 <> 0, case when i % 5 = 0 then 'failed' else 'delivered' end,
        60, 1 + i % 2, 800 * (1 + i % 2) + i % 13, 650 * (1 + i % 2)
      from generate_series(1, ${n}) as i`);
});
afterAll(() => t.close());

describe("'All rows' export", () => {
  it('writes every row of the filter with the report columns and a totals row equal to Σ rows and to the report totals', async () => {
    const job = await exportDone('admin', { report: 'sms-info', filter: RANGE });
    expect(job).toMatchObject({ state: 'done', rowsWritten: AGENCY_ROWS + CHILD_ROWS, totalRows: AGENCY_ROWS + CHILD_ROWS, error: null });
    expect(job.fileName).toMatch(/^sms-history_\d{8}_\d{6}\.xlsx$/);

    const file = await fileOf(tokens.admin!, job.jobId);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain(job.fileName);
    const { header, body, totals, sheet } = sheetOf(file);
    expect(header).toEqual(SMS_REPORT_DEFINITION.columns.map((c) => c.header));
    expect(body).toHaveLength(AGENCY_ROWS + CHILD_ROWS);

    // The screen's totals (first page of the report) for the same filter.
    const report = resultsOf<TSmsReportResponse>(await post(tokens.admin!, smsReportEndpoint.path, RANGE));
    const H = REPORT_COLUMN_LABELS.sms;
    expect(totals[0]).toBe(REPORT_COLUMN_LABELS.totalRow);
    for (const [name, expected] of [
      [H.price, report.totals!.price],
      [H.realPrice, report.totals!.realPrice],
      [H.quantity, report.totals!.quantity],
    ] as const) {
      const i = columnOf(header, name);
      expect(totals[i], name).toBe(expected);
      expect(sum(body, i), name).toBe(expected);
    }
    // The rows in the report's order (newest first, the running number from 1), the first page's rows first.
    expect(body.map((r) => r[0])).toEqual(Array.from({ length: body.length }, (_, i) => i + 1));
    const phoneCol = columnOf(header, H.phoneNumber);
    expect(body[0]![phoneCol]).toBe(report.smsInfo[0]!.phoneNumber);
    const dateCol = columnOf(header, H.sendDate);
    expect(body[0]![dateCol]).toBeCloseTo(vnSerial(report.smsInfo[0]!.sendDate), 8);

    // Money and counts are numeric cells, dates are date cells (a serial number with a date format); no formula anywhere.
    const cell = (col: number, row: number) => sheet[XLSX.utils.encode_cell({ c: col, r: row })]!;
    expect(cell(columnOf(header, H.price), 1).t).toBe('n');
    expect(cell(columnOf(header, H.quantity), 1).t).toBe('n');
    expect(cell(dateCol, 1)).toMatchObject({ t: 'n' });
    expect(cell(dateCol, 1).z).toMatch(/dd-mm-yyyy hh:mm/);
    expect(Object.values(sheet).some((c) => typeof c === 'object' && c !== null && 'f' in c)).toBe(false);
  });

  it('writes text a spreadsheet would evaluate as plain text', async () => {
    const job = await exportDone('admin', { report: 'sms-info', filter: RANGE });
    const { header, body, sheet } = sheetOf(await fileOf(tokens.admin!, job.jobId));
    const col = columnOf(header, REPORT_COLUMN_LABELS.sms.content);
    const contents = body.map((r) => String(r[col]));
    for (const f of FORMULAS) {
      // Present, neutralised with a leading apostrophe, never as it was typed.
      expect(contents, JSON.stringify(f)).toContain(`'${f}`);
      expect(contents, JSON.stringify(f)).not.toContain(f);
    }
    const i = contents.indexOf(`'${FORMULAS[0]}`);
    expect(sheet[XLSX.utils.encode_cell({ c: col, r: i + 1 })]).toMatchObject({ t: 's' });
    // Ordinary text stays as it is (negative control).
    expect(contents).toContain('Vé XE1');
  });

  it('keeps to the scope: another agency exports only its own rows; a partner outside the scope is refused at start', async () => {
    const other = await exportDone('admin2', { report: 'sms-info', filter: RANGE });
    expect(other).toMatchObject({ state: 'done', rowsWritten: OTHER_ROWS });
    const staff = await exportDone('staff', { report: 'sms-info', filter: RANGE });
    // STAFF sees its own agency only (not the child station's), as the report does.
    expect(staff.rowsWritten).toBe(AGENCY_ROWS);
    const refused = await post(tokens.admin2!, startReportExportEndpoint.path, {
      report: 'transaction-mb',
      filter: { startDate: RANGE.fromDate, endDate: RANGE.toDate, partnerId: 'p-bxmd' },
    });
    expect(refused.statusCode).toBe(404);
    const reversed = await post(tokens.admin!, startReportExportEndpoint.path, { report: 'sms-info', filter: { fromDate: RANGE.toDate, toDate: RANGE.fromDate } });
    expect(reversed.statusCode).toBe(400);
    const unknown = await post(tokens.admin!, startReportExportEndpoint.path, { report: 'nope', filter: RANGE });
    expect(unknown.statusCode).toBe(400);
  });

  it("is its owner's only: another user of the agency or another agency can neither see, download nor cancel it", async () => {
    const job = await exportDone('admin', { report: 'sms-info', filter: RANGE });
    for (const who of ['staff', 'admin2']) {
      expect((await jobCall('GET', tokens[who]!, job.jobId)).statusCode, who).toBe(404);
      expect((await fileOf(tokens[who]!, job.jobId)).statusCode, who).toBe(404);
      expect((await jobCall('DELETE', tokens[who]!, job.jobId)).statusCode, who).toBe(404);
    }
    // Nothing they tried touched it: the owner still reads and downloads it (the control).
    expect(resultsOf<TReportExportJob>(await jobCall('GET', tokens.admin!, job.jobId)).state).toBe('done');
    expect((await fileOf(tokens.admin!, job.jobId)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${REPORT_EXPORT_FILE_PATH}?jobId=${job.jobId}` })).statusCode).toBe(401);
  });

  it('cancelled by its owner: the file is deleted and can no longer be downloaded', async () => {
    const job = await startExport('admin', { report: 'sms-info', filter: RANGE });
    const cancelled = await jobCall('DELETE', tokens.admin!, job.jobId);
    expect(cancelled.statusCode).toBe(200);
    expect(resultsOf<TReportExportJob>(cancelled).state).toBe('cancelled');
    await t.app.reportExports.settled(job.jobId);
    expect(fs.existsSync(t.app.reportExports.filePathOf(job.jobId)!)).toBe(false);
    const file = await fileOf(tokens.admin!, job.jobId);
    expect(file.statusCode).toBe(410);
    expect(file.json()).toMatchObject({ message: MSG.reports.exportGone });
  });
});

describe('export jobs (the service, with small pages)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-exports-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const sessionOf = async (who: string) => (await t.app.repos.sessions.resolve(tokens[who]!))!;
  const service = () => createReportExportsService({ reports: t.app.reports, dir, logger: t.app.log, pageRows: 100 });
  const request = { report: 'sms-info', filter: { ...RANGE, type: 1, count: 20 } } as const;

  it('a cancel stops the walk before its end and removes the file; left alone the same walk reaches the end', async () => {
    const exports = service();
    const admin = await sessionOf('admin');
    const job = await exports.start(admin, request);
    await exports.cancel(admin, job.jobId);
    await exports.settled(job.jobId);
    const after = exports.get(admin, job.jobId);
    expect(after.state).toBe('cancelled');
    expect(after.rowsWritten).toBeLessThan(AGENCY_ROWS);
    expect(fs.readdirSync(dir)).toEqual([]);

    const control = await exports.start(admin, request);
    await exports.settled(control.jobId);
    expect(exports.get(admin, control.jobId)).toMatchObject({ state: 'done', rowsWritten: AGENCY_ROWS + CHILD_ROWS });
    expect(fs.readdirSync(dir)).toEqual([`${control.jobId}.xlsx`]);
    await exports.close();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('runs at most two exports at once per agency; another agency is not held up', async () => {
    const exports = service();
    const admin = await sessionOf('admin');
    const staff = await sessionOf('staff');
    const first = await exports.start(admin, request);
    const second = await exports.start(staff, request);
    await expect(exports.start(admin, request)).rejects.toMatchObject({ statusCode: 429, message: MSG.reports.exportBusy(2) });
    const other = await exports.start(await sessionOf('admin2'), request);
    expect(other.state).not.toBe('failed');
    await exports.cancel(admin, first.jobId);
    await exports.settled(first.jobId);
    // One slot is free again.
    const third = await exports.start(admin, request);
    expect(third.state).not.toBe('failed');
    await exports.close();
    expect(second.jobId).not.toBe(third.jobId);
  });

  it('empties its directory at start and deletes finished files after their time', async () => {
    fs.writeFileSync(path.join(dir, 'left-over.xlsx'), 'x');
    let now = Date.now();
    const exports = createReportExportsService({ reports: t.app.reports, dir, logger: t.app.log, now: () => now, fileTtlMs: 60_000 });
    expect(fs.readdirSync(dir)).toEqual([]);
    const admin = await sessionOf('admin');
    const job = await exports.start(admin, request);
    await exports.settled(job.jobId);
    expect(exports.file(admin, job.jobId).filePath).toBe(path.join(dir, `${job.jobId}.xlsx`));
    now += 61_000;
    exports.sweep();
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(() => exports.get(admin, job.jobId)).toThrow();
  });
});

describe("the ZNS history's 'All rows' export", () => {
  // A day of 2034 no seed and no other test writes ZNS records into.
  const DAY = Date.UTC(2034, 6, 1, 0, 0, 0) - 7 * 3_600_000;
  const range = { fromDate: DAY, toDate: DAY + 86_400_000 - 1 };
  /** More than one page of the export's walk (2,000 rows), so the file is several pages joined. */
  const ZNS_ROWS = { agency: 2_300, child: 30, other: 25 } as const;
  const H = REPORT_COLUMN_LABELS.zns;

  beforeAll(async () => {
    // Delivered, failed and local records in turn, prices that differ by row, every ninth error text one a
    // spreadsheet would evaluate.
    for (const [partnerId, n, prefix] of [
      ['p-bxmd', ZNS_ROWS.agency, 'a'],
      ['p-bxmd-moi', ZNS_ROWS.child, 'c'],
      ['p-saoviet', ZNS_ROWS.other, 'o'],
    ] as const)
      await t.app.database.rows(sql`
        insert into zns_records (id, partner_id, ticket_id, template_id, phone_number, zns_type, send_date, is_success, delivery, delivery_note, price, message_error)
        select ${`zns-exp-${prefix}-`} || i, ${partnerId}, null, 'tpl-1', '84901234567', 1 + i % 3, ${DAY + 60_000}::bigint + i * 1000,
          i % 3 = 0, (array['failed', 'local', 'delivered'])[1 + i % 3],
          case when i % 3 = 1 then 'recorded locally, not delivered' end,
          case when i % 3 = 0 then 300 + i % 7 else 0 end,
          case when i % 9 = 0 then ${FORMULAS[0]!} when i % 3 = 0 then null else 'Lỗi ' || i end
        from generate_series(1, ${n}) as i`);
  });

  it('writes every record of the filter in the report order, with the delivery said as the report says it and a totals row equal to Σ rows and to the report', async () => {
    const report = resultsOf<TZnsReportResponse>(await post(tokens.admin!, znsReportEndpoint.path, range));
    expect(report.totals).toMatchObject({ count: ZNS_ROWS.agency + ZNS_ROWS.child });
    const job = await exportDone('admin', { report: 'zns-info', filter: range });
    expect(job).toMatchObject({ state: 'done', rowsWritten: ZNS_ROWS.agency + ZNS_ROWS.child, totalRows: report.totals!.count, error: null });
    expect(job.fileName).toMatch(/^zns-history_\d{8}_\d{6}\.xlsx$/);

    const { header, body, totals, sheet } = sheetOf(await fileOf(tokens.admin!, job.jobId));
    expect(header).toEqual(ZNS_REPORT_DEFINITION.columns.map((c) => c.header));
    expect(body).toHaveLength(ZNS_ROWS.agency + ZNS_ROWS.child);
    const price = columnOf(header, H.price);
    expect(totals[0]).toBe(REPORT_COLUMN_LABELS.totalRow);
    expect(totals[price]).toBe(report.totals!.price);
    expect(sum(body, price)).toBe(report.totals!.price);
    expect(report.totals!.price).toBeGreaterThan(0);
    // The first page's rows first, as the screen lists them (newest first), with the running number from 1.
    expect(body.map((r) => r[0])).toEqual(Array.from({ length: body.length }, (_, i) => i + 1));
    const first = report.znsMessage[0]!;
    expect(body[0]![columnOf(header, H.sendDate)]).toBeCloseTo(vnSerial(first.sendDate), 8);
    expect(body[0]![columnOf(header, H.znsType)]).toBe(ZNS_TYPE_LABELS[first.znsType as keyof typeof ZNS_TYPE_LABELS] ?? String(first.znsType));
    expect(body[0]![columnOf(header, H.delivery)]).toBe(messageDeliveryLabel(first.delivery, first.isSuccess));
    // Sent to Zalo's 84…, written as the counter writes a phone, as the screen shows it.
    expect(first.phoneNumber).toBe('84901234567');
    expect(body[0]![columnOf(header, H.phoneNumber)]).toBe('0901234567');
    // A local driver's record reads 'not sent' in the file as on the screen, never as delivered.
    const deliveries = body.map((r) => r[columnOf(header, H.delivery)]);
    expect(new Set(deliveries)).toEqual(new Set([MSG.reports.delivery.local, MSG.reports.delivery.delivered, MSG.reports.delivery.failed]));
    expect(deliveries.filter((d) => d === MSG.reports.delivery.local)).toHaveLength(report.totals!.local);
    expect(deliveries.filter((d) => d === MSG.reports.delivery.delivered)).toHaveLength(report.totals!.delivered);
    // Money is numeric, the send date a date cell; an error text a spreadsheet would evaluate is plain text.
    expect(sheet[XLSX.utils.encode_cell({ c: price, r: 1 })]!.t).toBe('n');
    expect(sheet[XLSX.utils.encode_cell({ c: columnOf(header, H.sendDate), r: 1 })]!.z).toMatch(/dd-mm-yyyy hh:mm/);
    const errors = body.map((r) => String(r[columnOf(header, H.messageError)] ?? ''));
    expect(errors).toContain(`'${FORMULAS[0]}`);
    expect(errors).not.toContain(FORMULAS[0]);
    expect(Object.values(sheet).some((c) => typeof c === 'object' && c !== null && 'f' in c)).toBe(false);
  });

  it('keeps to the scope: another agency exports only its own records, STAFF its own agency only', async () => {
    expect(await exportDone('admin2', { report: 'zns-info', filter: range })).toMatchObject({ state: 'done', rowsWritten: ZNS_ROWS.other });
    expect((await exportDone('staff', { report: 'zns-info', filter: range })).rowsWritten).toBe(ZNS_ROWS.agency);
    const reversed = await post(tokens.admin!, startReportExportEndpoint.path, { report: 'zns-info', filter: { fromDate: range.toDate, toDate: range.fromDate } });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('the other reports', () => {
  it('cancelled tickets: only cancelled ones, refunds and money totals equal to the report; bank QR amounts in đồng', async () => {
    const filter = { startDate: 20200101, endDate: 20401231 };
    const tickets = resultsOf<TTicketReportResponse>(await post(tokens.admin!, ticketReportEndpoint.path, { ...filter, ticketStatus: 0 }));
    // Sent without ticketStatus: the cancelled-ticket export adds it.
    const job = await exportDone('admin', { report: 'cancel', filter });
    expect(job.rowsWritten).toBe(tickets.totals!.count);
    const { header, body, totals } = sheetOf(await fileOf(tokens.admin!, job.jobId));
    const H = REPORT_COLUMN_LABELS.cancelled;
    for (const [name, expected] of [
      [H.refund, tickets.totals!.refund],
      [H.paid, tickets.totals!.paidMoney],
      [H.cancelFee, tickets.totals!.cancelFee],
      [H.price, tickets.totals!.agencyPrice],
    ] as const) {
      expect(totals[columnOf(header, name)], name).toBe(expected);
      expect(sum(body, columnOf(header, name)), name).toBe(expected);
    }

    const range = { startDate: Date.UTC(2020, 0, 1), endDate: Date.UTC(2040, 0, 1) };
    const bills = resultsOf<TBankQrReportResponse>(await post(tokens.admin!, bankQrReportEndpoint.path, range));
    const qr = await exportDone('admin', { report: 'transaction-mb', filter: range });
    expect(qr.rowsWritten).toBe(bills.totals!.count);
    const sheet = sheetOf(await fileOf(tokens.admin!, qr.jobId));
    const amount = columnOf(sheet.header, REPORT_COLUMN_LABELS.bankQr.amount);
    expect(sheet.totals[amount]).toBe(bills.totals!.totalMoney / 100);
    expect(sum(sheet.body, amount)).toBeCloseTo(bills.totals!.totalMoney / 100, 6);
  });
});

describe("the transaction report ('Báo cáo giao dịch')", () => {
  /** More than one page of the export's walk (2,000 rows), so the file is the sum of several pages. */
  const ENTRIES = { agency: 2_150, child: 25, other: 15 } as const;
  // A day of 2033 no seed and no other test writes ledger entries into.
  const DAY = Date.UTC(2033, 4, 20, 0, 0, 0) - 7 * 3_600_000;
  const filter = { startTime: DAY, endTime: DAY + 86_400_000 - 1 };
  const T = REPORT_COLUMN_LABELS.transaction;

  beforeAll(async () => {
    // The agency's two employees alternate; top-ups and commissions (every ninth one a reversal, negative) with
    // amounts that differ by row, so a lost or doubled row changes the sums.
    for (const [partnerId, users, n, prefix] of [
      ['p-bxmd', ['u-admin', 'u-staff'], ENTRIES.agency, 'a'],
      ['p-bxmd-moi', ['u-quaymoi'], ENTRIES.child, 'c'],
      ['p-saoviet', ['u-saoviet-nv1'], ENTRIES.other, 'o'],
    ] as const) {
      const userList = sql.join(
        users.map((u) => sql`${u}`),
        sql`, `,
      );
      await t.app.database.rows(sql`
        insert into partner_transactions (id, partner_id, partner_user_id, pay_date, balance_type, amount, description, status)
        select ${`ptx-exp-${prefix}-`} || i, ${partnerId}, (array[${userList}]::text[])[1 + i % ${users.length}::int],
          ${DAY + 60_000}::bigint + i * 1000, 1 + i % 2,
          case when i % 2 = 0 then 100000 + i else case when i % 9 = 0 then -(3000 + i) else 3000 + i end end,
          case when i % 11 = 0 then ${FORMULAS[0]!} else 'Giao dịch ' || i end, 2
        from generate_series(1, ${n}) as i`);
    }
  });

  /** Every page of the report as the screen reads it ('Tải thêm' until the end), with the first page's totals. */
  async function reportPages(who: string, body: object = {}) {
    const rows: TTransactionReportRow[] = [];
    let totals: TTransactionReportResponse['totals'] = null;
    let nextPageToken: string | null = null;
    do {
      const res = await post(tokens[who]!, transactionReportEndpoint.path, { ...filter, ...body, count: 100, nextPageToken });
      expect(res.statusCode, res.body).toBe(200);
      const answer: TTransactionReportResponse = resultsOf<TTransactionReportResponse>(res);
      totals ??= answer.totals;
      rows.push(...answer.transaction);
      nextPageToken = answer.nextPageToken;
    } while (nextPageToken);
    return { rows, totals: totals! };
  }

  it("writes the report's rows over every page, in its order, and a totals row equal to the report's totals", async () => {
    const report = await reportPages('admin');
    // The parent sees its child station's entries, not the other agency's.
    expect(report.rows).toHaveLength(ENTRIES.agency + ENTRIES.child);
    const job = await exportDone('admin', { report: 'transaction', filter });
    expect(job).toMatchObject({ state: 'done', rowsWritten: report.rows.length, totalRows: report.totals.count, error: null });
    expect(job.fileName).toMatch(/^bao_cao_giao_dich_\d{8}_\d{6}\.xlsx$/);

    const { header, body, totals, sheet } = sheetOf(await fileOf(tokens.admin!, job.jobId));
    expect(header).toEqual(TRANSACTION_REPORT_DEFINITION.columns.map((c) => c.header));
    expect(body).toHaveLength(report.rows.length);
    const amount = columnOf(header, T.amount);
    // Row for row what the screen lists: the same amounts in the same order, the running number from 1.
    expect(body.map((r) => r[amount])).toEqual(report.rows.map((r) => r.amount));
    expect(body.map((r) => r[0])).toEqual(report.rows.map((_, i) => i + 1));
    expect(body.map((r) => r[columnOf(header, T.staffName)])).toEqual(report.rows.map((r) => r.partnerUserName));
    expect(body.map((r) => r[columnOf(header, T.moneyType)])).toEqual(report.rows.map((r) => MONEY_TYPE_LABELS[r.balanceType]));
    expect(body[0]![columnOf(header, T.payDate)]).toBeCloseTo(vnSerial(report.rows[0]!.payDateInMillisec), 8);
    expect(body[0]![columnOf(header, T.status)]).toBe(TRANSACTION_STATUS_CODE_LABELS[report.rows[0]!.status]);
    // The totals row: the report's figure for the whole filter, and the sum of the rows written (reversals included).
    expect(totals[0]).toBe(REPORT_COLUMN_LABELS.totalRow);
    expect(totals[amount]).toBe(report.totals.amount);
    expect(sum(body, amount)).toBe(report.totals.amount);
    expect(report.rows.some((r) => r.amount < 0)).toBe(true);
    // Amounts are numeric cells; a description a spreadsheet would evaluate is plain text.
    expect(sheet[XLSX.utils.encode_cell({ c: amount, r: 1 })]!.t).toBe('n');
    const descriptions = body.map((r) => String(r[columnOf(header, T.description)]));
    expect(descriptions).toContain(`'${FORMULAS[0]}`);
    expect(descriptions).not.toContain(FORMULAS[0]);
  });

  it("a STAFF user's file holds only their own entries, whatever staff it names; the ADMIN's holds everyone's", async () => {
    const own = await reportPages('staff');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r) => r.partnerUserId === 'u-staff')).toBe(true);
    for (const asked of [{}, { partnerUserId: 'u-admin' }]) {
      const job = await exportDone('staff', { report: 'transaction', filter: { ...filter, ...asked } });
      expect(job.rowsWritten, JSON.stringify(asked)).toBe(own.rows.length);
      const { header, body, totals } = sheetOf(await fileOf(tokens.staff!, job.jobId));
      expect(new Set(body.map((r) => r[columnOf(header, T.staffName)]))).toEqual(new Set(['Trần Thị Bích Ngọc']));
      expect(totals[columnOf(header, T.amount)]).toBe(own.totals.amount);
      expect(sum(body, columnOf(header, T.amount))).toBe(own.totals.amount);
    }
    // Control: the ADMIN's file of the same filter holds the other employees' entries too.
    const admin = await exportDone('admin', { report: 'transaction', filter });
    const { header, body } = sheetOf(await fileOf(tokens.admin!, admin.jobId));
    expect(new Set(body.map((r) => r[columnOf(header, T.staffName)]))).toEqual(new Set(['Trần Thị Bích Ngọc', 'Nguyễn Văn Quản', 'Lê Thị Thu Hà']));
  });

  it("another agency's file holds only its own entries; naming an employee outside the scope is refused at start", async () => {
    const other = await exportDone('admin2', { report: 'transaction', filter });
    expect(other).toMatchObject({ state: 'done', rowsWritten: ENTRIES.other });
    const refused = await post(tokens.admin2!, startReportExportEndpoint.path, { report: 'transaction', filter: { ...filter, partnerUserId: 'u-staff' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: MSG.ledger.staffNotVisible });
    const reversed = await post(tokens.admin!, startReportExportEndpoint.path, { report: 'transaction', filter: { startTime: filter.endTime, endTime: filter.startTime } });
    expect(reversed.statusCode).toBe(400);
  });
});
