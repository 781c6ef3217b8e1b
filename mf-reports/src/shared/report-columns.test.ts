import { describe, expect, it } from 'vitest';
import { formatReportValue, toExportColumns, toGridColumns, type ReportColumn } from './report-columns';

interface Row {
  id: string;
  at: number;
  amount: number;
  name: string | null;
}
const COLUMNS: ReadonlyArray<ReportColumn<Row>> = [
  { key: 'at', header: 'Thời gian', kind: 'date', value: (r) => r.at },
  { key: 'amount', header: 'Số tiền', kind: 'money', value: (r) => r.amount },
  { key: 'name', header: 'Tên', kind: 'text', value: (r) => r.name },
];
// 2026-11-25 10:49 in Vietnam.
const AT = Date.UTC(2026, 10, 25, 3, 49);
const row: Row = { id: '1', at: AT, amount: -10_500, name: null };

describe('report columns: one definition for the table and the export', () => {
  it('formats by kind on screen: money in đ, counts with separators, dates DD-MM-YYYY HH:mm in Vietnam, null as empty', () => {
    expect(formatReportValue('money', -10_500)).toBe('-10.500 đ');
    expect(formatReportValue('count', 12_345)).toBe('12.345');
    expect(formatReportValue('date', AT)).toBe('25-11-2026 10:49');
    expect(formatReportValue('text', null)).toBe('');
  });

  it('the export keeps money numeric and turns dates into date cells of the Vietnamese wall clock', () => {
    const [at, amount, name] = toExportColumns(COLUMNS);
    expect(at!.headerName).toBe('Thời gian');
    const cell = at!.valueGetter!(row) as { t: string; v: number; z: string };
    expect(cell.t).toBe('n');
    // Excel's serial day of 2026-11-25 10:49 (wall clock), whatever the test machine's zone.
    expect(cell.v).toBeCloseTo(46_351 + (10 * 60 + 49) / 1440, 6);
    expect(amount!.valueGetter!(row)).toBe(-10_500);
    expect(name!.valueGetter!(row)).toBe('');
  });

  it('the table right-aligns numbers and reads the same values', () => {
    const [at, amount] = toGridColumns(COLUMNS);
    expect(amount).toMatchObject({ field: 'amount', headerName: 'Số tiền', align: 'right', headerAlign: 'right' });
    expect(at).not.toHaveProperty('align');
  });
});
