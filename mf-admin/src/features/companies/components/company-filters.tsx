import type { TApprovedStatus, TCompanyUsage } from '@busdesk/api-contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CompanyFilters } from '../hooks/use-partner-companies';
import { COMPANY_LABELS as L } from '../labels';
import { StatusSelect } from './status-select';

export interface CompanyFiltersBarProps {
  filters: CompanyFilters;
  onChange(patch: Partial<CompanyFilters>): void;
}

const ALL = { value: 'all', label: L.all } as const;

/** Name search, usage and approval filters of the authorised companies (000 §2.5). */
export function CompanyFiltersBar({ filters, onChange }: CompanyFiltersBarProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        size="small"
        label={L.keyword}
        type="search"
        value={filters.keyword}
        onChange={(e) => onChange({ keyword: e.target.value })}
        sx={{ flex: '1 1 240px', maxWidth: 360 }}
      />
      <StatusSelect kind="usage" size="small" sx={{ width: 200 }} first={ALL} value={filters.usage} onChange={(usage) => onChange({ usage: usage as TCompanyUsage | 'all' })} />
      <StatusSelect
        kind="approval"
        size="small"
        sx={{ width: 200 }}
        first={ALL}
        value={filters.approval}
        onChange={(approval) => onChange({ approval: approval as TApprovedStatus | 'all' })}
      />
    </Stack>
  );
}
