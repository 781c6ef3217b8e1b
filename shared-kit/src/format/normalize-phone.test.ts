import { describe, expect, it } from 'vitest';
import { normalizePhone, toZaloPhone } from './normalize-phone';
import { searchKey, stripDiacritics } from './strip-diacritics';

describe('normalizePhone', () => {
  it.each([
    ['0901234567', '0901234567'],
    ['+84901234567', '0901234567'],
    ['+84 90 123 4567', '0901234567'],
    ['84901234567', '0901234567'],
    ['0084901234567', '0901234567'],
    ['(090) 123-4567', '0901234567'],
    ['901234567', '0901234567'],
    ['+1 415 555 0100', '14155550100'],
    ['', ''],
  ])('%s → %s', (raw, stored) => expect(normalizePhone(raw)).toBe(stored));
  it('gives Zalo the 84 form', () => {
    expect(toZaloPhone('0901234567')).toBe('84901234567');
    expect(toZaloPhone('+84901234567')).toBe('84901234567');
  });
});

describe('stripDiacritics', () => {
  it('removes tone marks and turns đ into d', () => {
    expect(stripDiacritics('Bến xe Miền Đông')).toBe('Ben xe Mien Dong');
    expect(stripDiacritics('Nguyễn Thị Hồng Nhung đi Đà Lạt')).toBe('Nguyen Thi Hong Nhung di Da Lat');
    expect(searchKey('  Trần   Văn  Ơn ')).toBe('tran van on');
  });
});
