import type { TCustomerMatch } from '@busdesk/api-contract';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import type { HiddenFields } from '../booking-rules';
import { BookingTextField, type BookingFormBinding } from './booking-text-field';
import { BOOKING_LABELS } from '../labels';

const F = BOOKING_LABELS.fields;

export interface PassengerFieldsProps extends BookingFormBinding {
  hidden: HiddenFields;
  matches: readonly TCustomerMatch[];
  onPickCustomer(match: TCustomerMatch): void;
  phoneRef?: Ref<HTMLInputElement>;
  ordererPhoneRef?: Ref<HTMLInputElement>;
  /**
   * Whether typing a phone looks up old customers (new seats only). The hint under the field says so only then;
   * under a selected (or paid, disabled) ticket it would promise a search that does not run, in grey too faint to read.
   */
  customerSearch: boolean;
}

const matchLabel = (m: TCustomerMatch | string): string =>
  typeof m === 'string' ? m : [m.companyCustomer.phoneNumber, m.companyCustomer.fullName].filter(Boolean).join(' - ');

/** Phone (with the customer autocomplete), name, email, birthday, orderer and the orderer's phone. */
export function PassengerFields({ form, onChange, hidden, disabled, matches, onPickCustomer, phoneRef, ordererPhoneRef, customerSearch }: PassengerFieldsProps) {
  const text = { form, onChange, disabled };
  return (
    <Grid container spacing={1}>
      {!hidden.phoneNumber && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <Autocomplete<TCustomerMatch, false, false, true>
            id="booking-phone"
            freeSolo
            disabled={disabled}
            options={[...matches]}
            // The server already filtered by phone prefix; MUI's own filter would hide '+84…' matches of '09…'.
            filterOptions={(options) => options}
            getOptionLabel={matchLabel}
            inputValue={form.phoneNumber}
            onInputChange={(_e, value, reason) => {
              // Picking an option sets the input to its label; the pick handler writes the real phone instead.
              if (reason !== 'reset') onChange({ phoneNumber: value });
            }}
            onChange={(_e, value) => {
              if (value && typeof value !== 'string') onPickCustomer(value);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={F.phoneNumber}
                helperText={customerSearch ? BOOKING_LABELS.helper.phoneSearch : undefined}
                inputRef={phoneRef}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, inputMode: 'tel' } }}
              />
            )}
          />
        </Grid>
      )}
      {!hidden.fullName && <BookingTextField field="fullName" id="booking-full-name" {...text} />}
      {!hidden.email && <BookingTextField field="email" id="booking-email" type="email" {...text} />}
      <BookingTextField field="birthday" id="booking-birthday" type="date" slotProps={{ inputLabel: { shrink: true } }} {...text} />
      <BookingTextField field="orderer" id="booking-orderer" {...text} />
      <BookingTextField field="ordererPhoneNumber" id="booking-orderer-phone" type="tel" inputRef={ordererPhoneRef} {...text} />
    </Grid>
  );
}
