import { formatTimeDate, MSG } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { SeatMap } from '../../../shared/seat-map/seat-map';
import type { SeatContext, Selection } from '../../../shared/seat-map/seat-rules';
import type { TTicket } from '@busdesk/api-contract';
import { HoldCountdown } from './hold-countdown';
import { TRIP_DETAIL_LABELS as L } from '../labels';
import { PassengerList } from './passenger-list';
import { PointsSummary } from './points-summary';
import { TripSummaryBar } from './trip-summary-bar';
import type { SeatHold } from '../seat-lock-controller';
import type { LiveTripData } from '../../../shared/live-trip/live-trip-state';
import { moneySummary, pointsSummary, seatSummary, visibleTickets } from '../trip-summaries';
import { tripWarnings, TripWarnings } from './trip-warnings';

export interface TripDetailViewProps {
  data: LiveTripData;
  ctx: SeatContext;
  selection: Selection;
  selectedTickets: readonly TTicket[];
  hold: SeatHold | null;
  onSeatActivate(seatId: string): void;
  onHoldExpired(): void;
  /** The booking form beside the map (the booking feature's BookingPanel in the product; anything in a story). */
  booking: ReactNode;
  /** Tools of the opened trip in its header (the trip-ops feature's TripToolsBar in the product). */
  tripTools?: ReactNode;
}

type TabKey = 'map' | 'passengers';

/**
 * The opened trip (001 §2.1 'Trip detail'): warnings, the seat and money summary with the hold countdown, the
 * ticket-by-points summary, then the seat map / passenger list tabs beside the booking form. DOM order is the
 * focus order: tabs, seat map, then the form.
 */
export function TripDetailView(props: TripDetailViewProps) {
  const { data, ctx, selection, selectedTickets, hold, onSeatActivate, onHoldExpired, booking, tripTools } = props;
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
    <Box component="section" aria-label={L.region} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <TripWarnings warnings={warnings} />
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ flex: '1 1 auto' }}>
            {formatTimeDate(trip.startTimeReality)} · {trip.routeName}
          </Typography>
          {tripTools}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {trip.companyName} · {trip.numberPlate ?? MSG.sales.noVehicle}
          {trip.driverNames.length > 0 ? ` · ${trip.driverNames.join(', ')}` : ''}
        </Typography>
        <TripSummaryBar seats={seats} money={money} />
        {hold && selection.ticketIds.length === 0 && selection.seatIds.length > 0 ? (
          <HoldCountdown expiresAt={hold.expiresAt} serverOffset={hold.serverOffset} onExpired={onHoldExpired} />
        ) : null}
        <PointsSummary rows={points} />
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', lg: 'nowrap' } }}>
        <Paper variant="outlined" sx={{ flex: '1 1 480px', minWidth: 0 }}>
          <Tabs value={tab} onChange={(_e, next: TabKey) => setTab(next)} aria-label={L.tabs} sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="map" label={L.seatMapTab} id={`${id}-tab-map`} aria-controls={`${id}-panel-map`} />
            <Tab value="passengers" label={L.passengerTab} id={`${id}-tab-passengers`} aria-controls={`${id}-panel-passengers`} />
          </Tabs>
          <Box role="tabpanel" hidden={tab !== 'map'} id={`${id}-panel-map`} aria-labelledby={`${id}-tab-map`} sx={{ p: 1.5, overflowX: 'auto' }}>
            <SeatMap {...ctx} selectedSeatIds={selection.seatIds} onSeatActivate={onSeatActivate} />
          </Box>
          <Box role="tabpanel" hidden={tab !== 'passengers'} id={`${id}-panel-passengers`} aria-labelledby={`${id}-tab-passengers`}>
            {tab === 'passengers' ? <PassengerList tickets={own} now={ctx.now} /> : null}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ flex: '0 1 420px', minWidth: 320, p: 1.5 }}>
          <Tooltip title={L.phoneShortcutHelp}>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {L.phoneShortcut}
            </Typography>
          </Tooltip>
          {booking}
        </Paper>
      </Box>
    </Box>
  );
}
