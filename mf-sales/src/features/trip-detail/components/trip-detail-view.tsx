import { formatTimeDate, MSG } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { SeatMap } from '../../../shared/seat-map/seat-map';
import type { SeatContext, Selection } from '../../../shared/seat-map/seat-rules';
import type { TTicket } from '@busdesk/api-contract';
import { TRIP_DETAIL_LABELS as L } from '../labels';
import { PassengerList } from './passenger-list';
import { PointsSummary } from './points-summary';
import { TripSummaryBar } from './trip-summary-bar';
import type { LiveTripData } from '../../../shared/live-trip/live-trip-state';
import { moneySummary, pointsSummary, seatSummary, visibleTickets } from '../trip-summaries';
import { tripWarnings, TripWarnings } from './trip-warnings';

export interface TripDetailViewProps {
  data: LiveTripData;
  ctx: SeatContext;
  selection: Selection;
  selectedTickets: readonly TTicket[];
  onSeatActivate(seatId: string): void;
  /** The booking form beside the map (the booking feature's BookingPanel in the product; anything in a story). */
  booking: ReactNode;
  /** Tools of the opened trip in its header (the trip-ops feature's TripToolsBar in the product). */
  tripTools?: ReactNode;
  /**
   * The opened trip's first paint: the header's text and the seat map only. The map/passenger tabs keep their place
   * (the same height and rule) until the next pass renders them (TripDetail).
   */
  firstPass?: boolean;
}

type TabKey = 'map' | 'passengers';

/** The tabs' row, and its place while the opened trip's first pass has no tabs yet. */
const TABS_SX = { px: 1, minHeight: 40, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 40, py: 0.5 } } as const;

/**
 * The map / passenger tabs. Memoised: MUI's Tabs measures its tabs (getBoundingClientRect, a forced layout of the
 * page) after every render, and the view renders on every seat click and clock tick.
 */
const TripTabs = memo(function TripTabs({ tab, onChange, id }: { tab: TabKey; onChange(next: TabKey): void; id: string }) {
  return (
    <Tabs value={tab} onChange={(_e, next: TabKey) => onChange(next)} aria-label={L.tabs} sx={TABS_SX}>
      <Tab value="map" label={L.seatMapTab} id={`${id}-tab-map`} aria-controls={`${id}-panel-map`} />
      <Tab value="passengers" label={L.passengerTab} id={`${id}-tab-passengers`} aria-controls={`${id}-panel-passengers`} />
    </Tabs>
  );
});

/**
 * The opened trip (001 §2.1 'Trip detail'): warnings, a compact header (trip, vehicle, the seat and money summary,
 * tickets by pick-up point), then the seat map beside the booking form; the passenger list tab takes the width of
 * both. From `md` up it fills the column's height and nothing scrolls the page (docs/adr/0043). DOM order is the
 * focus order: tabs, seat map, then the form.
 */
export function TripDetailView(props: TripDetailViewProps) {
  const { data, ctx, selection, selectedTickets, onSeatActivate, booking, tripTools, firstPass = false } = props;
  const [tab, setTab] = useState<TabKey>('map');
  const id = useId();
  const { trip } = data;
  const own = useMemo(() => visibleTickets(data.tickets, ctx.now), [data.tickets, ctx.now]);
  const seats = seatSummary({
    seats: trip.seatMap,
    companyLockedSeatIds: ctx.companyLockedSeatIds,
    tickets: own,
    otherSeats: data.otherSeats,
    selectedSeatIds: selection.seatIds,
    selectedTickets,
  });
  const money = useMemo(() => moneySummary(own, ctx.now), [own, ctx.now]);
  const points = useMemo(() => pointsSummary(own, data.points), [own, data.points]);
  const warnings = tripWarnings(trip, ctx.currentPartnerId, ctx.now);

  return (
    <Box component="section" aria-label={L.region} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, minHeight: 0, flex: 1 }}>
      <TripWarnings warnings={warnings} />
      <Paper variant="outlined" sx={{ px: 1.5, py: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {/* At least the height of the tools' small buttons, which come in the pass after the map's (TripDetail). */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 31 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: '1 1 auto' }}>
            {formatTimeDate(trip.startTimeReality)} · {trip.routeName}
          </Typography>
          {tripTools}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {trip.companyName} · {trip.numberPlate ?? MSG.sales.noVehicle}
          {trip.driverNames.length > 0 ? ` · ${trip.driverNames.join(', ')}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, alignItems: 'center' }}>
          <TripSummaryBar seats={seats} money={money} />
          <PointsSummary rows={points} />
        </Box>
      </Paper>
      <Box sx={{ display: 'flex', gap: 1.5, flex: 1, minHeight: 0, flexDirection: { xs: 'column', md: 'row' } }}>
        <Paper variant="outlined" sx={{ flex: '1 1 auto', minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          {firstPass ? (
            // The tabs' row as they draw it, a 40 px line of tabs over its rule, so the map does not move when they come.
            <Box sx={TABS_SX}>
              <Box sx={{ height: 40 }} />
            </Box>
          ) : (
            <TripTabs tab={tab} onChange={setTab} id={id} />
          )}
          <Box
            role="tabpanel"
            hidden={tab !== 'map'}
            id={`${id}-panel-map`}
            aria-labelledby={`${id}-tab-map`}
            sx={{ p: 1, flex: 1, minHeight: 0, overflow: 'auto', display: tab === 'map' ? 'flex' : 'none', flexDirection: 'column' }}
          >
            <SeatMap {...ctx} selectedSeatIds={selection.seatIds} onSeatActivate={onSeatActivate} />
          </Box>
          <Box
            role="tabpanel"
            hidden={tab !== 'passengers'}
            id={`${id}-panel-passengers`}
            aria-labelledby={`${id}-tab-passengers`}
            sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}
          >
            {tab === 'passengers' ? <PassengerList tickets={own} now={ctx.now} /> : null}
          </Box>
        </Paper>
        {/* Hidden, not unmounted, while the passenger list takes the width: what was typed in the form stays. */}
        <Paper
          variant="outlined"
          sx={{
            width: { md: 370, lg: 390, xl: 440 },
            flexShrink: 0,
            minHeight: 0,
            display: tab === 'map' ? 'flex' : 'none',
            flexDirection: 'column',
          }}
        >
          {booking}
        </Paper>
      </Box>
    </Box>
  );
}
