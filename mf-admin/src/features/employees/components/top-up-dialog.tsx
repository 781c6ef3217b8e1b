import { MSG, ZTopUpPartnerUserRequest, type TPartnerUser } from '@busdesk/api-contract';
import { formatMoney, LABELS } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { EditDialog } from '../../../shared/edit-dialog';

const L = MSG.ledger;

export interface TopUpDialogProps {
  /** The employee to top up; null: closed. */
  user: TPartnerUser | null;
  /** Writes the top-up; rejects with the server's reason (the page says it). */
  onTopUp: (request: { userId: string; amount: number; description: string }) => Promise<void>;
  onClose: () => void;
}

/** Digits only: the amount is whole đồng, typed with or without thousands separators. */
const parseAmount = (text: string): number | undefined => {
  const digits = text.replace(/[.,\s]/g, '');
  if (digits === '') return undefined;
  return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/**
 * The ADMIN's top-up of an employee (docs/adr/0070): amount in whole đồng (> 0) and a description, checked with the
 * contract's own schema so the messages are the server's; 'Nạp tiền' writes one entry of the staff money ledger.
 */
export function TopUpDialog({ user, onTopUp, onClose }: TopUpDialogProps) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; description?: string }>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setAmount('');
    setDescription('');
    setErrors({});
  }, [user]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user || busy) return;
    const typed = parseAmount(amount);
    const parsed = ZTopUpPartnerUserRequest.safeParse({ userId: user.id, amount: typed, description });
    if (!parsed.success) {
      // Letters in the amount are not a number at all: say what a valid amount is, not that it is missing.
      const found: { amount?: string; description?: string } = Number.isNaN(typed) ? { amount: L.amountInvalid } : {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'amount' || field === 'description') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onTopUp(parsed.data);
    } catch {
      // The page reports the failure and keeps the dialog.
    } finally {
      setBusy(false);
    }
  };
  const value = parseAmount(amount);
  /** A required field of the form: its text, its error (else `hint`, else a blank line that keeps the place). */
  const field = (name: 'amount' | 'description', text: string, set: (text: string) => void, hint?: string) => ({
    label: L[name],
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
    required: true,
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint ?? ' ',
  });

  return (
    // A typed amount or description is an edit (ADR 0119): a stray click beside or a Back does not throw it away.
    <EditDialog open={user !== null} dirty={amount !== '' || description !== ''} onClose={busy ? undefined : onClose} aria-labelledby="top-up-title" maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="top-up-title">{user ? L.topUpTitle(user.name) : L.topUp}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField
            {...field('amount', amount, setAmount, value !== undefined && Number.isSafeInteger(value) && value > 0 ? formatMoney(value) : undefined)}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField {...field('description', description, setDescription)} multiline minRows={2} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {LABELS.actions.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {L.topUp}
          </Button>
        </DialogActions>
      </form>
    </EditDialog>
  );
}
