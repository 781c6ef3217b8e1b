import Chip, { type ChipProps } from '@mui/material/Chip';
import type { StatusColor } from '@busdesk/api-contract';

/** The seeds' colour names as MUI palette colours. */
const CHIP_COLOR: Readonly<Record<StatusColor, ChipProps['color']>> = {
  red: 'error',
  orange: 'warning',
  green: 'success',
  blue: 'info',
  grey: 'default',
};

export interface StatusChipViewProps {
  label: string;
  color: StatusColor;
  size: NonNullable<ChipProps['size']>;
  variant: NonNullable<ChipProps['variant']>;
}

/** The MUI Chip of a StatusChip, loaded on first use (see status-chip.tsx). */
export function StatusChipView({ label, color, size, variant }: StatusChipViewProps) {
  return <Chip label={label} color={CHIP_COLOR[color]} size={size} variant={variant} data-status-color={color} />;
}
