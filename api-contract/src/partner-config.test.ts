import { describe, expect, it } from 'vitest';
import { mergePartnerConfig, parsePartnerConfig } from './partner-config';

describe('partner config', () => {
  it('reads the seeded shape', () => {
    const c = parsePartnerConfig(JSON.stringify({ emailHidden: true, pointType: [{ value: 0, label: 'Tại bến' }], printTicket: { limit: 3, current: 1 } }));
    expect(c.emailHidden).toBe(true);
    expect(c.fullNameHidden).toBe(false);
    expect(c.pointType).toEqual([{ value: 0, label: 'Tại bến' }]);
    expect(c.printTicket).toEqual({ limit: 3, current: 1 });
  });
  it('falls back to defaults for broken text or wrong types', () => {
    expect(parsePartnerConfig('{not json').pointType.map((p) => p.value)).toEqual([0, 1, 2, 3]);
    expect(parsePartnerConfig(JSON.stringify({ phoneHidden: 'yes', hideTripOvertime: true })).phoneHidden).toBe(false);
    expect(parsePartnerConfig(JSON.stringify({ hideTripOvertime: true })).hideTripOvertime).toBe(true);
  });
  it('merges switches without losing unknown keys', () => {
    const merged = JSON.parse(mergePartnerConfig(JSON.stringify({ blockSearchKeywords: ['x'], hideTripOvertime: false }), { hideTripOvertime: true }));
    expect(merged).toEqual({ blockSearchKeywords: ['x'], hideTripOvertime: true });
  });
});
