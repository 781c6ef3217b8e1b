import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { renderWithProviders } from '../test-support/render-with-providers';
import { ExportExcelButton, type ExportColumn, excelDate, excelFileName, toExcelCell } from './export-excel-button';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

interface Row {
  code: string;
  name: string;
  price: number;
}

const columns: ExportColumn<Row>[] = [
  { field: 'code', headerName: 'Mã vé' },
  { field: 'name', headerName: 'Họ tên' },
  { field: 'price', headerName: 'Giá vé' },
  { field: 'priceK', headerName: 'Giá (nghìn)', valueGetter: (r) => r.price / 1000 },
];

const rows: Row[] = [
  { code: 'VE001', name: 'Nguyễn Văn An', price: 250000 },
  { code: 'VE002', name: '=HYPERLINK("http://x","y")', price: 300000 },
  { code: 'VE003', name: '@SUM(A1)', price: 180000 },
  { code: '-VE004', name: '\tTrần Thị Bình', price: 0 },
];

let downloads: Array<{ name: string; blob: Blob }> = [];
let lastBlob: Blob | null = null;

beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) downloads.push({ name: this.download, blob: lastBlob });
  });
});
afterEach(() => vi.restoreAllMocks());

async function readBack(blob: Blob) {
  return XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
}

describe('ExportExcelButton', () => {
  it('downloads one sheet named data with numeric cells and neutralised formulas', async () => {
    renderWithProviders(<ExportExcelButton title="Bao cao ve" columns={columns} rows={rows} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xuất excel' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    expect(file?.name).toMatch(/^Bao cao ve_\d{8}_\d{6}\.xlsx$/);

    const book = await readBack(file!.blob);
    expect(book.SheetNames).toEqual(['data']);
    const sheet = book.Sheets.data!;
    expect(sheet.A1?.v).toBe('Mã vé');
    expect(sheet.C2).toMatchObject({ t: 'n', v: 250000 });
    expect(sheet.D2).toMatchObject({ t: 'n', v: 250 });
    expect(sheet.C5).toMatchObject({ t: 'n', v: 0 });
    expect(sheet.B2).toMatchObject({ t: 's', v: 'Nguyễn Văn An' });
    expect(sheet.B3).toMatchObject({ t: 's', v: `'=HYPERLINK("http://x","y")` });
    expect(sheet.B3?.f).toBeUndefined();
    expect(sheet.B4?.v).toBe("'@SUM(A1)");
    expect(sheet.A5?.v).toBe("'-VE004");
    expect(sheet.B5?.v).toBe("'\tTrần Thị Bình");
  });

  it('warns and downloads nothing when there are no rows', async () => {
    renderWithProviders(<ExportExcelButton title="Bao cao" columns={columns} rows={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xuất excel' }));
    expect(await screen.findByText('Không có dữ liệu để xuất')).toBeTruthy();
    expect(downloads).toHaveLength(0);
  });

  it('fetches the rows at click time when given a function', async () => {
    const fetchAll = vi.fn(async () => rows.slice(0, 2));
    renderWithProviders(<ExportExcelButton title="Bao cao" columns={columns} rows={fetchAll} />);
    expect(fetchAll).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Xuất excel' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const book = await readBack(downloads[0]!.blob);
    expect(XLSX.utils.sheet_to_json(book.Sheets.data!)).toHaveLength(2);
  });
});

/** The same file read with a second library (exceljs): each row's cell values, the header first. */
async function readWithExcelJs(blob: Blob) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await blob.arrayBuffer());
  const sheet = book.getWorksheet('data');
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { names: book.worksheets.map((w) => w.name), sheet, rows };
}

describe('the file read with a second library (exceljs)', () => {
  it('gives the same sheet, the same cells and the same totals as SheetJS', async () => {
    renderWithProviders(<ExportExcelButton title="Bao cao ve" columns={columns} rows={rows} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xuất excel' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const blob = downloads[0]!.blob;
    const second = await readWithExcelJs(blob);
    expect(second.names).toEqual(['data']);
    const first = XLSX.utils.sheet_to_json<unknown[]>((await readBack(blob)).Sheets.data!, { header: 1, raw: true });
    // Cell for cell, what either library reads is what was written.
    expect(second.rows).toEqual(first);
    expect(second.rows[0]).toEqual(['Mã vé', 'Họ tên', 'Giá vé', 'Giá (nghìn)']);
    // Money stays numeric for both: the same sum, equal to the rows' own.
    const total = (table: unknown[][], col: number) => table.slice(1).reduce<number>((sum, r) => sum + (r[col] as number), 0);
    expect(total(second.rows, 2)).toBe(rows.reduce((sum, r) => sum + r.price, 0));
    expect(total(second.rows, 2)).toBe(total(first, 2));
    expect(second.sheet!.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    // A neutralised formula is text to exceljs too, never a formula.
    expect(second.sheet!.getCell('B3').type).toBe(ExcelJS.ValueType.String);
    expect(second.sheet!.getCell('B3').value).toBe(`'=HYPERLINK("http://x","y")`);
  });

  it('reads a date cell as the same Vietnamese wall-clock date', async () => {
    const at = Date.UTC(2026, 0, 2, 1, 30);
    renderWithProviders(<ExportExcelButton title="Ngay" columns={[{ field: 'at', headerName: 'Lúc', valueGetter: () => excelDate(at) }]} rows={[{ id: 1 }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xuất excel' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const { sheet } = await readWithExcelJs(downloads[0]!.blob);
    const cell = sheet!.getCell('A2');
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect(cell.numFmt).toBe('dd-mm-yyyy hh:mm');
    // exceljs gives the serial as a UTC Date: the wall clock of 08:30 on 02/01/2026 in Vietnam.
    expect((cell.value as Date).toISOString()).toBe('2026-01-02T08:30:00.000Z');
  });
});

describe('excel helpers', () => {
  it('names the file with the title and a timestamp', () => {
    expect(excelFileName('Báo cáo giao dịch', new Date(2025, 2, 7, 9, 5, 3))).toBe('Báo cáo giao dịch_20250307_090503.xlsx');
    expect(excelFileName('a/b', new Date(2025, 0, 1, 0, 0, 0))).toBe('a-b_20250101_000000.xlsx');
  });

  it('neutralises every formula trigger and keeps numbers', () => {
    expect(['=1', '+1', '-1', '@x', '\tx', '\rx'].map(toExcelCell)).toEqual(["'=1", "'+1", "'-1", "'@x", "'\tx", "'\rx"]);
    expect(toExcelCell(-12)).toBe(-12);
    // Nothing is no cell, as the server's 'All rows' file leaves it.
    expect([null, undefined, '', Number.NaN].map(toExcelCell)).toEqual([null, null, null, null]);
  });
  it('writes a date as a date cell on the Vietnamese wall clock, read back as that date', () => {
    const cell = toExcelCell(new Date(Date.UTC(2026, 10, 25, 13, 0)));
    expect(cell).toMatchObject({ t: 'n', z: 'dd-mm-yyyy hh:mm' });
    // 25/11/2026 20:00 in Vietnam: serial day 46351 (25/11/2026) + 20/24.
    expect((cell as { v: number }).v).toBeCloseTo(46351 + 20 / 24, 8);
    expect(toExcelCell(excelDate(Date.UTC(2026, 10, 25, 13, 0)))).toEqual(cell);
    expect(toExcelCell(new Date(Number.NaN))).toBeNull();
  });

  it('writes money as the server\'s file does: numbers shown #,##0, the totals row too; an empty value is no cell', async () => {
    const money: ExportColumn<Row>[] = [
      { field: 'code', headerName: 'Mã vé' },
      { field: 'name', headerName: 'Ghi chú', valueGetter: () => null },
      { field: 'price', headerName: 'Giá vé', total: true, numberFormat: '#,##0' },
    ];
    renderWithProviders(<ExportExcelButton title="Tien" columns={money} rows={rows} totalsLabel="Tổng cộng" />);
    await userEvent.click(screen.getByRole('button', { name: 'Xuất excel' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const blob = downloads[0]!.blob;
    const sheet = (await readBack(blob)).Sheets.data!;
    expect(sheet.C2).toMatchObject({ t: 'n', v: 250000, w: '250,000' });
    expect(sheet.C6).toMatchObject({ t: 'n', v: 730000, w: '730,000' });
    expect(sheet.B2).toBeUndefined();
    const second = await readWithExcelJs(blob);
    expect(second.sheet!.getCell('C2').numFmt).toBe('#,##0');
    expect(second.sheet!.getCell('C2').value).toBe(250000);
  });

  it('keeps date cells as dates in the file', async () => {
    const at = Date.UTC(2026, 0, 2, 1, 30);
    renderWithProviders(<ExportExcelButton title="Ngay" columns={[{ field: 'at', headerName: 'Lúc', valueGetter: () => excelDate(at) }]} rows={[{ id: 1 }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xuất excel' }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const book = XLSX.read(new Uint8Array(await downloads[0]!.blob.arrayBuffer()), { type: 'array', cellDates: true });
    const cell = book.Sheets.data!.A2!;
    expect(cell.t).toBe('d');
    // 08:30 on 02/01/2026 in Vietnam, as the wall clock (xlsx dates have no zone).
    expect(XLSX.SSF.format('dd-mm-yyyy hh:mm', cell.v as Date)).toBe('02-01-2026 08:30');
  });
});
