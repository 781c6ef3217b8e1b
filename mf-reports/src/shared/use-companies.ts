import type { TCompanyOption } from '@busdesk/api-contract';
import { useEffect, useState } from 'react';

/** The companies for a company filter, loaded once; an empty list when they cannot be loaded (the filter then offers 'Tất cả'). */
export function useCompanies(load: () => Promise<TCompanyOption[]>): TCompanyOption[] {
  const [companies, setCompanies] = useState<TCompanyOption[]>([]);
  useEffect(() => {
    let live = true;
    load().then(
      (list) => live && setCompanies(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return companies;
}
