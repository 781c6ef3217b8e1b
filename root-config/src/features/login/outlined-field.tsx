import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface OutlinedFieldProps
  extends Pick<OutlinedInputProps, 'name' | 'type' | 'autoComplete' | 'autoFocus' | 'value' | 'onChange' | 'endAdornment'> {
  label: string;
  required?: boolean;
  error?: boolean;
  helperText: ReactNode;
}

/**
 * What TextField renders for an outlined text input (label, notched outline, helper text, the same ids and aria
 * wiring), built from its parts: TextField also imports Select, which pulls Menu → Popover → Modal into the login
 * page's first paint for a field that never shows a select.
 */
export function OutlinedField({ label, required, error, helperText, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" required={required} error={error}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} {...input} />
      <FormHelperText id={helperTextId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
