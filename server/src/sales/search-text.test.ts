import { describe, expect, it } from 'vitest';
import { foldText, matchesKey } from './search-text';
import { decodePageToken, encodePageToken } from './search-trips';

describe('diacritic-insensitive matching', () => {
  it('folds Vietnamese text to plain lower case', () => {
    expect(foldText('  Bến xe   Miền Đông ')).toBe('ben xe mien dong');
    expect(foldText('Đắk Lắk')).toBe('dak lak');
    expect(foldText('Thừa Thiên Huế')).toBe('thua thien hue');
  });
  it('matches a key typed with or without accents anywhere in any of the texts', () => {
    expect(matchesKey('mien dong', 'Bến xe Miền Đông')).toBe(true);
    expect(matchesKey('Miền Tây', 'Bến xe Miền Đông')).toBe(false);
    expect(matchesKey('vung tau', 'TP. Hồ Chí Minh', 'Bà Rịa–Vũng Tàu')).toBe(true);
    expect(matchesKey('', 'anything')).toBe(true);
    expect(matchesKey(undefined, null)).toBe(true);
    expect(matchesKey('x', null, undefined)).toBe(false);
  });
});

describe('trip page token', () => {
  it('round-trips the last (startTime, id) and refuses anything else', () => {
    const token = encodePageToken(1_763_800_000_000, 't-mdong-dalat-20261123-1');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageToken(token)).toEqual({ startTime: 1_763_800_000_000, tripId: 't-mdong-dalat-20261123-1' });
    for (const bad of ['', 'not-a-token', Buffer.from('[1]').toString('base64url'), Buffer.from('["1","x"]').toString('base64url'), Buffer.from('[1.5,"x"]').toString('base64url')]) {
      expect(() => decodePageToken(bad), bad).toThrow();
    }
  });
});
