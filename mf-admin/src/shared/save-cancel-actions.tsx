import { LABELS } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface SaveCancelActionsProps {
  /** A save in flight: neither button may be pressed again. */
  busy: boolean;
  onCancel(): void;
}

/** An edit dialog's 'Hủy' and 'Lưu'; 'Lưu' submits the dialog's form, so Enter in a field saves too. */
export function SaveCancelActions({ busy, onCancel }: SaveCancelActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {LABELS.actions.cancel}
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {LABELS.actions.save}
      </Button>
    </DialogActions>
  );
}
