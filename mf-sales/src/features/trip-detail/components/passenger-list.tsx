import { ticketStatusLabel, type TTicket } from '@busdesk/api-contract';
import { Money } from '@busdesk/shared-kit';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TRIP_DETAIL_LABELS as L } from '../labels';

const C = L.columns;
const bySeat = (a: TTicket, b: TTicket) => a.seatId.localeCompare(b.seatId, 'vi', { numeric: true });

export interface PassengerListProps {
  /** The agency's own visible tickets: the rows the money summary adds up. */
  tickets: readonly TTicket[];
  /** server-clock now, for the expired-hold label */
  now: number;
}

/** The passenger list tab (001 §2.1): the agency's own tickets only. A plain table keeps the DataGrid off first paint. */
export function PassengerList({ tickets, now }: PassengerListProps) {
  if (tickets.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {L.noTickets}
      </Typography>
    );
  }
  return (
    // A scrolling region must be reachable by keyboard to scroll it (axe scrollable-region-focusable).
    <TableContainer tabIndex={0} role="region" aria-label={L.passengerTab} sx={{ maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label={L.passengerTab} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{C.seat}</TableCell>
            <TableCell>{C.fullName}</TableCell>
            <TableCell>{C.phone}</TableCell>
            <TableCell>{C.pointUp}</TableCell>
            <TableCell>{C.pointDown}</TableCell>
            <TableCell align="right">{C.price}</TableCell>
            <TableCell align="right">{C.paid}</TableCell>
            <TableCell>{C.status}</TableCell>
            <TableCell>{C.seller}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...tickets].sort(bySeat).map((t) => (
            <TableRow key={t.ticketId}>
              <TableCell>{t.seatId}</TableCell>
              <TableCell>{t.fullName ?? ''}</TableCell>
              <TableCell>{t.phoneNumber ?? ''}</TableCell>
              <TableCell>{t.pointUp?.name ?? ''}</TableCell>
              <TableCell>{t.pointDown?.name ?? ''}</TableCell>
              <TableCell align="right">
                <Money value={t.agencyPrice} />
              </TableCell>
              <TableCell align="right">
                <Money value={t.paidMoney} />
              </TableCell>
              <TableCell>{ticketStatusLabel(t, now)}</TableCell>
              <TableCell>{t.seller.fullName ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
