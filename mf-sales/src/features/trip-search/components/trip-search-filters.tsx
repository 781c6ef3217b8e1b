import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import type { TCompanyOption } from '@busdesk/api-contract';
import { CompanyMultiPicker, DateField, type CompanyPickerOption } from '@busdesk/shared-kit';
import { memo, useId, type ReactNode } from 'react';
import { SEARCH_LABELS } from '../labels';
import { SearchOptionPicker } from './search-option-picker';
import { filterDisabled, pointsForFilters, routesOfCompanies } from '../trip-search-rules';
import type { TripFilterControls } from '../hooks/use-trip-search';

/** The search's company as the shared picker shows it (000 §2.12: name, phone, remaining debt allowance). */
const toPickerOption = (company: TCompanyOption): CompanyPickerOption => ({
  companyId: company.id,
  companyName: company.name,
  companyPhoneNumber: company.companyPhoneNumber,
  debtLimit: company.debtLimit,
  currentDebt: company.currentDebt,
});

export interface TripSearchFiltersProps {
  search: TripFilterControls;
  /** The seed's message at the point and province fields after a search without any criterion; cleared by choosing one. */
  criteriaError?: string;
  /** The company picker's phone icon (000 §2.12): the page fills the ticket's phone with it. */
  onUseCompanyPhone?: (phone: string) => void;
}

/**
 * An up/down pair stacked in the column's full width with its swap button beside both: side by side, two
 * 'Tỉnh/Thành phố …' labels and their arrows do not fit the search column (~300 px at 1366×768).
 */
function StackedPair({ first, second, swap }: { first: ReactNode; second: ReactNode; swap: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateRows: 'auto auto', columnGap: 0.25, rowGap: 1, alignItems: 'center' }}>
      <Box sx={{ gridColumn: 1, gridRow: 1, minWidth: 0 }}>{first}</Box>
      <Box sx={{ gridColumn: 1, gridRow: 2, minWidth: 0 }}>{second}</Box>
      <Box sx={{ gridColumn: 2, gridRow: '1 / span 2' }}>{swap}</Box>
    </Box>
  );
}

/**
 * The filter column of 001 §2.1 with its enable rules, one field a line so every label and arrow fits the narrow
 * search column; the buttons below it live in the panel.
 */
export const TripSearchFilters = memo(function TripSearchFilters({ search, criteriaError, onUseCompanyPhone }: TripSearchFiltersProps) {
  const { filters, lookups } = search;
  const errorId = useId();
  const disabled = filterDisabled(filters);
  const companyOptions = lookups.companies.map(toPickerOption);
  const companies = companyOptions.filter((company) => filters.companyIds.includes(String(company.companyId)));
  const offered = pointsForFilters(lookups.points, lookups.routes, filters);
  const routeOptions = routesOfCompanies(lookups.routes, filters.companyIds);
  // A stop chosen before a company narrowed the list stays visible (and clearable) rather than silently hidden.
  const chosenElsewhere = lookups.points.filter(
    (point) => (point.id === filters.startPoint || point.id === filters.endPoint) && !offered.includes(point),
  );
  const points = [...chosenElsewhere, ...offered];
  const pointDetail = (point: (typeof points)[number]) => point.provinceName ?? '';
  // The seed's message names the points and provinces: those fields are marked and described by it.
  const marked = criteriaError ? { error: true, describedBy: errorId } : {};

  return (
    // minmax(0, 1fr): the column's width decides, not the widest field's natural width (the date's sections would
    // otherwise push the form past a 290 px column).
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={search.today} sx={{ flex: 'none' }}>
          {SEARCH_LABELS.today}
        </Button>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <DateField label={SEARCH_LABELS.date} value={filters.date} onChange={(date) => search.update({ date })} fullWidth />
        </Box>
      </Box>
      <CompanyMultiPicker
        label={SEARCH_LABELS.companies}
        options={companyOptions}
        value={companies}
        disabled={disabled.companies}
        onChange={(chosen) => search.setCompanies(chosen.map((company) => String(company.companyId)))}
        onPhoneFill={onUseCompanyPhone}
      />
      <SearchOptionPicker
        label={SEARCH_LABELS.route}
        options={routeOptions}
        // Headed only when some route is popular: one lone 'Tuyến khác' heading would say nothing.
        groupBy={routeOptions.some((route) => route.popular) ? (route) => (route.popular ? SEARCH_LABELS.popularRoutes : SEARCH_LABELS.otherRoutes) : undefined}
        valueId={filters.routeId}
        disabled={disabled.route}
        onChange={(routeId) => search.update({ routeId })}
      />
      <StackedPair
        first={
          <SearchOptionPicker
            label={SEARCH_LABELS.provinceUp}
            options={lookups.provinces}
            valueId={filters.provinceUp}
            disabled={disabled.provinces}
            onChange={(provinceUp) => search.update({ provinceUp })}
            {...marked}
          />
        }
        second={
          <SearchOptionPicker
            label={SEARCH_LABELS.provinceDown}
            options={lookups.provinces}
            valueId={filters.provinceDown}
            disabled={disabled.provinces}
            onChange={(provinceDown) => search.update({ provinceDown })}
            {...marked}
          />
        }
        swap={
          <IconButton aria-label={SEARCH_LABELS.swapProvinces} disabled={disabled.provinces} onClick={search.swapProvinces} size="small">
            <SwapVertIcon />
          </IconButton>
        }
      />
      <StackedPair
        first={
          <SearchOptionPicker
            label={SEARCH_LABELS.pointUp}
            options={points}
            valueId={filters.startPoint}
            disabled={disabled.points}
            detail={pointDetail}
            onChange={(startPoint) => search.update({ startPoint })}
            {...marked}
          />
        }
        second={
          <SearchOptionPicker
            label={SEARCH_LABELS.pointDown}
            options={points}
            valueId={filters.endPoint}
            disabled={disabled.points}
            detail={pointDetail}
            onChange={(endPoint) => search.update({ endPoint })}
            {...marked}
          />
        }
        swap={
          <IconButton aria-label={SEARCH_LABELS.swapPoints} disabled={disabled.points} onClick={search.swapPoints} size="small">
            <SwapVertIcon />
          </IconButton>
        }
      />
      {criteriaError ? (
        <FormHelperText id={errorId} error sx={{ mx: 1.75, mt: -0.5 }}>
          {criteriaError}
        </FormHelperText>
      ) : null}
    </Box>
  );
});
