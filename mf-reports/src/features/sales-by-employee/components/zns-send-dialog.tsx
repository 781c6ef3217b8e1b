import type { TCollectionZnsResponse } from '@busdesk/api-contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { COLLECTION_LABELS as L } from '../labels';

export interface ZnsSendDialogProps {
  count: number;
  templates: TCollectionZnsResponse['templates'];
  /** The configured default template's id (002 §5); the first template when it is not among them. */
  defaultTemplateId: string | null;
  onClose: () => void;
  /** Resolves when sent (the dialog closes from outside); rejects to keep it open. */
  onSend: (messageContentType: number) => Promise<void>;
}

/** The collection report's Zalo send (002 §2): one template, preselected from configuration, to the chosen tickets. */
export function ZnsSendDialog({ count, templates, defaultTemplateId, onClose, onSend }: ZnsSendDialogProps) {
  const [templateId, setTemplateId] = useState(() => templates.find((t) => t.id === defaultTemplateId)?.id ?? templates[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const template = templates.find((t) => t.id === templateId);
  const send = async () => {
    if (!template) return;
    setBusy(true);
    try {
      await onSend(template.messageContentType);
    } catch {
      // The screen showed the error; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="zns-send-title">
      <DialogTitle id="zns-send-title">{L.znsDialogTitle(count)}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TextField select fullWidth size="small" label={L.template} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
          {templates.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {L.close}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy || !template}>
          {L.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
