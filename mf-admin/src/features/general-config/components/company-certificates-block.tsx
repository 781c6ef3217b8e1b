import { COMPANY_CERTIFICATE_MAX_BYTES, MSG, type TCompanyCertificateEntry, type TCompanyCertificateListResponse, type TCompanyCertificateRegisterResponse } from '@busdesk/api-contract';
import { formatDate, VISUALLY_HIDDEN_SX } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { AdminSection } from '../../../shared/admin-section';
import { useCertificateUpload } from '../hooks/use-certificate-upload';
import { useLoadedValue } from '../hooks/use-loaded-value';
import { CONFIG_LABELS } from '../labels';
import { CertificateUploadDialog } from './certificate-upload-dialog';

const L = CONFIG_LABELS.companyCertificates;

export interface CompanyCertificatesServices {
  listCompanyCertificates: () => Promise<TCompanyCertificateListResponse>;
  registerCompanyCertificate: (companyId: string, file: File) => Promise<TCompanyCertificateRegisterResponse>;
}

/** The certificate's common name, which is what a person recognises in a subject. */
const commonName = (subject: string) => /(?:^|, )CN=([^,]+)/.exec(subject)?.[1] ?? subject;

function CertificateCell({ entry }: { entry: TCompanyCertificateEntry }) {
  const c = entry.certificate;
  if (!c) return <Typography variant="body2" color="text.secondary">{L.none}</Typography>;
  const expired = c.notAfter < Date.now();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {commonName(c.subject)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary">
          {L.validUntil(formatDate(c.notAfter))}
        </Typography>
        {expired ? <Chip size="small" color="error" label={L.expired} /> : null}
        {c.source === 'local-ca' ? (
          <Tooltip title={L.testOnlyHelp} describeChild>
            {/* Focusable, so the explanation is reachable from the keyboard too. */}
            <Chip size="small" variant="outlined" label={L.testOnly} tabIndex={0} sx={{ borderColor: 'warning.main' }} />
          </Tooltip>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * 'Chứng thư số của nhà xe' in the transport column (ADMIN only, like the column; docs/adr/0101): every bus company
 * with the public certificate this station registered for it — what the company's signature on an uploaded order is
 * verified against — and a dialog to register one from the company's .cer/.crt/.pem file.
 */
export function CompanyCertificatesBlock({ services }: { services: CompanyCertificatesServices }) {
  const [state, setState] = useLoadedValue(useCallback(() => services.listCompanyCertificates().then((r) => r.companies), [services]));
  const [target, setTarget] = useState<TCompanyCertificateEntry | null>(null);
  const upload = useCertificateUpload();

  const close = () => {
    setTarget(null);
    upload.reset();
  };

  const submit = (e: FormEvent) =>
    upload.submit(e, {
      fileRequired: MSG.transport.companyCertificateFileRequired,
      refusal: (file) => (file.size > COMPANY_CERTIFICATE_MAX_BYTES ? MSG.transport.companyCertificateTooLarge : null),
      send:
        target &&
        (async (file) => {
          const { entry } = await services.registerCompanyCertificate(target.companyId, file);
          setState((s) => (s.kind === 'loaded' ? { kind: 'loaded', value: s.value.map((x) => (x.companyId === entry.companyId ? entry : x)) } : s));
          return MSG.transport.companyCertificateRegistered;
        }),
      done: close,
    });

  return (
    <AdminSection title={MSG.transport.companyCertificatesTitle}>
      <Typography variant="body2" color="text.secondary">
        {L.help}
      </Typography>
      {state.kind === 'loading' ? <Typography role="status">{L.loading}</Typography> : null}
      {state.kind === 'failed' ? <Alert severity="error">{MSG.transport.certificateLoadFailed}</Alert> : null}
      {state.kind === 'loaded' ? (
        <TableContainer tabIndex={0} role="region" aria-label={L.tableLabel} sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={L.tableLabel}>
            <TableHead>
              <TableRow>
                <TableCell>{L.company}</TableCell>
                <TableCell>{L.certificate}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={VISUALLY_HIDDEN_SX}>
                    {L.register}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.value.map((entry) => (
                <TableRow key={entry.companyId} data-company-id={entry.companyId}>
                  <TableCell>
                    <Typography variant="body2">{entry.companyName}</Typography>
                    {entry.taxId ? (
                      <Typography variant="caption" color="text.secondary">
                        {L.taxId(entry.taxId)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <CertificateCell entry={entry} />
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setTarget(entry)}
                      aria-label={L.action(entry.certificate ? L.replace : L.register, entry.companyName)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {entry.certificate ? L.replace : L.register}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <CertificateUploadDialog
        open={target !== null}
        title={target ? L.registerFor(target.companyName) : ''}
        intro={
          <>
            <Typography variant="body2">{L.dialogHelp}</Typography>
            {target?.certificate ? (
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {L.current(target.certificate.subject)}
              </Typography>
            ) : null}
          </>
        }
        accept=".cer,.crt,.pem,.der,application/pkix-cert,application/x-x509-ca-cert"
        fileLabel={L.file}
        upload={upload}
        submitLabel={L.submit}
        onSubmit={submit}
        onClose={close}
      />
    </AdminSection>
  );
}

