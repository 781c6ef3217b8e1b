import {
  checkTelecomConfig,
  MSG,
  parseTelecomConfigText,
  TELECOM_CONFIG_FIELDS,
  telecomConfigFieldLabel,
  telecomLineProblem,
  type TelecomConfigField,
  type TTelecomCompany,
  type TTelecomNumber,
} from '@busdesk/api-contract';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { TELECOM_LABELS as L } from '../labels';
import { EditDialog } from '../../../shared/edit-dialog';
import { SaveCancelActions } from '../../../shared/save-cancel-actions';

export interface TelecomLineDraft {
  telecomCompanyId: string;
  number: string;
  /** JSON text of the config's filled fields; an empty secret is left out, so the server keeps the stored one. */
  telecomConfig: string;
}

export interface TelecomNumberDialogProps {
  open: boolean;
  companies: readonly TTelecomCompany[];
  /** The line being edited; absent when adding. */
  line?: TTelecomNumber | undefined;
  /** Saves the draft; a rejection's message is shown in the dialog, which stays open. */
  onSave: (draft: TelecomLineDraft) => Promise<void>;
  onClose: () => void;
}

type Values = Record<string, string | boolean>;

const initialValues = (line: TTelecomNumber | undefined): Values => {
  const parsed = line ? (parseTelecomConfigText(line.telecomConfig) ?? {}) : {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string | boolean] => typeof e[1] === 'string' || typeof e[1] === 'boolean'));
};

/** An empty text, an unticked box and a field never set are the same: typing a value and deleting it is no edit. */
const isBlank = (value: string | boolean | undefined) => value === undefined || value === '' || value === false;

/** Whether the config fields differ from what the dialog opened with. */
function valuesChanged(values: Values, opened: Values): boolean {
  const keys = new Set([...Object.keys(values), ...Object.keys(opened)]);
  return [...keys].some((key) => (isBlank(values[key]) ? !isBlank(opened[key]) : values[key] !== opened[key]));
}

/** The filled fields of a provider (blank texts and secrets left out). */
function filled(fields: readonly TelecomConfigField[], values: Values): Values {
  const out: Values = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === 'boolean') {
      if (value === true) out[field.key] = true;
    } else if (typeof value === 'string' && value.trim() !== '') out[field.key] = value.trim();
  }
  return out;
}

/**
 * Add or edit one extension line (000 §2.9): the telecom company (its provider decides the config fields, 002 §3's
 * phone line), the number, and the provider's telecomConfig fields. Secrets are password inputs that start empty; a
 * stored one says so and is kept when left empty. The shared rules check the form before it is sent.
 */
export function TelecomNumberDialog({ open, companies, line, onSave, onClose }: TelecomNumberDialogProps) {
  // What the dialog opened with (the page mounts one per line, so once is enough), to know when it has been edited.
  const [opened] = useState(() => ({ companyId: line?.telecomCompanyId ?? '', number: line?.number ?? '', values: initialValues(line) }));
  const [companyId, setCompanyId] = useState(opened.companyId);
  const [number, setNumber] = useState(opened.number);
  const [values, setValues] = useState<Values>(opened.values);
  const dirty = companyId !== opened.companyId || number !== opened.number || valuesChanged(values, opened.values);
  // A check's message goes under its field (focused); the server's refusal, which names none, above the form.
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const refuse = (field: string | null, message: string) => {
    setError({ field, message });
    if (field) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus());
  };
  const fieldError = (field: string) => (error?.field === field ? { error: true, helperText: error.message } : {});
  // Editing the field a message is about takes the message away (the next save checks again).
  const edited = (field: string) => setError((e) => (e?.field === field ? null : e));
  const [saving, setSaving] = useState(false);
  const company = companies.find((c) => c.telecomCompanyId === companyId);
  const fields = company ? TELECOM_CONFIG_FIELDS[company.provider] : [];
  // Stored secrets count only while the line keeps a provider of the same kind (the server's rule too).
  const storedSecrets = line && company && line.provider === company.provider ? line.secretsSet : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lineProblem = telecomLineProblem({ telecomCompanyId: companyId, number });
    if (lineProblem || !company) {
      refuse(lineProblem?.field ?? 'telecomCompanyId', lineProblem?.message ?? MSG.telecom.companyRequired);
      return;
    }
    const config = filled(fields, values);
    const check = checkTelecomConfig(company.provider, config, Object.fromEntries(storedSecrets.map((k) => [k, 'stored'])));
    if (!check.ok) {
      refuse(check.field ?? null, check.message);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave({ telecomCompanyId: companyId, number: number.trim(), telecomConfig: JSON.stringify(config) });
    } catch (err) {
      refuse(null, (err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const set = (key: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [key]: value }));
    edited(key);
  };
  const titleId = 'telecom-number-dialog-title';

  return (
    <EditDialog open={open} dirty={dirty} onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form ref={form} noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{line ? L.editTitle(line.number) : L.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && error.field === null ? (
              <Alert severity="error" role="alert">
                {error.message}
              </Alert>
            ) : null}
            <TextField
              select
              label={L.company}
              name="telecomCompanyId"
              required
              {...fieldError('telecomCompanyId')}
              value={companyId}
              onChange={(e) => {
                setCompanyId(e.target.value);
                edited('telecomCompanyId');
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" />
              {companies.map((c) => (
                <option key={c.telecomCompanyId} value={c.telecomCompanyId}>
                  {c.telecomCompanyName}
                </option>
              ))}
            </TextField>
            {company ? (
              <Typography variant="body2" color="text.secondary">
                {L.providerNote}: {L.providers[company.provider]}
              </Typography>
            ) : null}
            <TextField
              label={L.number}
              name="number"
              required
              {...fieldError('number')}
              value={number}
              onChange={(e) => {
                setNumber(e.target.value);
                edited('number');
              }}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
            />
            {fields.map((field) => {
              const text = telecomConfigFieldLabel(field.key);
              if (field.kind === 'boolean') {
                return (
                  <FormControlLabel
                    key={field.key}
                    control={<Checkbox name={field.key} checked={values[field.key] === true} onChange={(e) => set(field.key, e.target.checked)} />}
                    label={text}
                  />
                );
              }
              const stored = field.kind === 'secret' && storedSecrets.includes(field.key);
              return (
                <TextField
                  key={field.key}
                  label={text}
                  name={field.key}
                  required={field.required && !stored}
                  error={error?.field === field.key}
                  type={field.kind === 'secret' ? 'password' : 'text'}
                  autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
                  value={field.kind === 'secret' && typeof values[field.key] !== 'string' ? '' : String(values[field.key] ?? '')}
                  onChange={(e) => set(field.key, e.target.value)}
                  helperText={error?.field === field.key ? error.message : stored ? L.secretStored : undefined}
                />
              );
            })}
          </Stack>
        </DialogContent>
        <SaveCancelActions busy={saving} onCancel={onClose} />
      </form>
    </EditDialog>
  );
}
