import { LABELS } from '../messages/index';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

export interface DialogButtonsProps {
  /** The button that leaves without acting: 'Đóng' unless given ('Hủy', 'Quay lại'). */
  closeLabel?: string;
  onClose(): void;
  /** The dialog's one action (a contained button). */
  actionLabel: ReactNode;
  onAction(): void | Promise<void>;
  /** While the action runs both buttons are off: the dialog is neither left nor acted on twice. */
  busy: boolean;
  /** Why else the action is off (nothing to save, the figures still loading). */
  actionDisabled?: boolean;
  /** 'error' for an action that cannot be undone (cancelling tickets). */
  color?: 'primary' | 'error';
  autoFocus?: boolean;
}

/** The buttons of a dialog that does one thing: leave, or act (sales, reports, transport orders). */
export function DialogButtons({ closeLabel = LABELS.actions.close, onClose, actionLabel, onAction, busy, actionDisabled = false, color, autoFocus }: DialogButtonsProps) {
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={busy}>
        {closeLabel}
      </Button>
      <Button variant="contained" color={color} onClick={() => void onAction()} disabled={busy || actionDisabled} autoFocus={autoFocus}>
        {actionLabel}
      </Button>
    </DialogActions>
  );
}
