import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BOOKING_LABELS } from '../labels';

const A = BOOKING_LABELS.actions;

export type BookingAction = 'hold' | 'bookAndPay' | 'update' | 'payInFull' | 'groupEdit' | 'cancel' | 'history';

export interface BookingActionsProps {
  editing: boolean;
  paid: boolean;
  busy: boolean;
  /** Hold needs the company to allow holding (timePartnerHolder > 0). */
  canHold: boolean;
  /** Several tickets of one group are selected. */
  isGroup: boolean;
  onAction(action: BookingAction): void;
}

/**
 * The panel's buttons: for new seats hold ('Giữ chỗ') and book-and-pay; for selected tickets update, pay in full,
 * group edit, cancel and history. A paid selection allows only cancel and history (001 §2.1).
 */
export function BookingActions({ editing, paid, busy, canHold, isGroup, onAction }: BookingActionsProps) {
  const button = (action: BookingAction, label: string, options: { disabled?: boolean; primary?: boolean; color?: 'error' } = {}) => (
    <Button
      key={action}
      variant={options.primary ? 'contained' : 'outlined'}
      color={options.color ?? 'primary'}
      size="small"
      disabled={busy || options.disabled}
      onClick={() => onAction(action)}
    >
      {label}
    </Button>
  );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {editing
        ? [
            button('update', A.update, { disabled: paid, primary: true }),
            button('payInFull', A.payInFull, { disabled: paid }),
            isGroup && button('groupEdit', A.groupEdit, { disabled: paid }),
            button('cancel', A.cancelTickets, { color: 'error' }),
            button('history', A.history),
          ]
        : [button('hold', A.hold, { disabled: !canHold, primary: canHold }), button('bookAndPay', A.bookAndPay, { primary: !canHold })]}
    </Stack>
  );
}
