import { ticketStatusLabel, type TTicket } from '@busdesk/api-contract';
import { Money } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TRIP_DETAIL_LABELS as L } from '../labels';

const C = L.columns;
const bySeat = (a: TTicket, b: TTicket) => a.seatId.localeCompare(b.seatId, 'vi', { numeric: true });

export interface PassengerListProps {
  /** The agency's own visible tickets: the rows the money summary adds up. */
  tickets: readonly TTicket[];
  /** server-clock now, for the expired-hold label */
  now: number;
}

/** Two facts in one cell, one a line: what belongs together (name and phone, pick-up and drop-off) reads together. */
function Lines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {first}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {second}
      </Box>
    </>
  );
}

/** A money column's cell, right-aligned and never broken inside: its header as it is, an amount as money. */
function MoneyCell({ value }: { value: string | number }) {
  return (
    <TableCell align="right" className="nowrap">
      {typeof value === 'number' ? <Money value={value} /> : value}
    </TableCell>
  );
}

/**
 * The passenger list tab (001 §2.1): the agency's own tickets only, sorted by seat. Nine facts in six columns, so
 * the list reads at the ~780 px the trip area gives it at 1366×768 and spreads out at 1920: name over phone,
 * pick-up over drop-off, status over seller; a sticky header, and a footer with the totals to collect. A plain
 * table keeps the DataGrid off first paint.
 */
export function PassengerList({ tickets, now }: PassengerListProps) {
  if (tickets.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {L.noTickets}
      </Typography>
    );
  }
  const rows = [...tickets].sort(bySeat);
  const totalPrice = rows.reduce((sum, t) => sum + t.agencyPrice, 0);
  const totalPaid = rows.reduce((sum, t) => sum + t.paidMoney, 0);
  return (
    // A scrolling region must be reachable by keyboard to scroll it (axe scrollable-region-focusable).
    <TableContainer tabIndex={0} role="region" aria-label={L.passengerTab} sx={{ maxHeight: 'min(560px, 70vh)' }}>
      <Table
        size="small"
        stickyHeader
        aria-label={L.passengerTab}
        sx={{
          '& td, & th': { px: 1, py: 0.5, verticalAlign: 'top' },
          // Text columns wrap; seats, money and statuses never break inside.
          '& .nowrap': { whiteSpace: 'nowrap' },
          '& tfoot td': { position: 'sticky', bottom: 0, bgcolor: 'background.paper', typography: 'body2', fontWeight: 600, color: 'text.primary', borderTop: 1, borderColor: 'divider' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell className="nowrap">{C.seat}</TableCell>
            <TableCell>
              <Lines first={C.fullName} second={C.phone} />
            </TableCell>
            <TableCell>
              <Lines first={C.pointUp} second={C.pointDown} />
            </TableCell>
            <MoneyCell value={C.price} />
            <MoneyCell value={C.paid} />
            <TableCell>
              <Lines first={C.status} second={C.seller} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((t) => (
            <TableRow key={t.ticketId} hover>
              <TableCell className="nowrap" sx={{ fontWeight: 600 }}>
                {t.seatId}
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <Lines first={t.fullName ?? ''} second={<span className="nowrap">{t.phoneNumber ?? ''}</span>} />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <Lines first={t.pointUp?.name ?? ''} second={t.pointDown?.name ?? ''} />
              </TableCell>
              <MoneyCell value={t.agencyPrice} />
              <MoneyCell value={t.paidMoney} />
              <TableCell sx={{ minWidth: 110 }}>
                <Lines first={<span className="nowrap">{ticketStatusLabel(t, now)}</span>} second={t.seller.fullName ?? ''} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3}>{L.passengerTotals(rows.length)}</TableCell>
            <MoneyCell value={totalPrice} />
            <MoneyCell value={totalPaid} />
            <TableCell className="nowrap">
              {L.remaining}: <Money value={totalPrice - totalPaid} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
