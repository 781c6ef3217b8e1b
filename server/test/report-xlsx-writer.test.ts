// An export writes page after page into one xlsx file; the writer must hold at most about a page of it in memory
// whatever the number of pages (issue 13: a 100,000-row export within 250 MB of server growth). exceljs's sheet stream
// hands its XML to the zip's compressor without waiting for it, so the walk awaits `drained()` before each page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { REPORT_COLUMN_LABELS, type ReportDefinition, type ReportTotals } from '@busdesk/api-contract';
import { createReportXlsxWriter } from '../src/reports/export/report-xlsx-writer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busdesk-xlsx-writer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Buffers the compressor is done with count until a collection: each figure is taken after one, so it is what is held.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const heldMb = (since: number) => {
  collectGarbage();
  return (process.memoryUsage().arrayBuffers - since) / 2 ** 20;
};

const PAGES = 10;
const PAGE_ROWS = 2_000;
const COLUMNS = 30;
type Row = { n: number };
const definition: ReportDefinition<Row, ReportTotals> = {
  fileName: 'Bao_cao',
  columns: Array.from({ length: COLUMNS }, (_, c) => ({
    key: `c${c}`,
    header: `Cột ${c}`,
    kind: c === 0 ? ('count' as const) : ('text' as const),
    value: (row: Row) => (c === 0 ? row.n : `Nguyễn Văn Khách ${row.n} — tuyến Hà Nội → Sài Gòn, cột ${c}`),
  })),
};

/** Writes the pages, waiting for the compressor before each or not; the buffers held after each page, in MB. */
async function writePages(file: string, waitForCompressor: boolean): Promise<number[]> {
  const writer = createReportXlsxWriter(file, definition);
  collectGarbage();
  const before = process.memoryUsage().arrayBuffers;
  const held: number[] = [];
  for (let page = 0; page < PAGES; page++) {
    if (waitForCompressor) await writer.drained();
    // What the walk does between pages whatever it waits for: the next page's query (one turn of the event loop).
    else await new Promise((resolve) => setImmediate(resolve));
    writer.addRows(Array.from({ length: PAGE_ROWS }, (_, i) => ({ n: page * PAGE_ROWS + i })));
    held.push(heldMb(before));
  }
  writer.addTotals({ count: PAGES * PAGE_ROWS });
  await writer.commit();
  return held;
}

describe('the export file writer', () => {
  it('holds about one page of the file in memory however many pages it writes, and writes every row', async () => {
    const file = path.join(dir, 'drained.xlsx');
    const held = await writePages(file, true);
    // Negative control: the same pages without waiting for the compressor.
    const control = await writePages(path.join(dir, 'not-drained.xlsx'), false);
    const page = held[0]!;
    // A page here is ~6 MB of XML. Waiting, what is held stays within a page or two (measured 6, 6, 13, 6, 13, 6, 9,
    // 6, 10, 6 MB); not waiting, it grows by a page with every page (6, 12, 17, 23, 30, 35, 41, 47, 54, 59 MB).
    expect(Math.max(...held)).toBeLessThan(page * 3);
    expect(control.at(-1)!).toBeGreaterThan(page * 6);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.getWorksheet('data')!;
    expect(sheet.rowCount).toBe(1 + PAGES * PAGE_ROWS + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe('Nguyễn Văn Khách 0 — tuyến Hà Nội → Sài Gòn, cột 1');
    expect(sheet.getRow(1 + PAGES * PAGE_ROWS).getCell(1).value).toBe(PAGES * PAGE_ROWS - 1);
    expect(sheet.getRow(2 + PAGES * PAGE_ROWS).getCell(1).value).toBe(REPORT_COLUMN_LABELS.totalRow);
  });
});
