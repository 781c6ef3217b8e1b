import { MSG, type TTripSaleReportResponse } from '@busdesk/api-contract';
import { ExportExcelButton, formatDateTime, isApiError, Money, notify, usePrintFrame, useSession, type ExportColumn } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { TRIP_SALE_REPORT_LABELS as L } from './labels';
import { getTripSaleReport } from './get-trip-sale-report';
import { settlementPrintHtml, sheetLines, type SheetLine } from './settlement-sheet';

export interface TripSaleReportDialogProps {
  tripId: string;
  onClose(): void;
  fetchReport?: typeof getTripSaleReport;
}

const EXPORT_COLUMNS: ReadonlyArray<ExportColumn<SheetLine>> = [
  { field: 'index', headerName: L.index },
  { field: 'saleType', headerName: L.saleType },
  { field: 'total', headerName: L.ticketCount },
  { field: 'revenue', headerName: L.revenue },
  { field: 'commission', headerName: L.commission },
  { field: 'payable', headerName: L.payable },
];

/**
 * A trip's sale report (000 §2.4 'Bảng quyết toán tiền vé'): the trip header, the four sale types with a totals
 * line that is their sum, print and Excel. Opened from the report's trip list and right after a settlement.
 */
export function TripSaleReportDialog({ tripId, onClose, fetchReport = getTripSaleReport }: TripSaleReportDialogProps) {
  const { user } = useSession();
  const [report, setReport] = useState<TTripSaleReportResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const { frame, print } = usePrintFrame({ preset: 'report', onError: () => notify(MSG.sales.printFailed, 'error') });

  useEffect(() => {
    let live = true;
    setLoading(true);
    setReport(null);
    fetchReport(tripId)
      .then(
        (r) => live && setReport(r),
        (error: unknown) => {
          // 000 §8: the error's message or the catalogue's text; header and table stay cleared.
          if (live) notify(isApiError(error) && error.message ? error.message : MSG.settlement.fetchFailed, 'error');
        },
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [fetchReport, tripId]);

  const sheet = report ? sheetLines(report.totals) : null;
  const rows = sheet ? [...sheet.lines, sheet.sum] : [];
  const onPrint = () => {
    if (!report) return notify(MSG.saleReport.noDataToPrint, 'warning');
    void print(settlementPrintHtml({ stationName: user?.partner.name ?? '', userName: user?.name ?? '', trip: report.trip, totals: report.totals }));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="trip-sale-report-title">
      <DialogTitle id="trip-sale-report-title">{L.dialogTitle}</DialogTitle>
      <DialogContent>
        {loading ? <LinearProgress aria-label={L.loading} sx={{ mb: 2 }} /> : null}
        {report ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mb: 2 }} aria-label={L.trip}>
            <Typography variant="body2">
              {L.plate}: <strong>{report.trip.numberPlate ?? ''}</strong>
            </Typography>
            <Typography variant="body2">
              {L.transportCompany}: <strong>{report.trip.companyName}</strong>
            </Typography>
            <Typography variant="body2">
              {L.destinations}: <strong>{report.trip.pointOfRouteNames || report.trip.routeName}</strong>
            </Typography>
            <Typography variant="body2">
              {L.departure}: <strong>{formatDateTime(report.trip.startTimeReality)}</strong>
            </Typography>
          </Stack>
        ) : null}
        <Table size="small" aria-label={L.dialogTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{L.index}</TableCell>
              <TableCell>{L.saleType}</TableCell>
              <TableCell align="right">{L.ticketCount}</TableCell>
              <TableCell align="right">{L.revenue}</TableCell>
              <TableCell align="right">{L.commission}</TableCell>
              <TableCell align="right">{L.payable}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((l) => (
              <TableRow key={l.saleType} sx={l.index === null ? { '& td': { fontWeight: 700 } } : undefined}>
                <TableCell>{l.index ?? ''}</TableCell>
                <TableCell>{l.saleType}</TableCell>
                <TableCell align="right">{l.total}</TableCell>
                <TableCell align="right">
                  <Money value={l.revenue} />
                </TableCell>
                <TableCell align="right">
                  <Money value={l.commission} />
                </TableCell>
                <TableCell align="right">
                  <Money value={l.payable} />
                </TableCell>
              </TableRow>
            ))}
            {!report && !loading ? (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  {L.noRows}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        {frame}
      </DialogContent>
      <DialogActions>
        <Button onClick={onPrint} disabled={!report}>
          {L.print}
        </Button>
        <ExportExcelButton title={L.dialogTitle} columns={EXPORT_COLUMNS} rows={rows} disabled={!report} />
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
