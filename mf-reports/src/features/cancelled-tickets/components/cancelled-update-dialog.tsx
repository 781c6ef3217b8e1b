import { CANCEL_REASON_MAX_LENGTH, MSG } from '@busdesk/api-contract';
import { DialogButtons } from '@busdesk/shared-kit';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CANCELLED_LABELS as L } from '../labels';

export interface CancelledUpdate {
  cancelReason: string;
  isRefunded: boolean;
}

export interface CancelledUpdateDialogProps {
  count: number;
  onClose: () => void;
  /** Resolves when saved (the dialog closes from outside); rejects to keep it open. */
  onSave: (update: CancelledUpdate) => Promise<void>;
}

/**
 * The update dialog of the cancelled report (002 §2, §5): the cancel reason, prefilled with 'Khách không đi nữa muốn
 * hủy vé.' (an emptied reason is sent as that default too), and the refunded flag.
 */
export function CancelledUpdateDialog({ count, onClose, onSave }: CancelledUpdateDialogProps) {
  const [cancelReason, setCancelReason] = useState<string>(L.defaultReason);
  const [isRefunded, setIsRefunded] = useState(true);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave({ cancelReason: cancelReason.trim() || L.defaultReason, isRefunded });
    } catch {
      // The screen said why ('Cập nhật vé hủy thất bại: …'); the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="cancelled-update-title">
      <DialogTitle id="cancelled-update-title">{L.dialogTitle(count)}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField label={L.cancelReason} value={cancelReason} onChange={(e) => setCancelReason(e.target.value)} multiline minRows={2} helperText={MSG.common.charCount(cancelReason.length, CANCEL_REASON_MAX_LENGTH)} slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX_LENGTH } }} />
        <FormControlLabel control={<Checkbox checked={isRefunded} onChange={(e) => setIsRefunded(e.target.checked)} />} label={L.isRefunded} />
      </DialogContent>
      <DialogButtons closeLabel={L.cancel} onClose={onClose} actionLabel={L.save} onAction={save} busy={busy} />
    </Dialog>
  );
}
