import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { CertificateUpload } from '../hooks/use-certificate-upload';
import { CONFIG_LABELS } from '../labels';

export interface CertificateUploadDialogProps {
  open: boolean;
  title: string;
  /** Texts above the file picker: what to choose, what is registered now. */
  intro: ReactNode;
  /** The picker's `accept` list: the file kinds this upload takes. */
  accept: string;
  /** The accessible name of the file input. */
  fileLabel: string;
  /** The dialog's state, from useCertificateUpload: the chosen file, the message, whether it is sending. */
  upload: Pick<CertificateUpload, 'file' | 'chooseFile' | 'error' | 'saving'>;
  /** Fields below the file picker (the PKCS#12 password). */
  children?: ReactNode;
  submitLabel: string;
  onSubmit: (e: FormEvent) => void;
  onClose: () => void;
}

/**
 * The dialog both certificate blocks of the transport column upload a file with: the agency's own PKCS#12 and a bus
 * company's public certificate differ only in their texts, file kinds and the password field.
 */
export function CertificateUploadDialog(props: CertificateUploadDialogProps) {
  const { open, title, intro, accept, fileLabel, upload, children, submitLabel, onSubmit, onClose } = props;
  const { file, error, saving } = upload;
  const fileInputId = useId();
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={`${fileInputId}-title`} fullWidth maxWidth="sm">
      {/* Its own form: the dialog sits inside the page's config form, whose submit must not fire. */}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={`${fileInputId}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {intro}
          <Box>
            <Button component="label" variant="outlined" htmlFor={fileInputId}>
              {CONFIG_LABELS.certificate.chooseFile}
            </Button>
            <input id={fileInputId} type="file" accept={accept} aria-label={fileLabel} style={visuallyHidden} onChange={(e) => upload.chooseFile(e.target.files?.[0] ?? null)} />
            <Typography variant="body2" component="span" sx={{ ml: 1 }}>
              {file ? file.name : CONFIG_LABELS.certificate.noFile}
            </Typography>
          </Box>
          {children}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {CONFIG_LABELS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Hidden but still in the accessibility tree: the visible button is its label. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
