import { transportProgress } from '@busdesk/api-contract';
import { formatTime, LABELS } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TRANSPORT_LABELS } from '../../../messages';
import { SignStatusTag } from '../../../shared/sign-status-tag';
import type { TodayOrders } from '../hooks/use-today-orders';

const L = TRANSPORT_LABELS.station;
const S = TRANSPORT_LABELS.signList;

/** Today's departures with their order status: a glance for the station desk; signing happens on the list. */
export function TodayDepartures({ state }: { state: TodayOrders }) {
  if (state.status === 'loading') return <Skeleton variant="rectangular" height={120} aria-label={L.today} />;
  if (state.status === 'failed') return <Alert severity="error">{state.message}</Alert>;
  if (state.orders.length === 0) return <Typography color="text.secondary">{L.todayEmpty}</Typography>;
  return (
    // Focusable and named: a table wider than a narrow window scrolls sideways, and the keyboard must reach that too.
    <TableContainer tabIndex={0} role="region" aria-label={L.today} sx={{ '& th, & td': { whiteSpace: 'nowrap' }, '& td:nth-of-type(4)': { whiteSpace: 'normal', minWidth: 140 } }}>
      <Table size="small" aria-label={L.today}>
        <TableHead>
          <TableRow>
            <TableCell>{S.departure}</TableCell>
            <TableCell>{TRANSPORT_LABELS.create.code}</TableCell>
            <TableCell>{LABELS.fields.numberPlate}</TableCell>
            <TableCell>{S.company}</TableCell>
            <TableCell>{S.companyTag}</TableCell>
            <TableCell>{S.upTag}</TableCell>
            <TableCell>{S.downTag}</TableCell>
            <TableCell align="right">{S.transmission}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {state.orders.map((o) => (
            <TableRow key={o.id} data-id={o.id}>
              <TableCell>{formatTime(o.timeStartTrip)}</TableCell>
              <TableCell>{o.code ?? o.id}</TableCell>
              <TableCell>{o.numberPlate}</TableCell>
              <TableCell>{o.companyName}</TableCell>
              <TableCell>
                <SignStatusTag status={o.companyStatus} />
              </TableCell>
              <TableCell>
                <SignStatusTag status={o.stationUpStatus} name={o.partnerUpName ?? o.partnerUpCode} />
              </TableCell>
              <TableCell>
                <SignStatusTag status={o.stationDownStatus} name={o.partnerDownName ?? o.partnerDownCode} />
              </TableCell>
              <TableCell align="right">{`${transportProgress(o.stationUpStatus, o.stationDownStatus)}%`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
