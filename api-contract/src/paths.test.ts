import { describe, expect, it } from 'vitest';
import { apiPath } from './paths';

describe('apiPath', () => {
  it('prefixes documented paths with /api', () => {
    expect(apiPath('/v2/partner/login')).toBe('/api/v2/partner/login');
    expect(apiPath('/partner/search/trips')).toBe('/api/partner/search/trips');
    expect(apiPath('partner/v2/cancel-ticket-details')).toBe('/api/partner/v2/cancel-ticket-details');
  });
  it('does not double a documented api/ prefix', () => {
    expect(apiPath('api/v1/partner/trip/report-sale')).toBe('/api/v1/partner/trip/report-sale');
    expect(apiPath('/api/v1/mb/terminal')).toBe('/api/v1/mb/terminal');
  });
});
