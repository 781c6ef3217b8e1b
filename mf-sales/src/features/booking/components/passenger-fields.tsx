import type { TCustomerMatch } from '@busdesk/api-contract';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { CustomerSearchState } from '../api/search-customers';
import type { BookingFieldErrors, HiddenFields } from '../booking-rules';
import { BookingTextField, type BookingFormBinding } from './booking-text-field';
import { BOOKING_LABELS } from '../labels';

const F = BOOKING_LABELS.fields;

/** The phone's search of old customers: whether it runs, what it found, and what picking a match does. */
export interface CustomerSearchBinding extends CustomerSearchState {
  /**
   * Whether typing a phone looks up old customers (new seats only). The hint under the field says so only then;
   * under a selected (or paid, disabled) ticket it would promise a search that does not run, in grey too faint to read.
   */
  enabled: boolean;
  onPick(match: TCustomerMatch): void;
}

export interface PassengerFieldsProps extends BookingFormBinding {
  hidden: HiddenFields;
  /** `blockedMessage`: the typed phone is a blocked search keyword (ADR 0053), the server's message shown under the field. */
  customerSearch: CustomerSearchBinding;
  phoneRef?: Ref<HTMLInputElement>;
  errors: BookingFieldErrors;
}

const matchLabel = (m: TCustomerMatch | string): string =>
  typeof m === 'string' ? m : [m.companyCustomer.phoneNumber, m.companyCustomer.fullName].filter(Boolean).join(' - ');

/**
 * The passenger, first in the form: phone (with the customer autocomplete) and name side by side, in 24 columns so the
 * name gets all the room a 10-digit phone leaves: at 1366 px with the sidebar open (a 364 px form) a whole phone and a
 * four-word name ('Nguyễn Thị Thanh Hương') both show; the customer-search hint spans both below.
 */
export function PassengerFields({ form, onChange, hidden, disabled, customerSearch: search, phoneRef, errors }: PassengerFieldsProps) {
  const phoneError = errors.phoneNumber;
  return (
    <Grid container spacing={1} columns={24}>
      {!hidden.phoneNumber && (
        <Grid size={hidden.fullName ? 24 : 9}>
          <Autocomplete<TCustomerMatch, false, true, true>
            id="booking-phone"
            freeSolo
            // No clear button: it would take the room of the last digits (the clerk selects all and types over).
            disableClearable
            disabled={disabled}
            options={[...search.matches]}
            // The server already filtered by phone prefix; MUI's own filter would hide '+84…' matches of '09…'.
            filterOptions={(options) => options}
            getOptionLabel={matchLabel}
            inputValue={form.phoneNumber}
            onInputChange={(_e, value, reason) => {
              // Picking an option sets the input to its label; the pick handler writes the real phone instead.
              if (reason !== 'reset') onChange({ phoneNumber: value });
            }}
            onChange={(_e, value) => {
              if (value && typeof value !== 'string') search.onPick(value);
            }}
            // The list is as wide as the form, so a phone and a name fit on one line.
            slotProps={{ popper: { placement: 'bottom-start', style: { width: 'fit-content', minWidth: 260 } } }}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={F.phoneNumber}
                error={Boolean(phoneError)}
                inputRef={phoneRef}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: {
                    ...params.slotProps.htmlInput,
                    inputMode: 'tel',
                    'aria-describedby': phoneError || search.enabled ? 'booking-phone-hint' : undefined,
                  },
                }}
              />
            )}
          />
        </Grid>
      )}
      {!hidden.fullName && <BookingTextField field="fullName" id="booking-full-name" form={form} onChange={onChange} disabled={disabled} gridSize={hidden.phoneNumber ? 24 : 15} />}
      {!hidden.phoneNumber && (phoneError || search.enabled) ? (
        <Grid size={24} sx={{ mt: -0.5 }}>
          <Typography id="booking-phone-hint" variant="caption" color={phoneError ? 'error' : 'text.secondary'} component="p" sx={{ m: 0, px: 1.75 }}>
            {phoneError ?? (search.enabled ? search.blockedMessage : undefined) ?? BOOKING_LABELS.helper.phoneSearch}
          </Typography>
        </Grid>
      ) : null}
    </Grid>
  );
}
