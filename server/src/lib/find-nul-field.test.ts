import { describe, expect, it } from 'vitest';
import { findNulField } from './find-nul-field';

describe('NUL characters in a request', () => {
  it('names the field carrying a NUL character', () => {
    expect(findNulField({ a: 'ok', b: ['x', 'y\u0000'] })).toBe('b');
    expect(findNulField({ a: 'ok', n: 3 })).toBeUndefined();
  });
  it('looks into nested objects and arrays', () => {
    expect(findNulField({ tickets: [{ note: 'ok' }, { note: 'a\u0000b' }] })).toBe('tickets.note');
    expect(findNulField({ tickets: [{ note: 'ok' }], n: null })).toBeUndefined();
  });
});
