import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BlockIcon from '@mui/icons-material/Block';
import LockIcon from '@mui/icons-material/Lock';
import { isTripDeparted, MSG, type TTripCard } from '@busdesk/api-contract';
import { formatTime } from '@busdesk/shared-kit';
import type { ReactNode } from 'react';
import { SEARCH_LABELS } from './labels';
import { hasVehicleAndDriver, isTripLockedFor } from './trip-search-rules';

export interface TripCardProps {
  trip: TTripCard;
  /** The session's agency: only its own partnerLocks entry makes the card locked. */
  partnerId: string;
  selected: boolean;
  /** Clock for the departed rule (epoch ms). */
  now: number;
  onSelect(trip: TTripCard): void;
  /** Controls beside the card (issue 5's lock toggle, the vehicle/driver edit); kept outside the card's button. */
  actions?: ReactNode;
  /** One-line layout: fixed width so the cards line up. */
  fixedWidth?: boolean;
}

/** One trip of the search result (001 §2.1 'Trip cards'); a button, so Tab reaches it and Enter/Space select it. */
export function TripCard({ trip, partnerId, selected, now, onSelect, actions, fixedWidth }: TripCardProps) {
  const departed = isTripDeparted(trip, now);
  const locked = isTripLockedFor(trip, partnerId);
  const noSeatChoice = trip.choosableSeat === 0;
  const time = formatTime(trip.startTimeReality);
  const vehicle = hasVehicleAndDriver(trip) ? (trip.numberPlate ?? '') : MSG.sales.noVehicle;
  const name = SEARCH_LABELS.tripCard([
    time,
    SEARCH_LABELS.seats(trip.totalBookedSeat, trip.totalSeat),
    trip.routeName,
    vehicle,
    trip.companyName,
    locked ? SEARCH_LABELS.tripLocked : '',
    noSeatChoice ? SEARCH_LABELS.noSeatChoice : '',
    departed ? SEARCH_LABELS.departed : '',
  ]);

  return (
    <Box
      component="li"
      data-departed={departed || undefined}
      sx={(theme) => ({
        listStyle: 'none',
        display: 'flex',
        alignItems: 'stretch',
        flex: fixedWidth ? '0 0 200px' : undefined,
        width: fixedWidth ? 200 : undefined,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: selected
          ? alpha(theme.palette.primary.main, 0.08)
          : departed
            ? theme.palette.grey[100]
            : 'background.paper',
      })}
    >
      <ButtonBase
        aria-pressed={selected}
        aria-current={selected ? 'true' : undefined}
        aria-label={name}
        onClick={() => onSelect(trip)}
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'block',
          textAlign: 'left',
          p: 1,
          borderRadius: 1,
          color: departed ? 'text.secondary' : 'text.primary',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, textDecoration: departed ? 'line-through' : undefined }}>
            {time}
          </Typography>
          <Typography component="span" variant="body2">
            {trip.totalBookedSeat}/{trip.totalSeat}
          </Typography>
          <Box component="span" sx={{ flex: 1 }} />
          {/* The card's aria-label already says both; the title is the hover hint for the mouse. */}
          {locked && (
            <Box component="span" title={SEARCH_LABELS.tripLocked} sx={{ display: 'inline-flex' }}>
              <LockIcon fontSize="small" color="error" aria-hidden data-testid="trip-locked-icon" />
            </Box>
          )}
          {noSeatChoice && (
            <Box component="span" title={SEARCH_LABELS.noSeatChoice} sx={{ display: 'inline-flex' }}>
              <BlockIcon fontSize="small" color="warning" aria-hidden data-testid="trip-no-seat-choice-icon" />
            </Box>
          )}
        </Box>
        <Typography
          variant="body2"
          title={trip.routeName}
          // Route names share a long station prefix; two lines keep the part that tells them apart.
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {trip.routeName}
        </Typography>
        <Typography variant="body2" noWrap color={hasVehicleAndDriver(trip) ? 'text.primary' : 'error'}>
          {vehicle}
        </Typography>
        <Typography variant="caption" noWrap component="div" color="text.secondary">
          {trip.companyName}
        </Typography>
      </ButtonBase>
      {actions && <Box sx={{ display: 'flex', alignItems: 'flex-start', p: 0.5 }}>{actions}</Box>}
    </Box>
  );
}
