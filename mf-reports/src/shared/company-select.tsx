import type { TCompanyOption } from '@busdesk/api-contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { REPORT_LABELS as L } from './report-labels';

export interface CompanySelectProps {
  companies: readonly TCompanyOption[];
  /** null: every company. */
  value: string | null;
  onChange: (companyId: string | null) => void;
}

const ALL = '';

/** The report filter's company ('Nhà xe'): the agency's companies, or all of them. */
export function CompanySelect({ companies, value, onChange }: CompanySelectProps) {
  return (
    <TextField
      select
      size="small"
      label={L.company}
      value={value ?? ALL}
      onChange={(e) => onChange(e.target.value === ALL ? null : e.target.value)}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={ALL}>{L.all}</MenuItem>
      {companies.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
