import { ApprovedStatus, CompanyUsage, type TApprovedStatus, type TCompanyUsage } from '@busdesk/api-contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CompanyFilters } from '../hooks/use-partner-companies';
import { COMPANY_LABELS as L } from '../labels';

export interface CompanyFiltersBarProps {
  filters: CompanyFilters;
  onChange(patch: Partial<CompanyFilters>): void;
}

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
      <TextField
        select
        size="small"
        label={L.usage}
        value={filters.usage}
        onChange={(e) => onChange({ usage: e.target.value as TCompanyUsage | 'all' })}
        sx={{ width: 200 }}
      >
        <MenuItem value="all">{L.all}</MenuItem>
        {Object.values(CompanyUsage).map((usage) => (
          <MenuItem key={usage} value={usage}>
            {L.usageStatus[usage]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={L.approval}
        value={filters.approval}
        onChange={(e) => onChange({ approval: e.target.value as TApprovedStatus | 'all' })}
        sx={{ width: 200 }}
      >
        <MenuItem value="all">{L.all}</MenuItem>
        {Object.values(ApprovedStatus).map((status) => (
          <MenuItem key={status} value={status}>
            {L.approvedStatus[status]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
