import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MSG } from '@busdesk/shared-kit';
import { SHELL_LABELS } from '../../messages';

export interface ComingSoonDialogProps {
  /** The control's name, used as the dialog title so the user knows which feature it is. */
  title: string | null;
  onClose: () => void;
}

/** Quick search and notifications get their behaviour in their own issue; until then they say so honestly. */
export function ComingSoonDialog({ title, onClose }: ComingSoonDialogProps) {
  return (
    <Dialog open={title !== null} onClose={onClose} aria-labelledby="coming-soon-title">
      <DialogTitle id="coming-soon-title">{title}</DialogTitle>
      <DialogContent>{MSG.common.comingSoon}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {SHELL_LABELS.navbar.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
