import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { TTripCard } from '@busdesk/api-contract';
import { notify, useSession } from '@busdesk/shared-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { SEARCH_LABELS } from '../labels';
import { SalesNotAuthorised } from './sales-not-authorised';
import { tripSearchApi, type TripSearchServices } from '../trip-search-services';
import { CompanyUseMenu, SearchConfigMenu } from './search-menus';
import { TripList } from './trip-list';
import { TripSearchFilters } from './trip-search-filters';
import { tripSelectionWarnings, type CompanyUse, type TripSearchFilters as TripSearchFilterValues } from '../trip-search-rules';
import { useCriteriaError } from '../hooks/use-criteria-error';
import { useInitialTrip } from '../hooks/use-initial-trip';
import { rememberedSearch, useRememberedSearch } from '../hooks/use-remembered-search';
import { useRequestedSearch } from '../hooks/use-requested-search';
import { useSearchConfig } from '../hooks/use-search-config';
import { useTripSearch } from '../hooks/use-trip-search';

export interface TripSearchPanelProps {
  selectedTripId: string | null;
  onSelectTrip(trip: TTripCard): void;
  /**
   * The trip the page opened from its URL. When it is not in the list, the filters take its day and company and
   * the list is searched once, so the open trip's card shows (selected, given the same id in selectedTripId).
   */
  initialTripId?: string | null;
  /** Controls beside each card, outside its button: issue 5's lock toggle and the vehicle/driver edit. */
  renderTripActions?: (trip: TTripCard) => ReactNode;
  /** The server calls; stories pass fixture data. Defaults to the real API. */
  services?: TripSearchServices;
  /** The company picker's phone icon (000 §2.12) was used: fill the ticket's phone with this company number. */
  onUseCompanyPhone?(phone: string): void;
  /**
   * A search asked from outside the filters (the softphone's 'Bán vé': the caller's route today, issue 15): the
   * filters become `filters` over empty ones and the list is searched, once per `seq`.
   */
  searchRequest?: { filters: Partial<TripSearchFilterValues>; seq: number } | null;
  /**
   * Remember the signed-in user's last list and show it again when the panel opens with neither a trip in the
   * address nor a search asked (/book-ticket reached again by the menu). Off for stories and tests.
   */
  rememberSearch?: boolean;
}

/** The departed look of a card follows the clock: re-render once a minute, the cards' time resolution. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The trip search of /book-ticket (001 §2.1, §5): filters, the trip list with 'Tải thêm', the company-use filter
 * and the configuration switches. A user without authorised routes sees the not-authorised message instead.
 */
export function TripSearchPanel(props: TripSearchPanelProps) {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  if (session.user.routeIds.length === 0) return <SalesNotAuthorised />;
  return <AuthorisedTripSearch {...props} partnerId={session.user.partnerId} userKey={props.rememberSearch ? `${session.user.partnerId}/${session.user.id}` : null} />;
}

function AuthorisedTripSearch({
  selectedTripId,
  onSelectTrip,
  renderTripActions,
  initialTripId,
  services = tripSearchApi,
  onUseCompanyPhone,
  searchRequest,
  partnerId,
  userKey,
}: TripSearchPanelProps & { partnerId: string; userKey: string | null }) {
  const config = useSearchConfig(services);
  const [companyUse, setCompanyUse] = useState<CompanyUse>(() => rememberedSearch(userKey)?.companyUse ?? 'all');
  const { hideTripOvertime, showTripHasDriversAndVehicle, displayTripNewStyle } = config.switches;
  const search = useTripSearch(services, { companyUse, hideTripOvertime, showTripHasDriversAndVehicle });
  const criteria = useCriteriaError(search.filters);
  useInitialTrip(services, initialTripId, search);
  useRequestedSearch(searchRequest, search);
  useRememberedSearch(userKey, search, companyUse, !initialTripId && !searchRequest);
  const now = useMinuteClock();

  const select = (trip: TTripCard) => {
    for (const warning of tripSelectionWarnings(trip, partnerId)) notify(warning, 'warning');
    onSelectTrip(trip);
  };

  return (
    // A column of its own height: the filters stay in view and the list scrolls under them (the page gives the
    // column a definite height from `md` up; below it the page scrolls and so does the list with it).
    <Box
      component="section"
      aria-label={SEARCH_LABELS.panel}
      aria-busy={search.busy !== null}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minHeight: 0 }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          criteria.check();
          search.search();
        }}
        sx={{ display: 'grid', gap: 1 }}
      >
        <TripSearchFilters search={search.controls} criteriaError={criteria.message} onUseCompanyPhone={onUseCompanyPhone} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button type="submit" variant="contained">
            {SEARCH_LABELS.getTrips}
          </Button>
          <Box sx={{ flex: 1 }} />
          <CompanyUseMenu value={companyUse} onChange={setCompanyUse} />
          <SearchConfigMenu switches={config.switches} onChange={(key, value) => void config.setSwitch(key, value)} />
        </Box>
      </Box>
      {search.busy !== null && <LinearProgress aria-label={SEARCH_LABELS.searching} />}
      {/* Relative: screen-reader-only text in the cards is absolutely placed, and must be clipped by this scroller, not
          stretch the document below the window. */}
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1, p: 0.5, m: -0.5 }}>
        {search.searched && (
          <TripList
            trips={search.trips}
            partnerId={partnerId}
            selectedTripId={selectedTripId}
            displayTripNewStyle={displayTripNewStyle}
            now={now}
            onSelect={select}
            renderTripActions={renderTripActions}
          />
        )}
        {search.nextPageToken !== null && (
          <Box>
            <Button variant="outlined" onClick={search.loadMore} disabled={search.busy !== null}>
              {SEARCH_LABELS.loadMore}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}

// The page (book-ticket-screen) shows the not-authorised message for the whole screen; it is exported here too
// so the page needs one import for everything the search owns.
export { SalesNotAuthorised, useAuthorisedRoutes } from './sales-not-authorised';
