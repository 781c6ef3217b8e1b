import { transportProgress } from '@busdesk/api-contract';
import { formatTime, LABELS } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
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
import type { TodayDepartures as TodayDeparturesState } from '../hooks/use-today-departures';

const L = TRANSPORT_LABELS.station;
const S = TRANSPORT_LABELS.signList;

/**
 * Today's departures of the station with their order status (issue 14; docs/adr/0086): every trip leaving the
 * station, so a departure without an order shows 'Chưa có lệnh' rather than not at all. A glance for the desk:
 * signing happens on the list.
 */
export function TodayDepartures({ state }: { state: TodayDeparturesState }) {
  if (state.status === 'loading') return <Skeleton variant="rectangular" height={120} role="progressbar" aria-label={L.today} />;
  if (state.status === 'failed') return <Alert severity="error">{state.message}</Alert>;
  if (state.departures.length === 0) return <Typography color="text.secondary">{L.todayEmpty}</Typography>;
  return (
    // Focusable and named: a table wider than a narrow window scrolls sideways, and the keyboard must reach that too.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={L.today}
      sx={{ '& th, & td': { whiteSpace: 'nowrap', px: 1 }, '& td:nth-of-type(2)': { whiteSpace: 'normal', minWidth: 170 } }}
    >
      <Table size="small" aria-label={L.today}>
        <TableHead>
          <TableRow>
            <TableCell>{S.departure}</TableCell>
            <TableCell>{L.routeAndCompany}</TableCell>
            <TableCell>{LABELS.fields.numberPlate}</TableCell>
            <TableCell>{L.order}</TableCell>
            <TableCell>{S.companyTag}</TableCell>
            <TableCell>{S.upTag}</TableCell>
            <TableCell>{S.downTag}</TableCell>
            <TableCell align="right">{S.transmission}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {state.departures.map((d) => {
            const o = d.order;
            return (
              <TableRow key={d.tripId} data-trip-id={d.tripId} data-order={o ? o.id : 'none'}>
                <TableCell>{formatTime(d.startTime)}</TableCell>
                <TableCell>
                  {/* Route and company in one cell, so the whole row fits a 1366-pixel screen. */}
                  <Typography variant="body2">{d.routeName}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {d.companyName}
                  </Typography>
                </TableCell>
                <TableCell>{o?.numberPlate || d.numberPlate || '—'}</TableCell>
                {o ? (
                  <>
                    <TableCell>{o.code ?? o.id}</TableCell>
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
                  </>
                ) : (
                  <>
                    <TableCell>
                      <Chip size="small" variant="outlined" label={L.noOrder} />
                    </TableCell>
                    {/* Nothing to sign or transmit yet: the status columns stay empty rather than show a status. */}
                    <TableCell colSpan={4} />
                  </>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
