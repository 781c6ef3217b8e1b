import type { DateRange } from '@busdesk/shared-kit';
import { useState } from 'react';
import type { KeysetReport } from './use-keyset-report';

/** Every report of 002 filters by a date range first; ReportScreen shows it before the screen's own filters. */
export interface RangeFilter {
  range: DateRange;
}

export interface ReportScreenState<Filter extends RangeFilter, Row, Totals> {
  report: KeysetReport<Filter, Row, Totals>;
  /** The filter as the screen shows it; 'Lọc báo cáo' applies it. */
  filter: Filter;
  change: (patch: Partial<Filter>) => void;
}

export interface ReportFilterRules<Filter> {
  /** How a change applies where fields depend on each other; by default the patch replaces its fields. */
  merge?: (filter: Filter, patch: Partial<Filter>) => Filter;
  /** What else a change forgets (the chosen rows). */
  onChange?: () => void;
}

/**
 * A report screen's state: the report, and the filter it shows, which starts on the report's opening filter. A change
 * is not applied until 'Lọc báo cáo', so it forgets the loaded rows at once: no row of another filter stays on
 * screen (002 §2).
 */
export function useReportScreen<Filter extends RangeFilter, Row, Totals>(
  report: KeysetReport<Filter, Row, Totals>,
  rules: ReportFilterRules<Filter> = {},
): ReportScreenState<Filter, Row, Totals> {
  const [filter, setFilter] = useState<Filter>(report.initial);
  const change = (patch: Partial<Filter>) => {
    setFilter((f) => (rules.merge ? rules.merge(f, patch) : { ...f, ...patch }));
    rules.onChange?.();
    report.clear();
  };
  return { report, filter, change };
}
