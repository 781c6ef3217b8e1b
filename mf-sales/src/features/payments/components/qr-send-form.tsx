import { MSG, type TTicket } from '@busdesk/api-contract';
import { notify } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { PAYMENT_LABELS } from '../labels';
import type { PaymentServices } from '../payment-services';
import { sendErrorDetail, sendFormFrom, validateSend, type QrSendForm, type QrSendProblem } from '../payment-rules';

const S = PAYMENT_LABELS.send;

export interface QrSendFormProps {
  /** billNumber (bank QR) or orderId (wallet QR) of the QR on screen. */
  bill: string;
  tickets: readonly Pick<TTicket, 'phoneNumber' | 'fullName'>[];
  services: Pick<PaymentServices, 'sendQr'>;
}

/**
 * 'Send the QR to a customer' (001 §2.1 QR dialog): phone and name start from the selected tickets, ZNS or SMS
 * (willSendZNS); empty fields are refused with the seeds' texts (001 §5) and the field gets the focus.
 */
export function QrSendFormView({ bill, tickets, services }: QrSendFormProps) {
  const [form, setForm] = useState<QrSendForm>(() => sendFormFrom(tickets));
  const [problem, setProblem] = useState<QrSendProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  const change = (patch: Partial<QrSendForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSend(form);
    if (found) {
      setProblem(found);
      notify(found.message, 'warning');
      (found.field === 'customerPhone' ? phoneRef : nameRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const sent = await services.sendQr({
        billNumber: bill,
        willSendZNS: form.willSendZNS,
        customerName: form.customerName.trim(),
        customerPhone: form.customerPhone.trim(),
      });
      notify(MSG.sales.qrSendSuccess(sent.type), 'success');
    } catch (error) {
      notify(MSG.sales.qrSendFailed(sendErrorDetail(error)), 'error');
    } finally {
      setBusy(false);
    }
  };

  /** The phone and the name field: alike but for the form field, its label, its ref and its keyboard. */
  const textField = (field: QrSendProblem['field'], label: string, inputRef: RefObject<HTMLInputElement | null>, inputMode?: 'tel') => {
    const error = problem?.field === field ? problem.message : undefined;
    return (
      <TextField
        label={label}
        size="small"
        fullWidth
        value={form[field]}
        onChange={(e) => change({ [field]: e.target.value })}
        inputRef={inputRef}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { inputMode, autoComplete: 'off' } }}
      />
    );
  };

  return (
    <Stack component="form" spacing={1.5} aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {S.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {textField('customerPhone', S.phone, phoneRef, 'tel')}
        {textField('customerName', S.name, nameRef)}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <FormControl>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <FormLabel id={`${titleId}-channel`}>{S.channel}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-channel`}
              value={form.willSendZNS ? 'zns' : 'sms'}
              onChange={(e) => change({ willSendZNS: e.target.value === 'zns' })}
            >
              <FormControlLabel value="zns" control={<Radio size="small" />} label={S.zns} />
              <FormControlLabel value="sms" control={<Radio size="small" />} label={S.sms} />
            </RadioGroup>
          </Stack>
        </FormControl>
        <Button type="submit" variant="outlined" disabled={busy}>
          {S.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
