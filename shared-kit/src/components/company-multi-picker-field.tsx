import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { searchKey } from '../format/strip-diacritics';
import { LABELS, MSG } from '../messages/index';
import type { CompanyMultiPickerProps, CompanyPickerOption } from './company-picker-model';
import { COMPANY_LIST_POPPER, CompanyOptionContent, CompanyPhoneButton } from './company-picker-parts';

/** Enough to choose from while typing; the list is the agency's companies, a few dozen at most. */
const MAX_SHOWN = 100;

const matches = (option: CompanyPickerOption, key: string) => searchKey(`${option.companyName} ${option.companyPhoneNumber ?? ''}`).includes(key);

/**
 * Several companies out of a loaded list, each shown with its phone and remaining debt allowance (000 §2.12), the
 * chosen ones as chips (two, then '+n', so a narrow column keeps one line). Loaded with React.lazy by
 * CompanyMultiPicker, never imported statically.
 */
export function CompanyMultiPickerField({ options, value, onChange, onPhoneFill, label = LABELS.fields.company, disabled, size = 'small', id }: CompanyMultiPickerProps) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Autocomplete<CompanyPickerOption, true>
        multiple
        id={id}
        size={size}
        sx={{ flex: 1, minWidth: 0 }}
        options={options as CompanyPickerOption[]}
        value={value as CompanyPickerOption[]}
        onChange={(_event, chosen) => onChange(chosen)}
        disabled={disabled}
        limitTags={2}
        getOptionLabel={(option) => option.companyName}
        isOptionEqualToValue={(a, b) => a.companyId === b.companyId}
        filterOptions={(list, state) => {
          const key = searchKey(state.inputValue);
          return (key ? list.filter((option) => matches(option, key)) : list).slice(0, MAX_SHOWN);
        }}
        noOptionsText={MSG.common.noData}
        slotProps={{ chip: { size: 'small' }, popper: COMPANY_LIST_POPPER }}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <CompanyOptionContent option={option} />
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={label} />}
      />
      {onPhoneFill ? <CompanyPhoneButton companies={value} onPhoneFill={onPhoneFill} disabled={disabled} size={size} /> : null}
    </Stack>
  );
}
