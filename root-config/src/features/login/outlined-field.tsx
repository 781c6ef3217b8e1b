import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export interface OutlinedFieldProps extends Pick<OutlinedInputProps, 'name' | 'type' | 'autoComplete' | 'autoFocus' | 'endAdornment'> {
  label: string;
  required?: boolean;
  value: string;
  onValue: (value: string) => void;
  /** The field's error, said under it; without one a blank line keeps its place so the form does not jump. */
  error?: string | undefined;
}

/**
 * What TextField renders for an outlined text input (label, notched outline, helper text, the same ids and aria
 * wiring), built from its parts: TextField also imports Select, which pulls Menu → Popover → Modal into the login
 * page's first paint for a field that never shows a select.
 */
export function OutlinedField({ label, required, value, onValue, error, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} value={value} onChange={(e) => onValue(e.target.value)} {...input} />
      <FormHelperText id={helperTextId}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
