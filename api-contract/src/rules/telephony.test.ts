import { describe, expect, it } from 'vitest';
import { MSG_TELEPHONY } from '../messages/telephony';
import { dialNumberError, historyWindowError } from './telephony';

describe('dialNumberError', () => {
  it('asks for a number first', () => {
    expect(dialNumberError('local', '  ')).toBe(MSG_TELEPHONY.numberRequired);
    expect(dialNumberError('domain-key', '')).toBe(MSG_TELEPHONY.numberRequired);
  });

  it('takes 10 or 11 digits on provider A only (002 §5)', () => {
    expect(dialNumberError('domain-key', '0912345678')).toBeNull();
    expect(dialNumberError('domain-key', '01234567890')).toBeNull();
    expect(dialNumberError('domain-key', '091234567')).toBe(MSG_TELEPHONY.phoneInvalid);
    expect(dialNumberError('domain-key', '091234567890')).toBe(MSG_TELEPHONY.phoneInvalid);
    expect(dialNumberError('domain-key', '+84912345678')).toBe(MSG_TELEPHONY.phoneInvalid);
    expect(dialNumberError('domain-key', '0912 345.678')).toBeNull();
    // The other providers dial an extension or an international number as well.
    expect(dialNumberError('sip', '1002')).toBeNull();
    expect(dialNumberError('voip-secret', '+84912345678')).toBeNull();
    expect(dialNumberError('account-token', '09x2')).toBe(MSG_TELEPHONY.phoneInvalid);
  });
});

describe('historyWindowError', () => {
  it('needs both dates on provider B only (002 §5)', () => {
    expect(historyWindowError('voip-secret', 1, undefined)).toBe(MSG_TELEPHONY.dateRequired);
    expect(historyWindowError('voip-secret', null, 2)).toBe(MSG_TELEPHONY.dateRequired);
    expect(historyWindowError('voip-secret', 1, 2)).toBeNull();
    expect(historyWindowError('account-token', undefined, undefined)).toBeNull();
  });

  it('refuses a start after the end', () => {
    expect(historyWindowError('local', 5, 4)).toBe(MSG_TELEPHONY.dateRangeInvalid);
    expect(historyWindowError('local', 4, 4)).toBeNull();
  });
});
