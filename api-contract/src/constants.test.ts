import { describe, expect, it } from 'vitest';
import {
  BOOKING_PHONE_REGEX,
  POPULAR_ROUTE_PAGE_SIZES,
  RECONNECT,
  VN_MOBILE_REGEX,
  bookingPhoneForSending,
  isBookingPhone,
  isVnMobile,
} from './constants';
import { OUTGOING_CALL_NUMBER_REGEX } from './limits';

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

describe('limits', () => {
  it('keeps the documented values', () => {
    expect(POPULAR_ROUTE_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(RECONNECT).toEqual({ periodMs: 1000, maxMs: 30000, factor: 1.5, connectTimeoutMs: 2000 });
    expect(OUTGOING_CALL_NUMBER_REGEX.test('0901234567')).toBe(true);
    expect(OUTGOING_CALL_NUMBER_REGEX.test('090123456')).toBe(false);
  });
});
