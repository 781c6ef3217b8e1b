import { dayjs } from '@busdesk/shared-kit';
import { describe, expect, it } from 'vitest';
import { stationUserFixture, transportOrderFixtures } from '../test-support/transport-fixtures';
import { departureRangeOf } from './departure-range';
import { ownSides, signableSides } from './own-sides';
import { transmissionAttempts } from './transmission-attempts';
import { fromVnInputValue, toVnInputValue } from './vn-datetime-input';
import { xmlFileName } from './xml-file-name';

const user = { partnerId: 'p1', partnerName: 'Bến xe Miền Đông', childrenPartnerIds: ['p1c'], isStation: true };

describe('departureRangeOf', () => {
  it('runs from the first day at 00:00:00 to the last at 23:59:00, Vietnam time, whatever the host zone', () => {
    const range = { from: dayjs('2026-11-24'), to: dayjs('2026-11-25') };
    expect(departureRangeOf(range)).toEqual({
      startTime: Date.UTC(2026, 10, 23, 17, 0, 0), // 24/11 00:00:00 +07
      endTime: Date.UTC(2026, 10, 25, 16, 59, 0), // 25/11 23:59:00 +07
    });
  });
});

describe('transmissionAttempts', () => {
  it("numbers the attempts 'Lần n: …' oldest first, skipping 'null' and empty entries", () => {
    expect(transmissionAttempts('Hết thời gian chờ|null||Cổng từ chối: thiếu chữ ký')).toEqual(['Lần 1: Hết thời gian chờ', 'Lần 2: Cổng từ chối: thiếu chữ ký']);
  });
  it('has no line for an order never transmitted', () => {
    expect(transmissionAttempts(null)).toEqual([]);
    expect(transmissionAttempts('null')).toEqual([]);
  });
});

describe('the datetime-local value in Vietnam time', () => {
  it('writes and reads the wall clock of Asia/Ho_Chi_Minh', () => {
    const at = Date.UTC(2026, 10, 24, 23, 30); // 25/11 06:30 in Vietnam
    expect(toVnInputValue(at)).toBe('2026-11-25T06:30');
    expect(fromVnInputValue('2026-11-25T06:30')).toBe(at);
  });
  it('reads nothing from an empty or malformed value', () => {
    expect(fromVnInputValue('')).toBeNull();
    expect(fromVnInputValue('25/11/2026 06:30')).toBeNull();
    // Typed by hand: an hour or minute out of range, a half-typed time, a day that does not exist.
    expect(fromVnInputValue('2026-11-25T25:10')).toBeNull();
    expect(fromVnInputValue('2026-11-25T06:60')).toBeNull();
    expect(fromVnInputValue('2026-11-25T06:3')).toBeNull();
    expect(fromVnInputValue('2026-11-31T06:30')).toBeNull();
    expect(fromVnInputValue('2026-11-25T6:30')).toBe(Date.UTC(2026, 10, 24, 23, 30));
    expect(toVnInputValue(null)).toBe('');
  });
});

describe('the user’s sides of an order', () => {
  const orders = transportOrderFixtures();
  const byCode = (code: string) => orders.find((o) => o.code === code)!;

  it('are the departure or arrival side whose partner is the user’s own station, not a child station’s', () => {
    expect(ownSides(byCode('LVC-0001'), user)).toEqual(['up']); // Miền Đông → Đà Lạt
    expect(ownSides(byCode('LVC-0004'), user)).toEqual(['down']); // Đà Lạt → Miền Đông
    expect(ownSides(byCode('LVC-0007'), user)).toEqual([]); // Cần Thơ → Miền Đông Mới: a child's side is the child's to edit
  });
  it('are none for another station, and none without a user', () => {
    const daLat = { partnerId: 'p2', partnerName: 'Bến xe Liên tỉnh Đà Lạt', childrenPartnerIds: [], isStation: true };
    expect(ownSides(byCode('LVC-0006'), daLat)).toEqual([]); // Miền Đông Mới → Cần Thơ
    expect(ownSides(byCode('LVC-0001'), null)).toEqual([]);
  });
  it('may be signed only while not at 3 (002 §4)', () => {
    expect(signableSides(byCode('LVC-0001'), user)).toEqual({ up: true, down: false });
    expect(signableSides(byCode('LVC-0003'), user)).toEqual({ up: false, down: false }); // departure already transmitted
    expect(signableSides(byCode('LVC-0004'), user)).toEqual({ up: false, down: false });
    expect(signableSides(byCode('LVC-0007'), user)).toEqual({ up: false, down: true });
  });
  it('follow the fixture user of the stories (Miền Đông, parent of Miền Đông Mới)', () => {
    const u = stationUserFixture();
    expect([u.partnerId, u.partner.childrenPartnerId]).toEqual([user.partnerId, user.childrenPartnerIds]);
  });
});

describe('xmlFileName', () => {
  it("is 'lvc' plus the timestamp (002 §9)", () => {
    expect(xmlFileName(1_764_000_000_000)).toBe('lvc1764000000000.xml');
  });
});
