import type { ReportDefinition, ReportTotals } from '@busdesk/api-contract';
import { formatNumber, Money } from '@busdesk/shared-kit';
import type { ReactNode } from 'react';

/**
 * The table's totals row from the report's one column definition (docs/adr/0074): every column the exports total shows
 * the whole filter's figure on screen too, money in đồng and the other figures as numbers.
 */
export function totalsRowOf<R, Totals extends ReportTotals>(definition: ReportDefinition<R, Totals>, totals: Totals): Record<string, ReactNode> {
  const cells = definition.columns.flatMap((c) => (c.total ? [[c.key, c.kind === 'money' ? <Money value={c.total(totals)} /> : formatNumber(c.total(totals))] as const] : []));
  return Object.fromEntries(cells);
}
