import { MSG, invoiceIconColor, surchargeEffect, type InvoiceIconInput, type TSurchargeCategory } from '@busdesk/api-contract';
import { formatMoney, formatNumber } from '@busdesk/shared-kit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { HiddenFields } from '../booking-rules';
import { BookingTextField, type BookingFormBinding } from './booking-text-field';
import { BOOKING_LABELS } from '../labels';

const F = BOOKING_LABELS.fields;

export interface BookingExtrasProps extends BookingFormBinding {
  hidden: HiddenFields;
  editing: boolean;
  surcharges: readonly TSurchargeCategory[];
  /** The first selected ticket, for the invoice icon; absent for new seats (no invoice yet: red). */
  invoiceTicket?: InvoiceIconInput;
}

/** Digits only: money is integer đồng, typed with or without thousands dots. */
const parseMoney = (text: string): number => Number(text.replace(/\D/g, '').slice(0, 12) || '0');

/** Surcharges, deposit/extra payment, note, invoice request and the four send flags. */
export function BookingExtras({ form, onChange, hidden, disabled, editing, surcharges, invoiceTicket }: BookingExtrasProps) {
  const iconColor = invoiceIconColor(invoiceTicket ?? {});
  const flags = [
    ['sendSMS', F.sendSMS],
    ['sendZNS', F.sendZNS],
    ['isSendEmail', F.isSendEmail],
  ] as const;
  return (
    <Grid container spacing={1}>
      {!hidden.surcharges && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="booking-surcharges"
            select
            fullWidth
            size="small"
            label={F.surcharges}
            value={form.surchargeIds}
            onChange={(e) => {
              const value: unknown = e.target.value;
              onChange({ surchargeIds: Array.isArray(value) ? value.map(String) : String(value).split(',').filter(Boolean) });
            }}
            disabled={disabled}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) =>
                  surcharges
                    .filter((s) => (selected as string[]).includes(s.id))
                    .map((s) => s.name)
                    .join(', '),
              },
            }}
          >
            {surcharges.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                <Checkbox size="small" checked={form.surchargeIds.includes(s.id)} tabIndex={-1} />
                <ListItemText primary={s.name} secondary={formatMoney(surchargeEffect(s))} />
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      )}
      {!hidden.paidMoney && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="booking-paid-money"
            fullWidth
            size="small"
            label={editing ? F.extraPayment : MSG.sales.deposit}
            helperText={editing ? undefined : BOOKING_LABELS.helper.depositPerSeat}
            value={form.paidMoney ? formatNumber(form.paidMoney) : ''}
            onChange={(e) => onChange({ paidMoney: parseMoney(e.target.value) })}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      )}
      <BookingTextField field="note" id="booking-note" wide form={form} onChange={onChange} disabled={disabled} />
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
