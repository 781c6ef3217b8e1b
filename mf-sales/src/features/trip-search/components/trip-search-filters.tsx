import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { TCompanyOption } from '@busdesk/api-contract';
import { SEARCH_LABELS } from '../labels';
import { filterByName, SearchOptionPicker } from './search-option-picker';
import { filterDisabled, pointsForFilters, routesOfCompanies } from '../trip-search-rules';
import type { TripSearch } from '../hooks/use-trip-search';

/** yyyyMMdd ⇄ the yyyy-MM-dd of a date input. */
const toInputDate = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const fromInputDate = (value: string) => value.replaceAll('-', '');

/** An up/down pair with its swap button stays on one line, even in the page's narrow search column. */
const PAIR_SX = { display: 'flex', gap: 0.5, alignItems: 'center', flex: '3 1 300px', minWidth: 0 } as const;
const IN_PAIR_SX = { flex: '1 1 0', minWidth: 0 } as const;

export interface TripSearchFiltersProps {
  search: TripSearch;
}

/** The filter row of 001 §2.1 with its enable rules; the buttons below it live in the panel. */
export function TripSearchFilters({ search }: TripSearchFiltersProps) {
  const { filters, lookups } = search;
  const disabled = filterDisabled(filters);
  const companies = lookups.companies.filter((company) => filters.companyIds.includes(company.id));
  const offered = pointsForFilters(lookups.points, lookups.routes, filters);
  // A stop chosen before a company narrowed the list stays visible (and clearable) rather than silently hidden.
  const chosenElsewhere = lookups.points.filter(
    (point) => (point.id === filters.startPoint || point.id === filters.endPoint) && !offered.includes(point),
  );
  const points = [...chosenElsewhere, ...offered];
  const pointDetail = (point: (typeof points)[number]) => point.provinceName ?? '';

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button variant="outlined" onClick={search.today}>
        {SEARCH_LABELS.today}
      </Button>
      <TextField
        size="small"
        type="date"
        label={SEARCH_LABELS.date}
        value={toInputDate(filters.date)}
        // Clearing the native date input gives ''; the search always needs a day, so a blank keeps the last one.
        onChange={(event) => event.target.value && search.update({ date: fromInputDate(event.target.value) })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Autocomplete<TCompanyOption, true>
        multiple
        size="small"
        sx={{ minWidth: 0, flex: '2 1 220px' }}
        options={lookups.companies}
        value={companies}
        disabled={disabled.companies}
        getOptionLabel={(company) => company.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(list, state) => filterByName(list, state.inputValue)}
        noOptionsText={SEARCH_LABELS.noOptions}
        onChange={(_event, chosen) => search.setCompanies(chosen.map((company) => company.id))}
        renderInput={(params) => <TextField {...params} label={SEARCH_LABELS.companies} />}
      />
      <SearchOptionPicker
        label={SEARCH_LABELS.route}
        options={routesOfCompanies(lookups.routes, filters.companyIds)}
        valueId={filters.routeId}
        disabled={disabled.route}
        onChange={(routeId) => search.update({ routeId })}
      />
      <Box sx={PAIR_SX}>
        <SearchOptionPicker
          label={SEARCH_LABELS.provinceUp}
          sx={IN_PAIR_SX}
          options={lookups.provinces}
          valueId={filters.provinceUp}
          disabled={disabled.provinces}
          onChange={(provinceUp) => search.update({ provinceUp })}
        />
        <IconButton aria-label={SEARCH_LABELS.swapProvinces} disabled={disabled.provinces} onClick={search.swapProvinces}>
          <SwapHorizIcon />
        </IconButton>
        <SearchOptionPicker
          label={SEARCH_LABELS.provinceDown}
          sx={IN_PAIR_SX}
          options={lookups.provinces}
          valueId={filters.provinceDown}
          disabled={disabled.provinces}
          onChange={(provinceDown) => search.update({ provinceDown })}
        />
      </Box>
      <Box sx={PAIR_SX}>
        <SearchOptionPicker
          label={SEARCH_LABELS.pointUp}
          sx={IN_PAIR_SX}
          options={points}
          valueId={filters.startPoint}
          disabled={disabled.points}
          detail={pointDetail}
          onChange={(startPoint) => search.update({ startPoint })}
        />
        <IconButton aria-label={SEARCH_LABELS.swapPoints} disabled={disabled.points} onClick={search.swapPoints}>
          <SwapHorizIcon />
        </IconButton>
        <SearchOptionPicker
          label={SEARCH_LABELS.pointDown}
          sx={IN_PAIR_SX}
          options={points}
          valueId={filters.endPoint}
          disabled={disabled.points}
          detail={pointDetail}
          onChange={(endPoint) => search.update({ endPoint })}
        />
      </Box>
    </Box>
  );
}
