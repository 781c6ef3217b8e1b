import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  bankQrReportEndpoint,
  MSG,
  REPORT_COLUMN_LABELS,
  REPORT_EXPORT_FILE_PATH,
  SMS_REPORT_DEFINITION,
  smsReportEndpoint,
  startReportExportEndpoint,
  ticketReportEndpoint,
  type TBankQrReportResponse,
  type TReportExportJob,
  type TSmsReportResponse,
  type TTicketReportResponse,
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
