import { CompanyUsage, type TApprovedStatus, type TCompanyUsage } from '@busdesk/api-contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { EditDialog } from '../../../shared/edit-dialog';
import { COMPANY_LABELS as L } from '../labels';
import { StatusSelect } from './status-select';

/** What the dialog sets on every chosen company; a field left out keeps each company's own value. */
export interface CompanyStatusPatch {
  approvedStatus?: TApprovedStatus;
  isNotUsingAv?: boolean;
}

export interface CompanyUpdateDialogProps {
  /** Names of the chosen companies, listed so the operator sees what the save will touch. */
  companyNames: readonly string[];
  onClose(): void;
  /** Saves; resolves when done (the dialog then closes), rejects to keep it open. */
  onSave(patch: CompanyStatusPatch): Promise<void>;
}

const KEEP = 'keep';
const KEEP_CHOICE = { value: KEEP, label: L.keep } as const;

/**
 * The Update dialog of 000 §2.5: approval and/or usage for the selected companies. Each select starts on 'Giữ
 * nguyên'; saving with both left so says what is missing instead of sending a call that changes nothing.
 */
export function CompanyUpdateDialog({ companyNames, onClose, onSave }: CompanyUpdateDialogProps) {
  const titleId = useId();
  const [approval, setApproval] = useState<TApprovedStatus | typeof KEEP>(KEEP);
  const [usage, setUsage] = useState<TCompanyUsage | typeof KEEP>(KEEP);
  const [error, setError] = useState(false);
  const [saving, setSaving] = useState(false);

  /** A choice in either select also clears the 'nothing to set' warning. */
  const choose =
    <T extends string>(set: (value: T | typeof KEEP) => void) =>
    (value: string) => {
      set(value as T | typeof KEEP);
      setError(false);
    };

  const save = async () => {
    if (approval === KEEP && usage === KEEP) {
      setError(true);
      return;
    }
    setSaving(true);
    try {
      await onSave({
        ...(approval === KEEP ? {} : { approvedStatus: approval }),
        ...(usage === KEEP ? {} : { isNotUsingAv: usage === CompanyUsage.NOT_USING }),
      });
    } catch {
      // The caller has said why; the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    // Edited once either select leaves 'Giữ nguyên', what it opened with.
    <EditDialog open dirty={approval !== KEEP || usage !== KEEP} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{L.dialogTitle(companyNames.length)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {companyNames.join(', ')}
        </Typography>
        <Stack spacing={2}>
          <StatusSelect kind="approval" first={KEEP_CHOICE} value={approval} onChange={choose<TApprovedStatus>(setApproval)} />
          <StatusSelect kind="usage" first={KEEP_CHOICE} value={usage} onChange={choose<TCompanyUsage>(setUsage)} />
          {error ? <Alert severity="warning">{L.nothingToSet}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {L.save}
        </Button>
      </DialogActions>
    </EditDialog>
  );
}
