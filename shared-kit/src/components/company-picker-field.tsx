import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '@busdesk/api-contract';
import { useEffect, useRef, useState } from 'react';
import { LABELS, MSG } from '../messages/index';
import { notify } from '../theme/notify';
import { COMPONENT_LABELS } from './component-labels';
import { remainingDebtText, type CompanyPickerOption, type CompanyPickerProps } from './company-picker-model';
import { COMPANY_LIST_POPPER, CompanyOptionContent, CompanyPhoneButton } from './company-picker-parts';

const errorDetail = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Searchable company select (000 §2.12). Searches by the typed key, 500 ms after the last keystroke, and
 * keeps only the newest answer so a slow early reply cannot overwrite a later one. Loaded with React.lazy by
 * CompanyPicker (company-picker.tsx), never imported statically: Autocomplete and its popper stay out of
 * shared-kit's first load.
 */
export function CompanyPickerField({
  searchCompanies,
  value,
  onChange,
  onPhoneFill,
  onSearchError,
  label = LABELS.fields.company,
  disabled,
  size = 'small',
}: CompanyPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [inputValue, setInputValue] = useState(value?.companyName ?? '');
  const [options, setOptions] = useState<readonly CompanyPickerOption[]>([]);
  const [loading, setLoading] = useState(false);
  // Callers often pass inline functions; the search must not restart because the parent re-rendered.
  const search = useRef(searchCompanies);
  const reportError = useRef(onSearchError);
  search.current = searchCompanies;
  reportError.current = onSearchError;

  useEffect(() => {
    setInputValue(value?.companyName ?? '');
  }, [value]);

  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      search
        .current(query.trim(), controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setOptions(found);
        })
        .catch((e: unknown) => {
          if (controller.signal.aborted) return;
          setOptions([]);
          if (reportError.current) reportError.current(e);
          else notify(`${MSG.company.searchFailedTitle} — ${MSG.company.searchFailed(errorDetail(e))}`, 'error');
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query]);

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete<CompanyPickerOption>
        sx={{ flex: 1, minWidth: 240 }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={value}
        onChange={(_, next) => onChange(next)}
        inputValue={inputValue}
        onInputChange={(_, next, reason) => {
          setInputValue(next);
          // Selecting fills the input with the name; only what the user types is a search key.
          if (reason === 'input' || reason === 'clear') setQuery(next);
        }}
        options={options as CompanyPickerOption[]}
        // The server has already filtered by the key; filtering again would hide matches on phone etc.
        filterOptions={(all) => all}
        getOptionLabel={(o) => o.companyName}
        isOptionEqualToValue={(a, b) => a.companyId === b.companyId}
        loading={loading}
        loadingText={COMPONENT_LABELS.searching}
        noOptionsText={MSG.common.noData}
        disabled={disabled}
        size={size}
        slotProps={{ popper: COMPANY_LIST_POPPER }}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <CompanyOptionContent option={option} />
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            helperText={value ? `${COMPONENT_LABELS.companyRemainingDebt}: ${remainingDebtText(value)}` : undefined}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {loading && open ? <CircularProgress color="inherit" size={16} /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {onPhoneFill ? <CompanyPhoneButton companies={value ? [value] : []} onPhoneFill={onPhoneFill} disabled={disabled} size={size} /> : null}
    </Stack>
  );
}
