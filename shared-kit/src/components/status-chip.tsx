import Box from '@mui/material/Box';
import type { ChipProps } from '@mui/material/Chip';
import { lazy, Suspense } from 'react';
import {
  APPROVED_STATUS_COLORS,
  APPROVED_STATUS_LABELS,
  bankTerminalStatusColor,
  COMPANY_USAGE_COLORS,
  companyUsageLabel,
  companyUsageOf,
  bankTerminalStatusLabel,
  labelOf,
  TRANSACTION_STATUS_CODE,
  TRANSACTION_STATUS_CODE_COLORS,
  TRANSACTION_STATUS_CODE_LABELS,
  TICKET_HOLD_EXPIRED_LABEL,
  TRANSPORT_SIGN_STATUS_LABELS,
  ticketStatusLabel,
  transportSignColor,
  TicketStatus,
  type StatusColor,
} from '@busdesk/api-contract';

// Chip loads with the first status shown, not with shared-kit: shared-kit is one System module loaded on every page
// (/login included) with all its static imports. statusLook stays here for exports and print, which need no Chip.
const StatusChipView = lazy(() => import('./status-chip-view').then((m) => ({ default: m.StatusChipView })));

/**
 * The theme colours of the placeholder shown while Chip loads: the filled Chip's own background and text, so the
 * placeholder reads as well as the chip (white on the orange is 3:1 — axe caught it on /transport while Chip loaded).
 */
export const STATUS_PLACEHOLDER_COLORS: Readonly<Record<StatusColor, { bg: string; fg: string }>> = {
  red: { bg: 'error.main', fg: 'error.contrastText' },
  orange: { bg: 'warning.main', fg: 'warning.contrastText' },
  green: { bg: 'success.main', fg: 'success.contrastText' },
  blue: { bg: 'info.main', fg: 'info.contrastText' },
  grey: { bg: 'action.selected', fg: 'text.primary' },
};

// ours: the seeds give ticket statuses no colours. Held = orange (money may still be due), paid/completed =
// green, on the trip = blue, cancelled = grey; an expired hold is red because the seat is about to be lost.
const TICKET_COLORS: Readonly<Record<number, StatusColor>> = {
  [TicketStatus.CANCELLED]: 'grey',
  [TicketStatus.BOOKED]: 'orange',
  [TicketStatus.PAID]: 'green',
  [TicketStatus.ON_TRIP]: 'blue',
  [TicketStatus.COMPLETED]: 'green',
  [TicketStatus.COMPANY_HELD]: 'orange',
};

type Common = {
  /** Replaces the text (e.g. a station tag showing the partner name) while keeping the status colour. */
  label?: string;
  size?: ChipProps['size'];
  variant?: ChipProps['variant'];
};

export type StatusChipProps = Common &
  (
    | {
        kind: 'ticket';
        value: number;
        /** End of the hold (epoch ms): a booked ticket past it shows 'Hết hạn giữ chỗ'. */
        overTime?: number | null;
        now?: number;
      }
    /** Transport-order signing status 0–3 of the company or a station. */
    | { kind: 'transport'; value: number | null | undefined }
    /** Bank QR terminal status: new, success, deny, delete; anything else reads as verifying. */
    | { kind: 'bank'; value: string | null | undefined }
    /** A transaction status (PENDING/SUCCESS/FAILED) or its display code 1/2/3. */
    | { kind: 'transaction'; value: string | number | null | undefined }
    /** A company link's approval (pending, approved, rejected; 000 §4). */
    | { kind: 'approval'; value: string | null | undefined }
    /** A company's usage status from isNotUsingAv (000 §4). */
    | { kind: 'usage'; value: boolean | null | undefined }
  );

export interface StatusLook {
  label: string;
  color: StatusColor;
}

const transactionCode = (value: unknown): number | undefined =>
  typeof value === 'string' && value in TRANSACTION_STATUS_CODE
    ? TRANSACTION_STATUS_CODE[value as keyof typeof TRANSACTION_STATUS_CODE]
    : typeof value === 'number'
      ? value
      : undefined;

/** Label and colour of a status, as StatusChip shows it (also useful for Excel exports and print). */
export function statusLook(props: StatusChipProps): StatusLook {
  switch (props.kind) {
    case 'ticket': {
      const label = ticketStatusLabel({ ticketStatus: props.value, overTime: props.overTime }, props.now);
      return { label, color: label === TICKET_HOLD_EXPIRED_LABEL ? 'red' : (TICKET_COLORS[props.value] ?? 'grey') };
    }
    case 'transport':
      return { label: labelOf(TRANSPORT_SIGN_STATUS_LABELS, props.value), color: transportSignColor(props.value) };
    case 'bank':
      return { label: bankTerminalStatusLabel(props.value), color: bankTerminalStatusColor(props.value) };
    case 'transaction': {
      const code = transactionCode(props.value);
      return {
        label: labelOf(TRANSACTION_STATUS_CODE_LABELS, code),
        color: code === 1 || code === 2 || code === 3 ? TRANSACTION_STATUS_CODE_COLORS[code] : 'grey',
      };
    }
    case 'approval': {
      const label = labelOf(APPROVED_STATUS_LABELS, props.value);
      const known = props.value === 'pending' || props.value === 'approved' || props.value === 'rejected';
      return { label, color: known ? APPROVED_STATUS_COLORS[props.value as keyof typeof APPROVED_STATUS_COLORS] : 'grey' };
    }
    case 'usage':
      return { label: companyUsageLabel(props.value), color: COMPANY_USAGE_COLORS[companyUsageOf(props.value)] };
  }
}

/** A coloured status tag for tickets, transport-order signatures, bank terminals and transactions. */
export function StatusChip(props: StatusChipProps) {
  const look = statusLook(props);
  const label = props.label ?? look.label;
  const size = props.size ?? 'small';
  const variant = props.variant ?? 'filled';
  // Same text, colour and height as the chip, so a table cell neither stays empty nor shifts while Chip loads.
  const placeholder = (
    <Box
      component="span"
      data-status-color={look.color}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: size === 'small' ? 24 : 32,
        px: size === 'small' ? 1 : 1.5,
        borderRadius: 4,
        typography: 'body2',
        fontSize: (theme) => theme.typography.pxToRem(13),
        whiteSpace: 'nowrap',
        ...(variant === 'filled'
          ? { bgcolor: STATUS_PLACEHOLDER_COLORS[look.color].bg, color: STATUS_PLACEHOLDER_COLORS[look.color].fg }
          : { border: 1, borderColor: STATUS_PLACEHOLDER_COLORS[look.color].bg }),
      }}
    >
      {label}
    </Box>
  );
  return (
    <Suspense fallback={placeholder}>
      <StatusChipView label={label} color={look.color} size={size} variant={variant} />
    </Suspense>
  );
}
