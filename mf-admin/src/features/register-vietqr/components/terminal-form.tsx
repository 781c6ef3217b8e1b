import { bankTerminalFormErrors, MSG, type BankTerminalForm, type BankTerminalFormErrors } from '@busdesk/api-contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { VIETQR_LABELS as L } from '../labels';
import { AdminSection } from '../../../shared/admin-section';

export const EMPTY_TERMINAL_FORM: BankTerminalForm = { bankAccountNumber: '', phoneNo: '', bankAccountName: '', identityNumber: '' };

export interface TerminalFormProps {
  /** create: the agency has no active terminal; update: it has one (002 §4). */
  mode: 'create' | 'update';
  initial?: BankTerminalForm;
  onSubmit: (form: BankTerminalForm) => Promise<void>;
}

const FIELDS: ReadonlyArray<{ key: keyof BankTerminalForm; label: string; inputMode: 'numeric' | 'tel' | 'text'; autoComplete: string }> = [
  { key: 'bankAccountNumber', label: L.account, inputMode: 'numeric', autoComplete: 'off' },
  { key: 'phoneNo', label: L.phone, inputMode: 'tel', autoComplete: 'tel' },
  { key: 'bankAccountName', label: L.holder, inputMode: 'text', autoComplete: 'name' },
  { key: 'identityNumber', label: L.identity, inputMode: 'numeric', autoComplete: 'off' },
];

/**
 * The registration form (002 register-vietqr): account number, phone, holder name and identity number, checked with
 * the seed's messages (the shared rule the server applies too) and the note that phone and ID must match the bank's
 * records.
 */
export function TerminalForm({ mode, initial = EMPTY_TERMINAL_FORM, onSubmit }: TerminalFormProps) {
  const [form, setForm] = useState<BankTerminalForm>(initial);
  const [errors, setErrors] = useState<BankTerminalFormErrors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = bankTerminalFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await onSubmit(form);
    } finally {
      setSending(false);
    }
  };

  return (
    <AdminSection title={L.formTitle}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        <Alert severity="info">{MSG.bankQr.matchNote}</Alert>
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            required
            disabled={sending}
            value={form[f.key]}
            onChange={(e) => setForm((v) => ({ ...v, [f.key]: e.target.value }))}
            error={!!errors[f.key]}
            helperText={errors[f.key]}
            slotProps={{ htmlInput: { inputMode: f.inputMode, autoComplete: f.autoComplete } }}
          />
        ))}
        <div>
          <Button type="submit" variant="contained" disabled={sending}>
            {mode === 'update' ? L.update : L.create}
          </Button>
        </div>
      </Stack>
    </AdminSection>
  );
}
