import { TRANSACTION_REPORT_DEFINITION, type TTransactionReportRow } from '@busdesk/api-contract';
import { describe, expect, it } from 'vitest';
import { exportColumnsOf } from './export-columns-of';

// 2026-11-25 10:49 in Vietnam.
const AT = Date.UTC(2026, 10, 25, 3, 49);
const row: TTransactionReportRow & { index: number } = {
  index: 3,
  id: 'ptx-1',
  partnerUserId: 'u-staff',
  partnerUserName: null,
  partnerId: 'p-bxmd',
  partnerName: 'Bến xe Miền Đông',
  payDateInMillisec: AT,
  balanceType: 2,
  amount: -10_500,
  description: 'Hoàn hoa hồng vé BD240005',
  status: 2,
  ticketId: 'tk-5',
};

describe("the browser export's columns: the contract's one definition", () => {
  const columns = exportColumnsOf(TRANSACTION_REPORT_DEFINITION);
  const cell = (header: string) => columns.find((c) => c.headerName === header)!.valueGetter!(row);
  const H = { index: 'STT', staff: 'Tên nhân viên', payDate: 'Thời gian giao dịch', moneyType: 'Loại tiền', amount: 'Số tiền', status: 'Trạng thái' };

  it('has the headers of the definition, in its order', () => {
    expect(columns.map((c) => c.headerName)).toEqual(TRANSACTION_REPORT_DEFINITION.columns.map((c) => c.header));
    expect(columns.map((c) => c.headerName)).toEqual(expect.arrayContaining(Object.values(H)));
  });

  it('keeps money numeric (a reversal negative), writes dates as date cells of the Vietnamese wall clock, a missing value empty', () => {
    expect(cell(H.amount)).toBe(-10_500);
    const date = cell(H.payDate) as { t: string; v: number; z: string };
    expect(date.t).toBe('n');
    // Excel's serial day of 2026-11-25 10:49 (wall clock), whatever the test machine's zone.
    expect(date.v).toBeCloseTo(46_351 + (10 * 60 + 49) / 1440, 6);
    expect(cell(H.staff)).toBe('');
    expect(cell(H.index)).toBe(3);
    expect(cell(H.moneyType)).toBe('Hoa hồng');
    expect(cell(H.status)).toBe('Thành công');
  });
});
