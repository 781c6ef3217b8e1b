import { describe, expect, it } from 'vitest';
import { BOOKING_PHONE_REGEX, VN_MOBILE_REGEX, bookingPhoneForSending, isBookingPhone, isVnMobile, normalizePhone, toZaloPhone } from './phone';

describe('normalizePhone (stored form, and the digits a typed prefix is searched by)', () => {
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
    // What the counter types into the customer search: a prefix.
    ['0912 777', '0912777'],
    ['+84 912 777', '0912777'],
    ['0084912777001', '0912777001'],
    ['84912777001', '0912777001'],
    ['912777', '0912777'],
    ['(091) 277-7001', '0912777001'],
    ['abc', ''],
  ])('%s → %s', (raw, stored) => expect(normalizePhone(raw)).toBe(stored));
  it('gives Zalo the 84 form', () => {
    expect(toZaloPhone('0901234567')).toBe('84901234567');
    expect(toZaloPhone('+84901234567')).toBe('84901234567');
  });
});

describe('booking phone pattern', () => {
  it.each(['0901234567', '+84901234567', '(090) 123-4567', '090.123.4567', '090-123-456789', '0281234567'])(
    'accepts %s',
    (phone) => expect(isBookingPhone(phone)).toBe(true),
  );
  it.each(['', '12345', '090123456', '0901234567890', '090 123 45a7', '++0901234567', '090_123_4567'])(
    'refuses %s',
    (phone) => expect(BOOKING_PHONE_REGEX.test(phone)).toBe(false),
  );
  it('drops the leading plus before sending', () => {
    expect(bookingPhoneForSending(' +84901234567 ')).toBe('84901234567');
  });
});

describe('Vietnamese mobile pattern', () => {
  it.each(['0321234567', '0561234567', '0701234567', '0861234567', '0987654321', '01231234567', '01991234567'])(
    'accepts %s',
    (phone) => expect(isVnMobile(phone)).toBe(true),
  );
  it.each(['0212345678', '0412345678', '0612345678', '01112345678', '098765432', '09876543210', '+84987654321', '84987654321'])(
    'refuses %s',
    (phone) => expect(VN_MOBILE_REGEX.test(phone)).toBe(false),
  );
});
