import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import * as XLSX from 'xlsx';

type Row = Record<string, unknown>;

/** A downloaded xlsx read twice: with SheetJS and with a second library, exceljs (issue 13 'Exports'). */
export interface XlsxRead {
  name: string;
  /** SheetJS's book and its first sheet's rows, keyed by the header row. */
  book: XLSX.WorkBook;
  rows: Row[];
  /** exceljs's reading of the same file: its sheet names and the first sheet's rows, keyed by the header row. */
  second: { sheetNames: string[]; rows: Row[] };
}

/** Reads the file with both libraries. */
export async function readXlsx(path: string, name = path): Promise<XlsxRead> {
  const book = XLSX.readFile(path, { cellDates: true });
  const rows = XLSX.utils.sheet_to_json<Row>(book.Sheets[book.SheetNames[0]!]!);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const secondRows: Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    // Like SheetJS's sheet_to_json: empty cells are left out.
    secondRows.push(Object.fromEntries(header.flatMap((h, i) => (values[i] === undefined || values[i] === null || values[i] === '' ? [] : [[h, values[i]]]))));
  });
  return { name, book, rows, second: { sheetNames: workbook.worksheets.map((w) => w.name), rows: secondRows } };
}

/** Saves a download under a fresh temporary directory and reads it with both libraries. */
export async function saveAndRead(file: Download): Promise<XlsxRead> {
  const path = join(mkdtempSync(join(tmpdir(), 'busdesk-xlsx-')), file.suggestedFilename());
  await file.saveAs(path);
  return readXlsx(path, file.suggestedFilename());
}

/** Clicks the screen's export button ('Xuất excel'), then saves and reads the file. */
export async function exportAndRead(page: Page, buttonName: string): Promise<XlsxRead> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  return saveAndRead(await download);
}

const columnTotal = (rows: readonly Row[], header: string) => rows.reduce((s, r) => s + Number(r[header] ?? 0), 0);

/** The first cell of a file's totals row, in the server's 'All rows' file and the browser's loaded rows' file alike. */
const TOTALS_ROW_LABEL = 'Tổng cộng';

/**
 * The column's sum as each library reads the file: both must equal `expected` (re-reading with a second library
 * gives the same totals). With `totalsRow` the file's last row is its totals row ('Tổng cộng' first): it is left out
 * of the sum and must itself hold `expected`, so the file's totals equal the sum of its rows.
 */
export function expectColumnSum(read: XlsxRead, header: string, expected: number, opts: { totalsRow?: boolean } = {}): void {
  const cut = (rows: Row[]) => (opts.totalsRow ? rows.slice(0, -1) : rows);
  expect(cut(read.second.rows)).toHaveLength(cut(read.rows).length);
  expect(columnTotal(cut(read.rows), header), `${header} (SheetJS)`).toBe(expected);
  expect(columnTotal(cut(read.second.rows), header), `${header} (exceljs)`).toBe(expected);
  if (!opts.totalsRow) return;
  for (const [library, rows] of [['SheetJS', read.rows], ['exceljs', read.second.rows]] as const) {
    const last = rows.at(-1)!;
    expect(Object.values(last)[0], `totals row label (${library})`).toBe(TOTALS_ROW_LABEL);
    expect(Number(last[header]), `${header} totals row (${library})`).toBe(expected);
  }
}
