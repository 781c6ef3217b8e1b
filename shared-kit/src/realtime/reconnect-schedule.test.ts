import { describe, expect, it } from 'vitest';
import { nextReconnectDelay } from './reconnect-schedule';

describe('nextReconnectDelay', () => {
  it('starts at 1 s and grows ×1.5 per attempt', () => {
    expect([1, 2, 3, 4, 5].map(nextReconnectDelay)).toEqual([1000, 1500, 2250, 3375, 5063]);
  });

  it('never waits more than 30 s, however many attempts failed', () => {
    expect(nextReconnectDelay(9)).toBe(25_629);
    expect(nextReconnectDelay(10)).toBe(30_000);
    expect(nextReconnectDelay(1000)).toBe(30_000);
  });

  it('treats a zero or negative attempt as the first retry', () => {
    expect(nextReconnectDelay(0)).toBe(1000);
    expect(nextReconnectDelay(-3)).toBe(1000);
  });
});
