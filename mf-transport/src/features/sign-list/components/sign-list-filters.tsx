import type { TCompanyOption } from '@busdesk/api-contract';
import { DateRangeFilter } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { TRANSPORT_LABELS } from '../../../messages';
import type { SignListFilter } from '../hooks/use-transport-orders';
import { StatusFilterSelect } from './status-filter-select';

const L = TRANSPORT_LABELS.signList;
const ALL = '';

export interface SignListFiltersProps {
  value: SignListFilter;
  onChange: (filter: SignListFilter) => void;
  companies: readonly TCompanyOption[];
  /** 'Lấy dữ liệu' (the button or Enter in a field). */
  onFetch: () => void;
  /** 'Upload XML'; absent when the user may not upload (no station of their own). */
  onUpload?: () => void;
  busy?: boolean;
}

/**
 * The signing list's filter bar (002 §2 'Ký duyệt lệnh'): departure days, company, order code, plate, and the three
 * signing statuses, then 'Lấy dữ liệu' and 'Upload XML'.
 */
export function SignListFilters({ value, onChange, companies, onFetch, onUpload, busy }: SignListFiltersProps) {
  const set = (patch: Partial<SignListFilter>) => onChange({ ...value, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onFetch();
  };
  return (
    <Box component="form" role="search" aria-label={L.filterLabel} onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <DateRangeFilter value={value.range} onChange={(range) => set({ range })} fromLabel={L.fromDate} toLabel={L.toDate} />
      <TextField select size="small" label={L.company} value={value.companyId ?? ALL} onChange={(e) => set({ companyId: e.target.value === ALL ? null : e.target.value })} sx={{ width: 220 }}>
        <MenuItem value={ALL}>{L.allCompanies}</MenuItem>
        {companies.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={L.code} value={value.code} onChange={(e) => set({ code: e.target.value })} sx={{ width: 140 }} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField size="small" label={L.numberPlate} value={value.numberPlate} onChange={(e) => set({ numberPlate: e.target.value })} sx={{ width: 130 }} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <StatusFilterSelect label={L.companyStatus} value={value.companyStatus} onChange={(companyStatus) => set({ companyStatus })} />
      <StatusFilterSelect label={L.upStatus} value={value.stationUpStatus} onChange={(stationUpStatus) => set({ stationUpStatus })} />
      <StatusFilterSelect label={L.downStatus} value={value.stationDownStatus} onChange={(stationDownStatus) => set({ stationDownStatus })} />
      <Button type="submit" variant="contained" disabled={busy}>
        {L.fetch}
      </Button>
      {onUpload ? (
        <Button variant="outlined" onClick={onUpload}>
          {L.upload}
        </Button>
      ) : null}
    </Box>
  );
}
