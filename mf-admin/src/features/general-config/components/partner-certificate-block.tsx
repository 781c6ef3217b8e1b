import { MSG, PKCS12_MAX_BYTES, type TPartnerCertificate, type TPartnerCertificateResponse } from '@busdesk/api-contract';
import { formatDateTime } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { AdminSection } from '../../../shared/admin-section';
import { useCertificateUpload } from '../hooks/use-certificate-upload';
import { useLoadedValue } from '../hooks/use-loaded-value';
import { CONFIG_LABELS as L } from '../labels';
import { CertificateUploadDialog } from './certificate-upload-dialog';

export interface PartnerCertificateServices {
  getPartnerCertificate: () => Promise<TPartnerCertificateResponse>;
  installPartnerCertificate: (file: File, password: string) => Promise<TPartnerCertificateResponse>;
}

/** 'AB:CD:…' in groups, as certificate viewers show a fingerprint. */
const groupedFingerprint = (hex: string) => hex.toUpperCase().match(/.{2}/g)?.join(':') ?? hex;

function CertificateDetails({ certificate }: { certificate: TPartnerCertificate }) {
  const expired = certificate.notAfter < Date.now();
  const rows: Array<[string, string]> = [
    [L.certificate.subject, certificate.subject],
    [L.certificate.issuer, certificate.issuer],
    [L.certificate.validity, `${formatDateTime(certificate.notBefore)} – ${formatDateTime(certificate.notAfter)}`],
    [L.certificate.serialNumber, certificate.serialNumber],
    [L.certificate.fingerprint, groupedFingerprint(certificate.fingerprint)],
    [L.certificate.source, L.certificate.sources[certificate.source]],
  ];
  return (
    <Box>
      {certificate.source === 'local-ca' ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {L.certificate.localCaNotice}
        </Alert>
      ) : null}
      {expired ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {MSG.transport.certificateExpired}
        </Alert>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * 'Chứng thư số' in the transport column (ADMIN only, like the column): the agency's signing certificate and an
 * install from a PKCS#12 file with its password (write-only: sent once, never shown or kept here).
 */
export function PartnerCertificateBlock({ services }: { services: PartnerCertificateServices }) {
  const [state, setState] = useLoadedValue(useCallback(() => services.getPartnerCertificate().then((r) => r.certificate), [services]));
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const upload = useCertificateUpload();

  const close = () => {
    setOpen(false);
    setPassword('');
    upload.reset();
  };

  const submit = (e: FormEvent) =>
    upload.submit(e, {
      fileRequired: MSG.transport.certificateFileRequired,
      refusal: (file) => {
        if (file.size > PKCS12_MAX_BYTES) return MSG.transport.certificateTooLarge;
        return password ? null : MSG.transport.certificatePasswordRequired;
      },
      send: async (file) => {
        const r = await services.installPartnerCertificate(file, password);
        setState({ kind: 'loaded', value: r.certificate });
        return MSG.transport.certificateInstalled;
      },
      done: close,
    });

  return (
    <AdminSection title={MSG.transport.certificateTitle}>
      {state.kind === 'loading' ? <Typography role="status">{L.certificate.loading}</Typography> : null}
      {state.kind === 'failed' ? <Alert severity="error">{MSG.transport.certificateLoadFailed}</Alert> : null}
      {state.kind === 'loaded' && state.value ? <CertificateDetails certificate={state.value} /> : null}
      {state.kind === 'loaded' && !state.value ? <Typography>{MSG.transport.certificateNone}</Typography> : null}
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => setOpen(true)} disabled={state.kind === 'loading'}>
          {MSG.transport.certificateInstall}
        </Button>
      </Box>
      <CertificateUploadDialog
        open={open}
        title={MSG.transport.certificateInstall}
        intro={<Typography variant="body2">{L.certificate.installHelp}</Typography>}
        accept=".p12,.pfx,application/x-pkcs12"
        fileLabel={L.certificate.file}
        upload={upload}
        submitLabel={L.certificate.submit}
        onSubmit={submit}
        onClose={close}
      >
        <TextField
          label={L.certificate.password}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            upload.setError(null);
          }}
          size="small"
          slotProps={{ htmlInput: { maxLength: 256 } }}
        />
      </CertificateUploadDialog>
    </AdminSection>
  );
}
