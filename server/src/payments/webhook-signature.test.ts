import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature';

describe('webhook signature', () => {
  const secret = 'a'.repeat(64);
  const body = Buffer.from('{"transactionId":"FT1","amount":1}');
  const now = 1_800_000_000_000;
  const ts = now / 1000;
  const company = 'c-minhphat';
  it('accepts the signature of timestamp + "." + company + "." + raw body within 300 s', () => {
    expect(signWebhook(secret, ts, company, body)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, company, String(ts), signWebhook(secret, ts, company, body), body, now)).toBe('ok');
    expect(verifyWebhook(secret, company, String(ts - 300), signWebhook(secret, ts - 300, company, body), body, now)).toBe('ok');
  });
  it('refuses another body, secret, company or timestamp, a stale time and garbage', () => {
    const sig = signWebhook(secret, ts, company, body);
    expect(verifyWebhook(secret, company, String(ts), sig, Buffer.from(body.toString().replace('1}', '2}')), now)).toBe('bad-signature');
    expect(verifyWebhook('b'.repeat(64), company, String(ts), sig, body, now)).toBe('bad-signature');
    expect(verifyWebhook(secret, 'c-hungthinh', String(ts), sig, body, now)).toBe('bad-signature');
    expect(verifyWebhook(secret, company, String(ts + 1), sig, body, now)).toBe('bad-signature');
    expect(verifyWebhook(secret, company, String(ts - 301), signWebhook(secret, ts - 301, company, body), body, now)).toBe('stale');
    expect(verifyWebhook(secret, company, String(ts + 301), signWebhook(secret, ts + 301, company, body), body, now)).toBe('stale');
    expect(verifyWebhook(secret, company, undefined, sig, body, now)).toBe('bad-signature');
    expect(verifyWebhook(secret, company, String(ts), 'sha256=00', body, now)).toBe('bad-signature');
    expect(verifyWebhook(secret, company, 'abc', sig, body, now)).toBe('bad-signature');
  });
  it('accepts a signature by any of the accepted secrets (a rotation’s grace period), and by no other', () => {
    const previous = 'c'.repeat(64);
    expect(verifyWebhook([secret, previous], company, String(ts), signWebhook(previous, ts, company, body), body, now)).toBe('ok');
    expect(verifyWebhook([secret, previous], company, String(ts), signWebhook(secret, ts, company, body), body, now)).toBe('ok');
    expect(verifyWebhook([secret], company, String(ts), signWebhook(previous, ts, company, body), body, now)).toBe('bad-signature');
  });
});
