import { MSG } from '@busdesk/api-contract';
import { DataTable, DateField, Money, notify, usePrintFrame, useSession, type DataTableColumn } from '@busdesk/shared-kit';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { SALE_REPORT_LABELS as L } from './labels';
import { saleReportPrintHtml, tripText } from './sale-report-print';
import { useSaleReport, type SaleReportRow } from './hooks/use-sale-report';
import { saleReportApi, type SaleReportServices } from './sale-report-services';

const TripSaleReportDialog = lazy(() => import('../../shared/trip-sale-report/trip-sale-report-dialog').then((m) => ({ default: m.TripSaleReportDialog })));

const money = (field: 'sales' | 'commission' | 'payable', headerName: string): DataTableColumn<SaleReportRow> => ({
  field,
  headerName,
  type: 'number',
  flex: 1,
  minWidth: 125,
  renderCell: (p) => <Money value={p.row[field]} />,
});

const COLUMNS: ReadonlyArray<DataTableColumn<SaleReportRow>> = [
  // The minimum widths add up to less than the table's width at 1366 px with the sidebar open, so no column is cut
  // and the grid never scrolls sideways (the last column, 'Tổng phải nộp', used to lose its header and its 'đ').
  { field: 'index', headerName: L.index, width: 60, sortable: false },
  // At 1366 the trip (time and route, ~265 px) and one driver's full name (~120 px) both show whole: the trip used to
  // read '… Miền Đông - Nha …' while the drivers' column had room to spare.
  { field: 'trip', headerName: L.trip, flex: 2.5, minWidth: 180, valueGetter: (_v, row) => tripText(row) },
  { field: 'numberPlate', headerName: L.numberPlate, width: 120, valueGetter: (_v, row) => row.trip.numberPlate ?? '' },
  { field: 'drivers', headerName: L.drivers, flex: 1, minWidth: 140, valueGetter: (_v, row) => row.trip.driverNames.join(', ') },
  { field: 'tickets', headerName: L.totalTickets, type: 'number', width: 105 },
  money('sales', L.totalSales),
  money('commission', L.totalCommission),
  money('payable', L.totalPayable),
];

const TOTALS = {
  sum: ['tickets', 'sales', 'commission', 'payable'],
  format: (value: number, field: string) => (field === 'tickets' ? value : <Money value={value} />),
} as const;

export interface SaleReportPageProps {
  /** Given by the MF's router; the report has one path. */
  pathname?: string;
  services?: SaleReportServices;
}

/**
 * The sales settlement report by trip (001 §2.2, /report/sale-tickets): the trips the agency settled on a day for
 * one company, with their totals; a trip opens its sale report. Routes and plate wait for the date and company.
 */
export function SaleReportPage({ services = saleReportApi }: SaleReportPageProps) {
  const { user } = useSession();
  const report = useSaleReport(services);
  const { filters } = report;
  const [openTripId, setOpenTripId] = useState<string | null>(null);
  const { frame, print } = usePrintFrame({ preset: 'report', onError: () => notify(MSG.sales.printFailed, 'error') });
  const company = report.companies.find((c) => c.id === filters.companyId) ?? null;
  const scoped = !filters.date || !filters.companyId;

  const onPrint = () => {
    if (!report.rows.length) return notify(MSG.saleReport.noDataToPrint, 'warning');
    void print(saleReportPrintHtml({ stationName: user?.partner.name ?? '', date: filters.date, companyName: company?.name ?? '', rows: report.rows }));
  };

  return (
    <Stack spacing={2} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        {L.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          {/* Not clearable (001 §9): DateField keeps the last day when emptied. */}
          <DateField label={L.date} value={filters.date} onChange={report.setDate} required />
          <Autocomplete
            options={report.companies}
            disabled={report.companiesLoading}
            loading={report.companiesLoading}
            value={company}
            getOptionLabel={(c) => c.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={L.noOptions}
            onChange={(_e, value) => report.setCompany(value?.id ?? null)}
            renderInput={(params) => <TextField {...params} label={L.company} />}
            sx={{ minWidth: 240, flex: 1 }}
          />
          <Autocomplete
            multiple
            disabled={scoped || report.routesLoading}
            options={report.routes}
            value={report.routes.filter((r) => filters.routeIds.includes(r.id))}
            getOptionLabel={(r) => r.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={L.noOptions}
            onChange={(_e, value) => report.setRouteIds(value.map((r) => r.id))}
            renderInput={(params) => <TextField {...params} label={L.routes} />}
            sx={{ minWidth: 260, flex: 1.5 }}
          />
          <Autocomplete
            disabled={scoped}
            options={report.vehicles.map((v) => v.numberPlate)}
            value={filters.numberPlate}
            noOptionsText={L.noOptions}
            onChange={(_e, value) => report.setNumberPlate(value)}
            renderInput={(params) => <TextField {...params} label={L.numberPlate} />}
            sx={{ minWidth: 180 }}
          />
          <Button variant="contained" onClick={onPrint} disabled={!report.rows.length}>
            {L.print}
          </Button>
        </Stack>
      </Paper>
      <DataTable
        rows={report.rows}
        columns={COLUMNS}
        loading={report.loading}
        totals={TOTALS}
        noRowsLabel={filters.companyId ? undefined : L.pickCompany}
        pagination={{ mode: 'client', pageSize: 100 }}
        onRowClick={(p) => setOpenTripId(p.row.id)}
        // At most 100 trips a day (the list's count): rendering them all keeps every row in the page, for print and search.
        gridProps={{ disableVirtualization: true }}
      />
      {frame}
      {openTripId ? (
        <Suspense fallback={null}>
          <TripSaleReportDialog tripId={openTripId} onClose={() => setOpenTripId(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
