import { MSG, TRANSPORT_XML_MAX_BYTES, type TCreateTransportOrderFields, type TTransportOrder } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { TRANSPORT_LABELS } from '../../../messages';
import { VnDateTimeField } from '../../../shared/vn-datetime-field';
import { fromVnInputValue, toVnInputValue } from '../../../shared/vn-datetime-input';
import type { SignListServices } from '../sign-list-services';

const L = TRANSPORT_LABELS.create;

/** 002 §5/§9: the upload starts this long after a file is chosen. */
export const UPLOAD_DELAY_MS = 500;
/** 002 §5: the only type accepted. */
export const XML_TYPE = 'text/xml';

export interface CreateOrderDialogProps {
  create: SignListServices['create'];
  onClose: () => void;
  /** After a successful upload (the list is read again). */
  onCreated: (order: TTransportOrder) => void;
}

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : MSG.transport.signFailed);

/**
 * The create dialog (002 §2, §5): the code, the user's side(s), the departure time and the XML. Only text/xml is
 * accepted ('File không hợp lệ', the file cleared); one file; the upload starts 500 ms after choosing it and a
 * refusal shows the server's message ('Mã số bến xe không hợp lệ', 'Bến không hợp lệ', 'Doanh nghiệp chưa ký'…).
 */
export function CreateOrderDialog({ create, onClose, onCreated }: CreateOrderDialogProps) {
  const [code, setCode] = useState('');
  const [upStation, setUpStation] = useState(true);
  const [downStation, setDownStation] = useState(false);
  const [departure, setDeparture] = useState(() => toVnInputValue(Date.now()));
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = useId();
  // The latest field values, read when the delayed upload fires (the user may still type in those 500 ms).
  const fields = useRef<TCreateTransportOrderFields>({ code: null, upStation: true, downStation: false });
  const time = fromVnInputValue(departure);
  fields.current = { code: code.trim() || null, upStation, downStation, ...(time === null ? {} : { timeStartTrip: time }) };

  useEffect(() => () => clearTimeout(timer.current), []);

  const clearFile = () => {
    if (input.current) input.current.value = '';
    setFileName(null);
  };

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const { transport } = await create(file, fields.current);
      notify(MSG.transport.uploadSuccess, 'success');
      onCreated(transport);
    } catch (e) {
      notify(errorText(e), 'error');
      clearFile();
    } finally {
      setBusy(false);
    }
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    clearTimeout(timer.current);
    const file = e.target.files?.[0];
    if (!file) return;
    if (file.type !== XML_TYPE) {
      notify(MSG.transport.fileInvalid, 'error');
      clearFile();
      return;
    }
    if (file.size > TRANSPORT_XML_MAX_BYTES) {
      notify(MSG.transport.xmlTooLarge, 'error');
      clearFile();
      return;
    }
    setFileName(file.name);
    timer.current = setTimeout(() => void upload(file), UPLOAD_DELAY_MS);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="create-order-title">
      <DialogTitle id="create-order-title">{L.title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField size="small" label={L.code} value={code} onChange={(e) => setCode(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{L.sides}</FormLabel>
          <FormGroup row>
            <FormControlLabel control={<Checkbox checked={upStation} onChange={(e) => setUpStation(e.target.checked)} />} label={L.upStation} />
            <FormControlLabel control={<Checkbox checked={downStation} onChange={(e) => setDownStation(e.target.checked)} />} label={L.downStation} />
          </FormGroup>
        </Box>
        <VnDateTimeField
          label={L.departure}
          value={departure}
          onChange={setDeparture}
          error={time === null}
          {...(time === null ? { helperText: MSG.transport.timeRequired } : {})}
          disabled={busy}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {L.chooseFile}
          </Button>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={XML_TYPE}
            aria-label={L.file}
            onChange={choose}
            disabled={busy}
            // Visually hidden but reachable: the label above is the button a user clicks or activates.
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
          <Typography variant="body2" aria-live="polite">
            {busy ? L.uploading : (fileName ?? L.hint)}
          </Typography>
        </Box>
        {busy ? <LinearProgress aria-label={L.uploading} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {L.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
