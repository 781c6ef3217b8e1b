import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@busdesk/api-contract';
import { LoginThrottle } from '../src/lib/login-throttle';
import { createTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v2/partner/login', payload: { username, password }, remoteAddress: ip });

describe('login throttle', () => {
  it('answers 429 after 10 failures for one account, even with the right password, from any address', async () => {
    for (let i = 0; i < 10; i++) expect((await attempt('staff', `wrong${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt('staff', 'staff123', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 429, message: MSG.server.tooManyLogins, results: null });
    // Another account is not affected.
    expect((await attempt('admin', 'admin123', '10.9.9.9')).statusCode).toBe(200);
  });

  it('answers 429 to an address after 30 failures across usernames', async () => {
    for (let i = 0; i < 30; i++) expect((await attempt(`guess${i}`, 'password1', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt('admin2', 'admin123', '10.2.0.1')).statusCode).toBe(429);
    expect((await attempt('admin2', 'admin123', '10.2.0.2')).statusCode).toBe(200);
  });

  it('reopens once the failures leave the 15-minute window', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(10, 15 * 60_000, () => now);
    for (let i = 0; i < 10; i++) {
      throttle.fail('a');
      now += 60_000;
    }
    expect(throttle.isBlocked('a')).toBe(true);
    now += 5 * 60_000 + 1; // the first failure is now older than 15 minutes
    expect(throttle.isBlocked('a')).toBe(false);
    throttle.fail('a');
    expect(throttle.isBlocked('a')).toBe(true);
  });
});
