import type { TCompanyOption } from '@busdesk/api-contract';
import { CompanyMultiPicker, type CompanyPickerOption } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PopularRouteFilters } from '../hooks/use-popular-routes';
import { POPULAR_LABELS as L } from '../labels';

export interface PopularRouteFiltersBarProps {
  filters: PopularRouteFilters;
  companies: readonly TCompanyOption[];
  onChange(patch: Partial<PopularRouteFilters>): void;
}

const asOption = (c: TCompanyOption): CompanyPickerOption => ({
  companyId: c.id,
  companyName: c.name,
  companyPhoneNumber: c.companyPhoneNumber,
  debtLimit: c.debtLimit,
  currentDebt: c.currentDebt,
});

/** The route name text and the company multi-select of 000 §2.6. */
export function PopularRouteFiltersBar({ filters, companies, onChange }: PopularRouteFiltersBarProps) {
  const options = companies.map(asOption);
  const value = options.filter((o) => filters.companyIds.includes(String(o.companyId)));
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        size="small"
        type="search"
        label={L.routeName}
        value={filters.name}
        onChange={(e) => onChange({ name: e.target.value })}
        sx={{ flex: '1 1 240px', maxWidth: 360 }}
      />
      <Box sx={{ flex: '1 1 320px', maxWidth: 520 }}>
        <CompanyMultiPicker
          label={L.companies}
          options={options}
          value={value}
          onChange={(chosen) => onChange({ companyIds: chosen.map((c) => String(c.companyId)) })}
        />
      </Box>
    </Stack>
  );
}
