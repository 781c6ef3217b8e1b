import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature';

describe('webhook signature', () => {
  const secret = 'a'.repeat(64);
  const body = Buffer.from('{"transactionId":"FT1","amount":1}');
  const now = 1_800_000_000_000;
  const ts = now / 1000;
  it('accepts the signature of timestamp + "." + raw body within 300 s', () => {
    expect(signWebhook(secret, ts, body)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, String(ts), signWebhook(secret, ts, body), body, now)).toBe('ok');
    expect(verifyWebhook(secret, String(ts - 300), signWebhook(secret, ts - 300, body), body, now)).toBe('ok');
  });
  it('refuses another body, secret or timestamp, a stale time and garbage', () => {
    const sig = signWebhook(secret, ts, body);
    expect(verifyWebhook(secret, String(ts), sig, Buffer.from(body.toString().replace('1}', '2}')), now)).toBe('bad-signature');
    expect(verifyWebhook('b'.repeat(64), String(ts), sig, body, now)).toBe('bad-signature');
    expect(verifyWebhook(secret, String(ts + 1), sig, body, now)).toBe('bad-signature');
    expect(verifyWebhook(secret, String(ts - 301), signWebhook(secret, ts - 301, body), body, now)).toBe('stale');
    expect(verifyWebhook(secret, String(ts + 301), signWebhook(secret, ts + 301, body), body, now)).toBe('stale');
    expect(verifyWebhook(secret, undefined, sig, body, now)).toBe('bad-signature');
    expect(verifyWebhook(secret, String(ts), 'sha256=00', body, now)).toBe('bad-signature');
    expect(verifyWebhook(secret, 'abc', sig, body, now)).toBe('bad-signature');
  });
});
