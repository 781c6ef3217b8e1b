import type { TPartnerUser } from '@busdesk/api-contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { EMPLOYEE_LABELS as L } from '../labels';

export interface ResetPasswordDialogProps {
  user: TPartnerUser | null;
  /** Resets and answers the one-time password. */
  onReset: (user: TPartnerUser) => Promise<string>;
  onClose: () => void;
}

/**
 * The ADMIN's reset (000 §2.8, ADR 0054): a confirmation, then the one-time password shown once — it is in no list
 * and no later answer; closing the dialog forgets it.
 */
export function ResetPasswordDialog({ user, onReset, onClose }: ResetPasswordDialogProps) {
  const [password, setPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setPassword(null);
    setCopied(false);
  }, [user]);

  const reset = async () => {
    if (!user || busy) return;
    setBusy(true);
    try {
      setPassword(await onReset(user));
    } catch {
      // The page reports the failure.
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    // The one-time password is shown once: only 'Đóng' forgets it, not a stray click beside the dialog or Escape (nor
    // during the reset, whose answer would be lost with the dialog).
    <Dialog open={user !== null} onClose={password === null && !busy ? onClose : undefined} aria-labelledby="reset-password-title" maxWidth="xs" fullWidth>
      <DialogTitle id="reset-password-title">{L.resetTitle}</DialogTitle>
      <DialogContent>
        {password === null ? (
          <DialogContentText>{user ? L.resetConfirm(user.name) : null}</DialogContentText>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Alert severity="info">{L.resetDone}</Alert>
            <Box
              component="output"
              aria-label={L.password}
              sx={{ fontFamily: 'monospace', fontSize: 22, letterSpacing: 2, textAlign: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              {password}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {password === null ? (
          <>
            <Button onClick={onClose} disabled={busy}>
              {L.cancel}
            </Button>
            <Button onClick={() => void reset()} variant="contained" color="warning" disabled={busy}>
              {L.resetAction}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => void copy()}>{copied ? L.copied : L.copy}</Button>
            <Button onClick={onClose} variant="contained">
              {L.close}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
