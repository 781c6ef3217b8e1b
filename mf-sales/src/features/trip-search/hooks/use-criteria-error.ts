import { MSG } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';
import { hasSearchCriteria, type TripSearchFilters } from '../trip-search-rules';

export interface CriteriaError {
  /** The seed's message while a search was asked for without any criterion and none has been chosen since. */
  message: string | undefined;
  /** Call when the user asks for the search. */
  check(): void;
}

/**
 * The inline side of 001 §5's "Vui lòng chọn điểm lên/xuống hoặc Tỉnh/Thành phố": the search hook still shows the
 * seed's toast; this keeps the message at the fields from the refused search until a criterion is chosen.
 */
export function useCriteriaError(filters: TripSearchFilters): CriteriaError {
  const [refused, setRefused] = useState(false);
  const missing = !hasSearchCriteria(filters);
  useEffect(() => {
    if (!missing) setRefused(false);
  }, [missing]);
  return {
    message: refused && missing ? MSG.sales.searchCriteriaRequired : undefined,
    check: () => setRefused(missing),
  };
}
