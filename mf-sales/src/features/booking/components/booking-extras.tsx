import { MSG, surchargeEffect, type TSurchargeCategory } from '@busdesk/api-contract';
import { formatMoney, formatNumber } from '@busdesk/shared-kit';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { HiddenFields } from '../booking-rules';
import { BookingTextField, type BookingFormBinding } from './booking-text-field';
import { BOOKING_LABELS } from '../labels';

const F = BOOKING_LABELS.fields;

export interface BookingExtrasProps extends BookingFormBinding {
  hidden: HiddenFields;
  editing: boolean;
  surcharges: readonly TSurchargeCategory[];
  paidMoneyRef?: Ref<HTMLInputElement>;
  /** The failed check shown at the deposit (or extra payment) field. */
  paidMoneyError?: string;
}

/** Digits only: money is integer đồng, typed with or without thousands dots. */
const parseMoney = (text: string): number => Number(text.replace(/\D/g, '').slice(0, 12) || '0');

/** What changes the money, beside the points: surcharges and the deposit (or extra payment); then the note. */
export function BookingExtras({ form, onChange, hidden, disabled, editing, surcharges, paidMoneyRef, paidMoneyError }: BookingExtrasProps) {
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
            helperText={paidMoneyError ?? (editing ? undefined : BOOKING_LABELS.helper.depositPerSeat)}
            error={Boolean(paidMoneyError)}
            value={form.paidMoney ? formatNumber(form.paidMoney) : ''}
            onChange={(e) => onChange({ paidMoney: parseMoney(e.target.value) })}
            disabled={disabled}
            inputRef={paidMoneyRef}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      )}
      <BookingTextField field="note" id="booking-note" wide form={form} onChange={onChange} disabled={disabled} />
    </Grid>
  );
}
