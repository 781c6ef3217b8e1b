import { describe, expect, it } from 'vitest';
import { POPULAR_ROUTE_PAGE_SIZES, RECONNECT } from './constants';
import { OUTGOING_CALL_NUMBER_REGEX } from './limits';

describe('limits', () => {
  it('keeps the documented values', () => {
    expect(POPULAR_ROUTE_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(RECONNECT).toEqual({ periodMs: 1000, maxMs: 30000, factor: 1.5, connectTimeoutMs: 2000 });
    expect(OUTGOING_CALL_NUMBER_REGEX.test('0901234567')).toBe(true);
    expect(OUTGOING_CALL_NUMBER_REGEX.test('090123456')).toBe(false);
  });
});
