import { Money } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TRIP_DETAIL_LABELS as L } from '../labels';
import type { MoneySummary, SeatSummary } from '../trip-summaries';

/** One figure of a line: 'Đã thu 540.000 đ', label and value on one baseline. */
function Figure({ label, children, tone }: { label: string; children: ReactNode; tone?: 'error' }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Typography component="dt" variant="caption" color={tone === 'error' ? 'error.dark' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" color={tone === 'error' ? 'error.dark' : undefined} sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A line of figures under its scope: the scope is said in words at the start of the line. */
function ScopeLine({ scope, name, children }: { scope: string; name: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="caption" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {scope}
      </Typography>
      <Box component="dl" aria-label={name} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0, alignItems: 'baseline', m: 0 }}>
        {children}
      </Box>
    </>
  );
}

export interface TripSummaryBarProps {
  seats: SeatSummary;
  money: MoneySummary;
}

/**
 * The seat and money summary of the opened trip (001 §2.1) in two compact lines, each naming its scope (issue 11
 * item 12): the seats of the whole trip, whoever sold them, then the money of the agency's own tickets (with how
 * many there are, and how many expired holds with a deposit are waiting to be settled).
 */
export function TripSummaryBar({ seats, money }: TripSummaryBarProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, alignItems: 'baseline' }}>
      <ScopeLine scope={L.seatSummary} name={L.seatSummary}>
        <Figure label={L.totalSeats}>{seats.total}</Figure>
        <Figure label={L.bookedSeats}>{seats.booked}</Figure>
        <Figure label={L.paidSeats}>{seats.paid}</Figure>
        <Figure label={L.freeSeats}>{seats.free}</Figure>
        <Figure label={L.selectedSeats}>{seats.selected}</Figure>
      </ScopeLine>
      <ScopeLine scope={`${L.moneySummary} ${L.ownTicketCount(money.count)}`} name={L.moneySummary}>
        <Figure label={L.totalPrice}>
          <Money value={money.total} />
        </Figure>
        <Figure label={L.paidMoney}>
          <Money value={money.paid} />
        </Figure>
        <Figure label={L.remaining}>
          <Money value={money.remaining} />
        </Figure>
        {money.expiredHolds > 0 ? (
          <Figure label={L.expiredHolds} tone="error">
            {money.expiredHolds}
          </Figure>
        ) : null}
      </ScopeLine>
    </Box>
  );
}
