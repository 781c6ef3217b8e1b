import { Money } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TRIP_DETAIL_LABELS as L } from '../labels';
import type { MoneySummary, SeatSummary } from '../trip-summaries';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="div" sx={{ display: 'flex', flexDirection: 'column', minWidth: 72 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface TripSummaryBarProps {
  seats: SeatSummary;
  money: MoneySummary;
  /** The hold countdown, when the user holds seats. */
  countdown?: ReactNode;
}

/** The seat and money summary of the opened trip (001 §2.1); the money is the agency's own tickets only. */
export function TripSummaryBar({ seats, money, countdown }: TripSummaryBarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
      <Box component="dl" aria-label={L.seatSummary} sx={{ display: 'flex', gap: 2, m: 0 }}>
        <Figure label={L.totalSeats}>{seats.total}</Figure>
        <Figure label={L.bookedSeats}>{seats.booked}</Figure>
        <Figure label={L.paidSeats}>{seats.paid}</Figure>
        <Figure label={L.freeSeats}>{seats.free}</Figure>
        <Figure label={L.selectedSeats}>{seats.selected}</Figure>
      </Box>
      <Box component="dl" aria-label={L.moneySummary} sx={{ display: 'flex', gap: 2, m: 0 }}>
        <Figure label={L.totalPrice}>
          <Money value={money.total} />
        </Figure>
        <Figure label={L.paidMoney}>
          <Money value={money.paid} />
        </Figure>
        <Figure label={L.remaining}>
          <Money value={money.remaining} />
        </Figure>
      </Box>
      {countdown}
    </Box>
  );
}
