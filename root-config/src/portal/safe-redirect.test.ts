import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect (open-redirect guard of the login page)', () => {
  it('keeps an in-portal path with its query and hash', () => {
    expect(safeRedirect('/report/cancel?from=1#top')).toBe('/report/cancel?from=1#top');
  });

  it.each([null, '', 'report/cancel', '//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\t/evil.example'])(
    'falls back to / for %j',
    (value) => {
      expect(safeRedirect(value)).toBe('/');
    },
  );
});
