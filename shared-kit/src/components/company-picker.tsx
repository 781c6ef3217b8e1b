import PhoneForwardedOutlined from '@mui/icons-material/PhoneForwardedOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DEBT_DISPLAY_CAP, SEARCH_DEBOUNCE_MS } from '@busdesk/api-contract';
import { useEffect, useRef, useState } from 'react';
import { formatDebt } from '../format/index';
import { LABELS, MSG } from '../messages/index';
import { notify } from '../theme/notify';
import { COMPONENT_LABELS } from './component-labels';

/** One company the agency may sell for, as the picker shows it (flattened from the partner-company link). */
export interface CompanyPickerOption {
  companyId: string | number;
  companyName: string;
  companyPhoneNumber?: string | null;
  debtLimit?: number | null;
  currentDebt?: number | null;
}

/**
 * Where the companies come from. The product passes a function calling POST /api/v2/partner/search/company
 * (results.companies, mapped to options); stories and tests pass a fake. An aborted signal means the answer
 * is no longer wanted.
 */
export type SearchCompanies = (key: string, signal: AbortSignal) => Promise<readonly CompanyPickerOption[]>;

/**
 * Remaining debt allowance: debtLimit − currentDebt. A company without a limit, or with more than the display
 * cap left, shows '1.000.000.000+' (000 §9).
 */
export function remainingDebtText(option: Pick<CompanyPickerOption, 'debtLimit' | 'currentDebt'>): string {
  if (option.debtLimit === null || option.debtLimit === undefined) return formatDebt(DEBT_DISPLAY_CAP);
  return formatDebt(option.debtLimit - (option.currentDebt ?? 0));
}

export interface CompanyPickerProps {
  searchCompanies: SearchCompanies;
  value: CompanyPickerOption | null;
  onChange: (company: CompanyPickerOption | null) => void;
  /** When given, a phone button fills the ticket's phone with the chosen company's number. */
  onPhoneFill?: (companyPhone: string) => void;
  /** Replaces the default error snackbar ('Lỗi tìm nhà xe — Kết nối tìm kiếm thất bại: …'). */
  onSearchError?: (error: unknown) => void;
  label?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

const errorDetail = (e: unknown) => (e instanceof Error ? e.message : String(e));

function OptionContent({ option }: { option: CompanyPickerOption }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {option.companyName}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {[option.companyPhoneNumber, `${COMPONENT_LABELS.companyRemainingDebt}: ${remainingDebtText(option)}`]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
}

/**
 * Searchable company select (000 §2.12). Searches by the typed key, 500 ms after the last keystroke, and
 * keeps only the newest answer so a slow early reply cannot overwrite a later one.
 */
export function CompanyPicker({
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

  const phone = value?.companyPhoneNumber ?? '';

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
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <OptionContent option={option} />
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
      {onPhoneFill ? (
        <Tooltip title={COMPONENT_LABELS.companyPhoneFill}>
          <span>
            <IconButton
              aria-label={COMPONENT_LABELS.companyPhoneFill}
              disabled={disabled || !phone}
              onClick={() => onPhoneFill(phone)}
              size={size}
            >
              <PhoneForwardedOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
