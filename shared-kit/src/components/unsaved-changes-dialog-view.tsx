import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { MSG } from '../messages/index';
import type { UnsavedChangesGuard } from '../navigation/use-unsaved-changes-guard';

const T = MSG.common.unsavedChanges;

/** The question itself; UnsavedChangesDialog loads it when a guarded form mounts. */
export function UnsavedChangesDialogView({ guard }: { guard: UnsavedChangesGuard }) {
  const titleId = useId();
  const messageId = useId();
  return (
    // Escape and a click beside the dialog mean 'Ở lại': only the explicit button throws the edits away.
    <Dialog open={guard.pendingUrl !== null} onClose={guard.stay} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{T.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.leave} color="error">
          {T.leave}
        </Button>
        {/* The safe answer has the focus, so Enter keeps the edits. */}
        <Button onClick={guard.stay} variant="contained" autoFocus>
          {T.stay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
