import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TFoundTicket } from '@busdesk/api-contract';
import type { MouseEvent, ReactNode } from 'react';
import { StatusChip } from '../components/status-chip';
import { VISUALLY_HIDDEN_SX } from '../components/visually-hidden';
import { formatTimeDate } from '../format/format-date';
import { DEPARTURE_DAY_COLORS, departureDay } from './departure-day';
import { QUICK_SEARCH_LABELS as L } from './quick-search-labels';

/**
 * The two column sets of 002 §2: 'full' is the navigation bar's (eleven columns, on a wide screen), 'compact' the
 * other version (passenger and orderer with their phones, status, the seat as the link, boarding time), used by the
 * embeddable widget and on narrow screens.
 */
export type QuickSearchVariant = 'full' | 'compact';

export interface QuickSearchResultsProps {
  tickets: readonly TFoundTicket[];
  variant: QuickSearchVariant;
  onOpen: (ticket: TFoundTicket) => void;
  /** Where a result leads (a real link, so it can open in a new tab); without it the opener is a button. */
  hrefOf?: (ticket: TFoundTicket) => string;
  now?: number;
}

const personWithPhone = (name: string | null | undefined, phone: string | null | undefined): ReactNode => (
  <>
    <Box component="span" sx={{ display: 'block' }}>
      {name ?? ''}
    </Box>
    {phone ? (
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: (theme) => theme.typography.pxToRem(13) }}>
        {phone}
      </Box>
    ) : null}
  </>
);

/**
 * 'Người đặt': the orderer with their phone when the ticket names one; otherwise the clerk booked it for the passenger
 * at the counter, and the staff member who sold it is who booked (the column was empty for every counter sale).
 */
const booker = (t: TFoundTicket): ReactNode =>
  t.orderer || t.ordererPhoneNumber || !t.sellerName ? personWithPhone(t.orderer, t.ordererPhoneNumber) : personWithPhone(t.sellerName, L.soldBy);

/**
 * The compact set in a column narrower than its six columns (a partner's 360–480 px column, a phone): each ticket as a
 * block — index, traveller and status on the first line, then the orderer, the seat and the time, each after its
 * column's name — instead of a table to scroll sideways, where the status was cut and the seat (the link) out of view.
 * The header row stays for assistive technology, visually hidden.
 */
const NARROW_COMPACT: SxProps<Theme> = {
  '@container (max-width: 599px)': {
    display: 'block',
    '& thead': VISUALLY_HIDDEN_SX,
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      columnGap: 1.5,
      rowGap: 0.5,
      alignItems: 'start',
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': { display: 'block', border: 0, p: 0 },
    '& td[data-col="index"]': { gridRow: 'span 4', minWidth: '1.5em' },
    '& td[data-col="traveller"]': { gridColumn: 2, gridRow: 1 },
    '& td[data-col="status"]': { gridColumn: 3, gridRow: 1 },
    '& td[data-col="orderer"], & td[data-col="seat"], & td[data-col="time"]': { gridColumn: '2 / 4', display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' },
    '& td[data-label]::before': { content: 'attr(data-label) ":"', color: 'text.secondary', fontWeight: 400 },
  },
};

export function QuickSearchResults({ tickets, variant, onOpen, hrefOf, now = Date.now() }: QuickSearchResultsProps) {
  const C = L.columns;
  const opener = (ticket: TFoundTicket, text: string) => {
    // The name starts with what the link shows (the ticket code or the seat), as axe's label-content-name-mismatch asks.
    const label = text === (ticket.seatId ?? '') ? L.openTicket(ticket.seatId ?? '', ticket.fullName ?? '') : `${text} — ${L.openTicket(ticket.seatId ?? '', ticket.fullName ?? '')}`;
    const onClick = (e: MouseEvent) => {
      e.stopPropagation();
      // A modified click on a link opens a new tab as the browser would.
      if (hrefOf && (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0)) return;
      e.preventDefault();
      onOpen(ticket);
    };
    return hrefOf ? (
      <Link href={hrefOf(ticket)} aria-label={label} onClick={onClick}>
        {text}
      </Link>
    ) : (
      <Link component="button" type="button" aria-label={label} onClick={onClick} sx={{ font: 'inherit' }}>
        {text}
      </Link>
    );
  };
  const timeCell = (at: number | null | undefined, narrowLabel?: string) => (
    <TableCell
      sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: at ? DEPARTURE_DAY_COLORS[departureDay(at, now)] : undefined }}
      data-day={at ? departureDay(at, now) : undefined}
      data-col="time"
      data-label={narrowLabel}
    >
      {formatTimeDate(at ?? null)}
    </TableCell>
  );
  const status = (t: TFoundTicket) => <StatusChip kind="ticket" value={t.ticketStatus} overTime={t.overTime ?? null} now={now} />;

  return (
    <TableContainer sx={{ maxHeight: '60vh', containerType: 'inline-size' }}>
      <Table size="small" stickyHeader aria-label={L.results} sx={variant === 'compact' ? NARROW_COMPACT : undefined}>
        <TableHead>
          <TableRow>
            {(variant === 'full'
              ? [C.index, C.orderer, C.traveller, C.route, C.seat, C.ticketCode, C.status, C.company, C.pointUp, C.pointDown, C.plannedDeparture]
              : [C.index, C.traveller, C.orderer, C.status, C.seat, C.plannedBoarding]
            ).map((h) => (
              <TableCell key={h} sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tickets.map((t, i) => (
            <TableRow key={t.ticketId} hover onClick={() => onOpen(t)} sx={{ cursor: 'pointer' }} data-ticket-id={t.ticketId}>
              <TableCell data-col="index">{i + 1}</TableCell>
              {variant === 'full' ? (
                <>
                  <TableCell>{booker(t)}</TableCell>
                  <TableCell>{personWithPhone(t.fullName, t.phoneNumber)}</TableCell>
                  <TableCell>{t.routeName ?? ''}</TableCell>
                  <TableCell>{t.seatId ?? ''}</TableCell>
                  <TableCell>{opener(t, t.ticketCode ?? t.ticketId)}</TableCell>
                  <TableCell>{status(t)}</TableCell>
                  <TableCell>{t.companyName ?? ''}</TableCell>
                  <TableCell>{t.pointUpName ?? ''}</TableCell>
                  <TableCell>{t.pointDownName ?? ''}</TableCell>
                  {timeCell(t.startTime ?? t.getInTimePlan)}
                </>
              ) : (
                <>
                  <TableCell data-col="traveller">{personWithPhone(t.fullName, t.phoneNumber)}</TableCell>
                  <TableCell data-col="orderer" data-label={C.orderer}>
                    {booker(t)}
                  </TableCell>
                  <TableCell data-col="status">{status(t)}</TableCell>
                  <TableCell data-col="seat" data-label={C.seat}>
                    {opener(t, t.seatId ?? '')}
                  </TableCell>
                  {timeCell(t.getInTimePlan ?? t.startTime, C.plannedBoarding)}
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
