import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../trip-search-rules';
import { filtersToRestore, type RememberedSearch } from './use-remembered-search';

const remembered = (date: string, shownOn: string): RememberedSearch => ({
  filters: { ...emptyFilters(date), companyIds: ['c-1'] },
  companyUse: 'all',
  shown: 40,
  shownOn,
});

describe('filtersToRestore', () => {
  it("moves a list of the day it was shown on to today once the day has changed", () => {
    expect(filtersToRestore(remembered('20260310', '20260310'), '20260311')).toMatchObject({ date: '20260311', companyIds: ['c-1'] });
  });

  it('keeps a date the clerk chose: tomorrow, or a past day looked up', () => {
    expect(filtersToRestore(remembered('20260311', '20260310'), '20260311').date).toBe('20260311');
    expect(filtersToRestore(remembered('20260312', '20260310'), '20260311').date).toBe('20260312');
    expect(filtersToRestore(remembered('20260301', '20260310'), '20260311').date).toBe('20260301');
  });

  it('changes nothing on the same day', () => {
    const same = remembered('20260310', '20260310');
    expect(filtersToRestore(same, '20260310')).toBe(same.filters);
  });
});
