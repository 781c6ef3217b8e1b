import { describe, expect, it } from 'vitest';
import { searchKey, stripDiacritics } from './strip-diacritics';

describe('stripDiacritics', () => {
  it('removes tone marks and turns đ into d', () => {
    expect(stripDiacritics('Bến xe Miền Đông')).toBe('Ben xe Mien Dong');
    expect(stripDiacritics('Nguyễn Thị Hồng Nhung đi Đà Lạt')).toBe('Nguyen Thi Hong Nhung di Da Lat');
    expect(searchKey('  Trần   Văn  Ơn ')).toBe('tran van on');
  });
});
