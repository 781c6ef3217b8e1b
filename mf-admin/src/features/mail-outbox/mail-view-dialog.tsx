import { escapeHtml, type TMailDetail } from '@busdesk/api-contract';
import { formatDateTime } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { OUTBOX_LABELS as L } from './labels';

export interface MailViewDialogProps {
  mail: TMailDetail;
  onClose(): void;
}

/**
 * One e-mail as the passenger receives it. The HTML (already sanitised by the server) is shown in a sandboxed
 * frame without scripts, so neither its styles nor anything in it can touch the portal page.
 */
export function MailViewDialog({ mail, onClose }: MailViewDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{mail.subject}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">
          {L.to}: {mail.toAddress} · {formatDateTime(mail.createdAt)}
        </Typography>
        <iframe
          title={L.previewTitle(mail.subject)}
          sandbox=""
          srcDoc={`<!doctype html><html lang="vi"><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title>${mail.html}`}
          style={{ width: '100%', height: 360, border: '1px solid #ddd', marginTop: 8 }}
        />
        {mail.raw ? (
          <details>
            <summary>{L.rawMessage}</summary>
            <pre data-testid="mail-raw" style={{ whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 240, overflow: 'auto' }}>
              {mail.raw}
            </pre>
          </details>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
