import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatMoney } from '../format/index';

export interface MoneyProps {
  /** Integer đồng. `null`/`undefined` (a field the server left out) renders the fallback, never '0 đ'. */
  value: number | null | undefined;
  /** Shown when there is no value; a dash keeps table columns readable. */
  fallback?: string;
  /** Paint negative amounts (refunds, debts) in the error colour. */
  signColor?: boolean;
  sx?: SxProps<Theme>;
}

/** An amount of money in Vietnamese style ('1.250.000 đ'), with tabular digits so columns line up. */
export function Money({ value, fallback = '-', signColor = false, sx }: MoneyProps) {
  const missing = value === null || value === undefined || !Number.isFinite(value);
  return (
    <Box
      component="span"
      data-value={missing ? undefined : value}
      sx={[
        { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        signColor && !missing && value < 0 ? { color: 'error.main' } : false,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {missing ? fallback : formatMoney(value)}
    </Box>
  );
}
