import Autocomplete from '@mui/material/Autocomplete';
import type { SxProps, Theme } from '@mui/material/styles';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { searchKey } from '@busdesk/shared-kit';
import { SEARCH_LABELS } from '../labels';

interface Option {
  id: string;
  name: string;
}

/** Enough to pick from while typing; 1,000 stops rendered at once make the popup sluggish on counter PCs. */
const MAX_SHOWN = 100;

/** Accent-insensitive: staff type 'mien dong' for 'Miền Đông'. */
export function filterByName<T extends Option>(options: readonly T[], inputValue: string, detail?: (option: T) => string): T[] {
  const key = searchKey(inputValue);
  const matches = key
    ? options.filter((option) => searchKey(`${option.name} ${detail?.(option) ?? ''}`).includes(key))
    : [...options];
  return matches.slice(0, MAX_SHOWN);
}

export interface SearchOptionPickerProps<T extends Option> {
  label: string;
  options: readonly T[];
  valueId: string | null;
  disabled?: boolean;
  onChange(id: string | null): void;
  sx?: SxProps<Theme>;
  /** Secondary text shown under a name and searched too (a stop's province). */
  detail?: (option: T) => string;
  /** Marks the field invalid (aria-invalid and the error colour). */
  error?: boolean;
  /** The id of the text saying what is wrong, read with the field. */
  describedBy?: string;
  /** Heads runs of options (the popular routes first); the options must already be in group order. */
  groupBy?: (option: T) => string;
}

/** One choice out of a looked-up list (route, province, stop), labelled for screen readers by `label`. */
export function SearchOptionPicker<T extends Option>({ label, options, valueId, disabled, onChange, detail, sx, error, describedBy, groupBy }: SearchOptionPickerProps<T>) {
  const value = options.find((option) => option.id === valueId) ?? null;
  const baseId = useId();
  return (
    <Autocomplete<T>
      size="small"
      sx={sx ?? { minWidth: 0, flex: '1 1 180px' }}
      options={options}
      value={value}
      disabled={disabled}
      getOptionLabel={(option) => option.name}
      groupBy={groupBy}
      // MUI's default group markup (a list inside the listbox) is not a valid listbox for screen readers: each group
      // is an ARIA group named by its heading instead, its options directly inside.
      renderGroup={(params) => (
        <li key={params.key} role="group" aria-labelledby={`${baseId}-group-${params.key}`} style={{ listStyle: 'none' }}>
          <ListSubheader component="div" id={`${baseId}-group-${params.key}`} sx={{ lineHeight: '32px', top: -8 }}>
            {params.group}
          </ListSubheader>
          <ul role="presentation" style={{ padding: 0 }}>
            {params.children}
          </ul>
        </li>
      )}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(list, state) => filterByName(list, state.inputValue, detail)}
      noOptionsText={SEARCH_LABELS.noOptions}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      renderOption={(props, option) => {
        const { key: _key, ...rest } = props;
        const secondary = detail?.(option);
        return (
          <li key={option.id} {...rest}>
            {secondary ? `${option.name} — ${secondary}` : option.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': describedBy } }}
        />
      )}
    />
  );
}
