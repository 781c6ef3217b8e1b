import { invoiceIconColor, type InvoiceIconInput } from '@busdesk/api-contract';
import { DateField } from '@busdesk/shared-kit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Ref } from 'react';
import type { BookingFieldErrors, HiddenFields } from '../booking-rules';
import { BookingTextField, type BookingFormBinding } from './booking-text-field';
import { BOOKING_LABELS } from '../labels';

const F = BOOKING_LABELS.fields;

export interface MoreFieldsProps extends BookingFormBinding {
  hidden: HiddenFields;
  errors: BookingFieldErrors;
  ordererPhoneRef?: Ref<HTMLInputElement>;
  /** The first selected ticket, for the invoice icon; absent for new seats (no invoice yet: red). */
  invoiceTicket?: InvoiceIconInput;
}

/** The fields a counter sale rarely needs, under 'Thông tin khác': email, birthday, orderer, invoice and sending. */
export function MoreFields({ form, onChange, hidden, disabled, errors, ordererPhoneRef, invoiceTicket }: MoreFieldsProps) {
  const text = { form, onChange, disabled };
  const iconColor = invoiceIconColor(invoiceTicket ?? {});
  const flags = [
    ['sendSMS', F.sendSMS],
    ['sendZNS', F.sendZNS],
    ['isSendEmail', F.isSendEmail],
  ] as const;
  return (
    <Grid container spacing={1}>
      {!hidden.email && <BookingTextField field="email" id="booking-email" type="email" {...text} />}
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateField
          id="booking-birthday"
          label={F.birthday}
          value={form.birthday}
          onChange={(birthday) => onChange({ birthday })}
          valueFormat="YYYY-MM-DD"
          clearable
          disableFuture
          disabled={disabled}
          fullWidth
        />
      </Grid>
      <BookingTextField field="orderer" id="booking-orderer" {...text} />
      <BookingTextField field="ordererPhoneNumber" id="booking-orderer-phone" type="tel" inputRef={ordererPhoneRef} error={errors.ordererPhoneNumber} {...text} />
      <Grid size={12}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Tooltip title={BOOKING_LABELS.invoiceIcon[iconColor]}>
            <ReceiptLongIcon
              data-testid="invoice-icon"
              data-color={iconColor}
              aria-label={BOOKING_LABELS.invoiceIcon[iconColor]}
              role="img"
              sx={{ color: iconColor === 'green' ? 'success.main' : 'error.main', mr: 0.5 }}
            />
          </Tooltip>
          <FormControlLabel
            control={<Checkbox size="small" checked={form.requireInvoice} onChange={(e) => onChange({ requireInvoice: e.target.checked })} />}
            label={F.invoice}
            disabled={disabled}
          />
        </Stack>
        <FormGroup row>
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={form.sendAll}
                // 'Gửi tất cả' ticks every channel; unticking it clears them.
                onChange={(e) => onChange({ sendAll: e.target.checked, sendSMS: e.target.checked, sendZNS: e.target.checked, isSendEmail: e.target.checked })}
              />
            }
            label={F.sendAll}
            disabled={disabled}
          />
          {flags.map(([key, label]) => (
            <FormControlLabel
              key={key}
              control={
                <Checkbox
                  size="small"
                  checked={form[key]}
                  onChange={(e) => {
                    const next = { ...form, [key]: e.target.checked };
                    onChange({ [key]: e.target.checked, sendAll: next.sendSMS && next.sendZNS && next.isSendEmail });
                  }}
                />
              }
              label={label}
              disabled={disabled}
            />
          ))}
        </FormGroup>
      </Grid>
    </Grid>
  );
}
