import { describe, expect, it } from 'vitest';
import { blockedKeywordOf } from './blocked-keywords';

describe('blocked search keywords', () => {
  it('blocks a keyword that contains an entry, whatever its case, diacritics or spacing', () => {
    expect(blockedKeywordOf('Nguyễn  Văn An', ['nguyen van'])).toBe('nguyen van');
    expect(blockedKeywordOf('vé tết', ['TẾT'])).toBe('TẾT');
  });
  it('blocks a phone entry typed in another form', () => {
    expect(blockedKeywordOf('+84 909 123 456', ['0909123456'])).toBe('0909123456');
    expect(blockedKeywordOf('0909.123.456', ['0909123456'])).toBe('0909123456');
  });
  it('lets other keywords through (negative control), and empty entries block nothing', () => {
    expect(blockedKeywordOf('0912345678', ['0909123456'])).toBeNull();
    expect(blockedKeywordOf('Trần Thị Bình', ['nguyen van'])).toBeNull();
    expect(blockedKeywordOf('anything', ['', '   '])).toBeNull();
    expect(blockedKeywordOf('', ['a'])).toBeNull();
  });
});
