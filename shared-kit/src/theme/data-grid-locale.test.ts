import { describe, expect, it } from 'vitest';
import { dataGridLocaleText } from './data-grid-locale';

describe('dataGridLocaleText', () => {
  const displayedRows = dataGridLocaleText.paginationDisplayedRows;
  if (!displayedRows) throw new Error('paginationDisplayedRows missing');

  it('writes the page range in Vietnamese, which viVN leaves in English', () => {
    expect(displayedRows({ from: 1, to: 20, count: 45, estimated: undefined })).toBe('1–20 trên 45');
  });

  it('says "more than" when the total is unknown (server pagination that loads more)', () => {
    expect(displayedRows({ from: 21, to: 40, count: -1, estimated: undefined })).toBe('21–40 trên nhiều hơn 40');
    expect(displayedRows({ from: 21, to: 40, count: -1, estimated: 500 })).toBe('21–40 trên nhiều hơn 40');
  });

  it('names each column’s menu button in Vietnamese, and the free grid’s other texts viVN leaves in English', () => {
    expect(dataGridLocaleText.columnMenuAriaLabel?.('STT')).toBe('Menu của cột STT');
    for (const key of ['noColumnsOverlayLabel', 'noColumnsOverlayManageColumns', 'columnsManagementDeleteIconLabel'] as const) {
      expect(['No columns', 'Manage columns', 'Clear']).not.toContain(dataGridLocaleText[key]);
    }
  });

  it("keeps viVN's other texts and the seeds' empty-table text", () => {
    expect(dataGridLocaleText.paginationRowsPerPage).toBe('Số hàng mỗi trang:');
    expect(dataGridLocaleText.noRowsLabel).toBe('Không có dữ liệu');
  });
});
