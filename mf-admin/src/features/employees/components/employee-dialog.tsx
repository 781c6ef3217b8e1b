import { ROLE_LABELS, Role, type TAgencyRoute, type TPartnerUser } from '@busdesk/api-contract';
import Autocomplete from '@mui/material/Autocomplete';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { emptyEmployeeForm, formFromEmployee, isEmployeeFormChanged, validateEmployee, type EmployeeForm, type EmployeeFormErrors } from '../employee-form';
import { EMPLOYEE_LABELS as L } from '../labels';
import { EditDialog } from '../../../shared/edit-dialog';
import { SaveCancelActions } from '../../../shared/save-cancel-actions';

export interface EmployeeDialogProps {
  open: boolean;
  /** The employee being edited; null adds a new one (ADMIN). */
  user: TPartnerUser | null;
  /** Whether the signed-in user is an ADMIN (routes, roles; 000 §6). */
  editorIsAdmin: boolean;
  /** The agency's routes to choose from (ADMIN). */
  routes: readonly TAgencyRoute[];
  onSubmit: (form: EmployeeForm) => Promise<void>;
  onClose: () => void;
}

const INVALID_NUMBER = 'Vui lòng nhập số nguyên không âm'; // ours
/** A disabled field's helper says why it is disabled: it keeps the readable secondary colour (WCAG contrast). */
const READABLE_HELPER = { formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } } as const;

/**
 * Add and edit (000 §2.8, §5): name, username (trimmed; fixed on edit), password (add only), debt limit and
 * commission (on edit only for an ADMIN's row), role (add), the authorised routes chosen from the agency's (ADMIN).
 */
export function EmployeeDialog({ open, user, editorIsAdmin, routes, onSubmit, onClose }: EmployeeDialogProps) {
  const creating = user === null;
  const [form, setForm] = useState<EmployeeForm>(() => (user ? formFromEmployee(user) : emptyEmployeeForm()));
  // What the dialog opened with, set together with the form so an opening's first render is not taken for an edit.
  const [opened, setOpened] = useState(form);
  const [errors, setErrors] = useState<EmployeeFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    const initial = user ? formFromEmployee(user) : emptyEmployeeForm();
    setForm(initial);
    setOpened(initial);
    setErrors({});
    setSubmitted(false);
  }, [open, user]);

  const change = (patch: Partial<EmployeeForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (submitted) setErrors(validateEmployee(next, creating, INVALID_NUMBER));
  };
  const limitsEnabled = creating || (editorIsAdmin && user.role === Role.ADMIN);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateEmployee(form, creating, INVALID_NUMBER);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      await onSubmit(form);
    } finally {
      setBusy(false);
    }
  };

  const chosenRoutes = routes.filter((r) => form.routeIds.includes(r.id));
  return (
    <EditDialog open={open} dirty={isEmployeeFormChanged(form, opened)} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="employee-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="employee-dialog-title">{creating ? L.addTitle : L.editTitle(user.name)}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField label={L.name} required value={form.name} onChange={(e) => change({ name: e.target.value })} error={Boolean(errors.name)} helperText={errors.name} autoFocus size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField
            label={L.username}
            required
            value={form.username}
            onChange={(e) => change({ username: e.target.value })}
            error={Boolean(errors.username)}
            helperText={errors.username ?? (creating ? undefined : L.usernameFixed)}
            disabled={!creating}
            size="small"
            autoComplete="off"
            slotProps={{ ...READABLE_HELPER, htmlInput: { maxLength: 100 } }}
          />
          {creating ? (
            <TextField
              label={L.password}
              required
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={(e) => change({ password: e.target.value })}
              error={Boolean(errors.password)}
              helperText={errors.password}
              size="small"
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          ) : null}
          <TextField
            label={L.debtLimit}
            value={form.debtLimit}
            onChange={(e) => change({ debtLimit: e.target.value })}
            error={Boolean(errors.debtLimit)}
            helperText={errors.debtLimit ?? (limitsEnabled ? undefined : L.limitsAdminOnly)}
            disabled={!limitsEnabled}
            size="small"
            slotProps={{ ...READABLE_HELPER, htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
          />
          <TextField
            label={L.commission}
            value={form.commission}
            onChange={(e) => change({ commission: e.target.value })}
            error={Boolean(errors.commission)}
            helperText={errors.commission ?? (limitsEnabled ? undefined : L.limitsAdminOnly)}
            disabled={!limitsEnabled}
            size="small"
            slotProps={{ ...READABLE_HELPER, htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
          />
          {creating ? (
            <TextField select label={L.role} value={form.role} onChange={(e) => change({ role: e.target.value as EmployeeForm['role'] })} size="small">
              {[Role.STAFF, Role.ADMIN].map((role) => (
                <MenuItem key={role} value={role}>
                  {ROLE_LABELS[role]}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {editorIsAdmin ? (
            <Autocomplete
              multiple
              options={[...routes]}
              value={chosenRoutes}
              getOptionLabel={(r) => `${r.name} — ${r.companyName}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_e, next) => change({ routeIds: next.map((r) => r.id) })}
              disableCloseOnSelect
              renderInput={(params) => <TextField {...params} label={L.routes} size="small" />}
            />
          ) : null}
        </DialogContent>
        <SaveCancelActions busy={busy} onCancel={onClose} />
      </form>
    </EditDialog>
  );
}
