import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet-text';

describe('spreadsheetText', () => {
  it('puts an apostrophe before every formula trigger and leaves other text alone', () => {
    for (const text of ['=SUM(A1:A9)', '+84901234567', '-1', '@cmd', '\tx', '\rx']) expect(spreadsheetText(text)).toBe(`'${text}`);
    for (const text of ['Nguyễn Văn An', '0901234567', 'a=b', '', ' =1']) expect(spreadsheetText(text)).toBe(text);
  });
});
