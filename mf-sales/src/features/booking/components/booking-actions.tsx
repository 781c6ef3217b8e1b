import type { TicketActions } from '@busdesk/api-contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { shortcutKeys, type SalesShortcutName } from '../../../shared/keyboard/sales-shortcuts';
import { ShortcutHint } from '../../../shared/keyboard/shortcut-hint';
import { BOOKING_LABELS } from '../labels';

const A = BOOKING_LABELS.actions;

export type BookingAction = 'hold' | 'bookAndPay' | 'update' | 'payInFull' | 'groupEdit' | 'cancel' | 'history';

export interface BookingActionsProps extends BookingActionState {
  /** Several tickets of one group are selected. */
  isGroup: boolean;
  onAction(action: BookingAction): void;
}

export interface BookingActionState {
  editing: boolean;
  busy: boolean;
  canHold: boolean;
  /** What the selected tickets allow (api-contract selectionActions: paid, holding, an expired hold with deposit). */
  allowed: TicketActions;
}

/** Whether an action can run now: the buttons' enabled state and the shortcuts' guard are this one rule. */
export function actionEnabled(action: BookingAction, { editing, busy, canHold, allowed }: BookingActionState): boolean {
  if (busy) return false;
  switch (action) {
    case 'hold':
      return !editing && canHold;
    case 'bookAndPay':
      return !editing;
    default:
      return editing && allowed[action];
  }
}

/** The key of each action that has one (src/shared/keyboard/sales-shortcuts.ts). */
const SHORTCUT_OF: Partial<Record<BookingAction, SalesShortcutName>> = {
  hold: 'book',
  bookAndPay: 'pay',
  payInFull: 'pay',
  cancel: 'cancel',
};

/**
 * The panel's buttons: for new seats hold ('Giữ chỗ') and book-and-pay; for selected tickets update, pay in full,
 * group edit, cancel and history, as far as the tickets allow (a paid selection only cancel and history, 001 §2.1;
 * an expired hold with a deposit only pay in full and cancel, ADR 0047). A button with a
 * shortcut shows its key after the label; the key is hidden from the accessible name (which stays the label) and
 * announced through aria-keyshortcuts instead.
 */
export function BookingActions({ isGroup, onAction, ...state }: BookingActionsProps) {
  const { editing, canHold } = state;
  const button = (action: BookingAction, label: string, options: { primary?: boolean; color?: 'error' } = {}) => {
    const shortcut = SHORTCUT_OF[action];
    return (
      <Button
        key={action}
        variant={options.primary ? 'contained' : 'outlined'}
        color={options.color ?? 'primary'}
        size="small"
        disabled={!actionEnabled(action, state)}
        onClick={() => onAction(action)}
        aria-keyshortcuts={shortcut ? shortcutKeys(shortcut) : undefined}
      >
        {label}
        {shortcut ? <ShortcutHint name={shortcut} /> : null}
      </Button>
    );
  };
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {editing
        ? [
            button('update', A.update, { primary: true }),
            button('payInFull', A.payInFull),
            button('cancel', A.cancelTickets, { color: 'error' }),
            isGroup && button('groupEdit', A.groupEdit),
            button('history', A.history),
          ]
        : [button('hold', A.hold, { primary: canHold }), button('bookAndPay', A.bookAndPay, { primary: !canHold })]}
    </Stack>
  );
}
