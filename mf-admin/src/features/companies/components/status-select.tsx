import { ApprovedStatus, CompanyUsage, type TApprovedStatus, type TCompanyUsage } from '@busdesk/api-contract';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { COMPANY_LABELS as L } from '../labels';

export interface StatusSelectProps<Extra extends string> {
  /** Which status: a link's approval or the company's usage (000 §4). */
  kind: 'approval' | 'usage';
  value: (Extra | TApprovedStatus | TCompanyUsage) & string;
  /** The choice above the statuses: 'Tất cả' in the filters, 'Giữ nguyên' in the Update dialog. */
  first: { value: Extra; label: string };
  onChange(value: Extra | TApprovedStatus | TCompanyUsage): void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

const CHOICES = {
  approval: Object.values(ApprovedStatus).map((value) => ({ value, label: L.approvedStatus[value] })),
  usage: Object.values(CompanyUsage).map((value) => ({ value, label: L.usageStatus[value] })),
} as const;

/** A select of the approval or the usage statuses, with the seed's labels, after one extra first choice. */
export function StatusSelect<Extra extends string>({ kind, value, first, onChange, size, sx }: StatusSelectProps<Extra>) {
  return (
    <TextField
      select
      size={size}
      label={kind === 'approval' ? L.approval : L.usage}
      value={value}
      onChange={(e) => onChange(e.target.value as Extra | TApprovedStatus | TCompanyUsage)}
      sx={sx}
    >
      <MenuItem value={first.value}>{first.label}</MenuItem>
      {CHOICES[kind].map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
