import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG } from '@busdesk/api-contract';
import { canonicalJson, createPageTokens } from './page-token';

const tokens = createPageTokens('a'.repeat(64));
const filter = { fromDate: 1, toDate: 2, partners: ['p1', 'p2'] };

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e as { statusCode: number; message: string };
  }
  return null;
};

describe('page tokens', () => {
  it('opens what it sealed, for the same report and the same filter in any key order (control)', () => {
    const token = tokens.seal('sms-info', filter, [1_700_000_000_000, 'sms-9']);
    expect(tokens.open('sms-info', { partners: ['p1', 'p2'], toDate: 2, fromDate: 1 }, token)).toEqual([1_700_000_000_000, 'sms-9']);
  });

  it('refuses, with 400 and the catalogue message, another key, filter, report or secret', () => {
    const token = tokens.seal('sms-info', filter, [5, 'x']);
    const [, signature] = token.split('.');
    const otherKey = `${Buffer.from(JSON.stringify([4, 'x'])).toString('base64url')}.${signature}`;
    const cases = [
      () => tokens.open('sms-info', filter, otherKey),
      () => tokens.open('sms-info', { ...filter, toDate: 3 }, token),
      () => tokens.open('zns-info', filter, token),
      () => createPageTokens('b'.repeat(64)).open('sms-info', filter, token),
      () => tokens.open('sms-info', filter, 'garbage'),
      () => tokens.open('sms-info', filter, `${token}.`),
    ];
    for (const c of cases) expect(refusal(c)).toMatchObject({ statusCode: 400, message: MSG.reports.invalidPageToken });
  });

  it('refuses a correctly signed body that is not a key (what only a holder of the secret could make)', () => {
    const body = Buffer.from(JSON.stringify({ not: 'a key' })).toString('base64url');
    const mac = createHmac('sha256', 'a'.repeat(64)).update(`r\u0000{}\u0000${body}`).digest('base64url');
    // Control: the same construction over a real key opens.
    const keyBody = Buffer.from(JSON.stringify(['x'])).toString('base64url');
    const keyMac = createHmac('sha256', 'a'.repeat(64)).update(`r\u0000{}\u0000${keyBody}`).digest('base64url');
    expect(tokens.open('r', {}, `${keyBody}.${keyMac}`)).toEqual(['x']);
    expect(refusal(() => tokens.open('r', {}, `${body}.${mac}`))).toMatchObject({ statusCode: 400 });
  });

  it('writes filters canonically: sorted keys, undefined left out, arrays in order', () => {
    expect(canonicalJson({ b: 1, a: [2, 1], c: undefined, d: null })).toBe('{"a":[2,1],"b":1,"d":null}');
  });
});
