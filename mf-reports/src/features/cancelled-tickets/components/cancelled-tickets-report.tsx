import { CANCELLED_REPORT_DEFINITION, type TTicketReportRow } from '@busdesk/api-contract';
import { DateRangeFilter, formatDateTime, formatNumber, Money, notify, type DataTableColumn } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { CompanySelect } from '../../../shared/company-select';
import { ReportExportButtons } from '../../../shared/report-export-buttons';
import { REPORT_LABELS } from '../../../shared/report-labels';
import { ReportLayout } from '../../../shared/report-layout';
import { ReportTable } from '../../../shared/report-table';
import { SummaryCards } from '../../../shared/summary-cards';
import { useCompanies } from '../../../shared/use-companies';
import { cancelledTicketsApi, type CancelledTicketsServices } from '../cancelled-tickets-services';
import { cancelledRequestOf, defaultCancelledFilter, useCancelledTickets, type CancelledFilter } from '../hooks/use-cancelled-tickets';
import { CANCELLED_LABELS as L } from '../labels';
import { CancelledUpdateDialog, type CancelledUpdate } from './cancelled-update-dialog';

type Row = TTicketReportRow & { index: number };

const refundedText = (r: TTicketReportRow) => (r.isRefunded ? L.refundedYes : L.refundedNo);
const money = (field: 'agencyPrice' | 'paidMoney' | 'cancelFee' | 'refund', headerName: string): DataTableColumn<Row> => ({
  field,
  headerName,
  type: 'number',
  width: 110,
  renderCell: ({ row }) => <Money value={row[field]} />,
});

// At 1366 px the columns a refund desk works from come first (who, which trip, refunded?, how much, why); the rest
// scroll into view.
const COLUMNS: ReadonlyArray<DataTableColumn<Row>> = [
  { field: 'index', headerName: REPORT_LABELS.index, width: 56, sortable: false },
  { field: 'ticketCode', headerName: L.ticketCode, width: 140 },
  { field: 'fullName', headerName: L.passenger, width: 140 },
  { field: 'phoneNumber', headerName: L.phone, width: 110 },
  { field: 'startTimeReality', headerName: L.departure, width: 130, valueFormatter: (v: number) => formatDateTime(v) },
  { field: 'routeName', headerName: L.route, width: 170 },
  { field: 'seatId', headerName: L.seat, width: 60 },
  { field: 'isRefunded', headerName: L.refunded, width: 95, valueGetter: (_v: unknown, r: Row) => refundedText(r) },
  money('refund', L.refund),
  { field: 'cancelReason', headerName: L.cancelReason, width: 200 },
  money('paidMoney', L.paid),
  money('cancelFee', L.cancelFee),
  money('agencyPrice', L.price),
  { field: 'cancelTime', headerName: L.cancelTime, width: 140, valueFormatter: (v: number | null) => formatDateTime(v) },
  { field: 'cancelName', headerName: L.cancelName, width: 140 },
  { field: 'companyName', headerName: L.company, width: 150 },
  { field: 'partnerStaffName', headerName: L.staff, width: 140 },
];


const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * /report/cancel (002 §2 'Cancelled-ticket report'): date range, company and the refunded / not refunded switch; rows
 * chosen one by one or all at once, then 'Cập nhật vé hủy' opens the dialog (reason, refunded); after a save the list
 * is read again. 20 a page, the filter's totals (refunds as recorded at cancel), and the export.
 */
export function CancelledTicketsReport({ services = cancelledTicketsApi }: { services?: CancelledTicketsServices }) {
  const report = useCancelledTickets(services);
  const companies = useCompanies(services.companies);
  const [filter, setFilter] = useState<CancelledFilter>(defaultCancelledFilter);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);
  const change = (patch: Partial<CancelledFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setSelected(new Set());
    report.clear();
  };
  const rows: Row[] = report.rows.map((r, i) => ({ ...r, index: i + 1 }));
  const selectionModel = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set<string | number>(selected) }), [selected]);
  const t = report.totals;

  const openDialog = () => {
    if (selected.size === 0) notify(L.selectRequired, 'warning');
    else setDialogOpen(true);
  };
  const save = async (update: CancelledUpdate) => {
    try {
      await services.update({ ticketIds: [...selected], ...update });
    } catch (e) {
      notify(L.updateFailed(errorText(e)), 'error');
      throw e;
    }
    notify(L.updateSuccess, 'success');
    setDialogOpen(false);
    setSelected(new Set());
    if (report.applied) await report.run(report.applied);
  };

  return (
    <ReportLayout
      title={L.title}
      busy={report.loading}
      onFilter={() => {
        setSelected(new Set());
        void report.run(filter);
      }}
      note={report.stale ? REPORT_LABELS.notApplied : null}
      filters={
        <>
          <DateRangeFilter value={filter.range} onChange={(range) => change({ range })} />
          <CompanySelect companies={companies} value={filter.companyId} onChange={(companyId) => change({ companyId })} />
          <FormControlLabel control={<Switch checked={filter.isRefunded} onChange={(e) => change({ isRefunded: e.target.checked })} />} label={L.refundedSwitch} />
        </>
      }
      actions={
        <>
          <Button variant="outlined" onClick={openDialog}>
            {L.update}
          </Button>
          <ReportExportButtons definition={CANCELLED_REPORT_DEFINITION} rows={rows} request={report.applied ? { report: 'cancel', filter: cancelledRequestOf(report.applied) } : null} services={services.exports} />
        </>
      }
      summary={
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {t ? (
            <SummaryCards
              cards={[
                { label: L.count, value: formatNumber(t.count) },
                { label: L.paid, value: <Money value={t.paidMoney} /> },
                { label: L.cancelFee, value: <Money value={t.cancelFee} /> },
                { label: L.refund, value: <Money value={t.refund} /> },
              ]}
            />
          ) : null}
          <Typography variant="body2" aria-live="polite">
            {selected.size ? L.selected(selected.size) : ''}
          </Typography>
        </Box>
      }
    >
      <ReportTable
        label={L.tableLabel}
        rows={rows}
        columns={COLUMNS}
        getRowId={(r) => r.ticketId}
        paging={report}
        totals={
          t
            ? {
                agencyPrice: <Money value={t.agencyPrice} />,
                paidMoney: <Money value={t.paidMoney} />,
                cancelFee: <Money value={t.cancelFee} />,
                refund: <Money value={t.refund} />,
              }
            : null
        }
        selection={{
          checkboxSelection: true,
          rowSelectionModel: selectionModel,
          onRowSelectionModelChange: (model) => {
            const ids = rows.map((r) => r.ticketId).filter((id) => (model.type === 'include' ? model.ids.has(id) : !model.ids.has(id)));
            setSelected(new Set(ids));
          },
        }}
      />
      {dialogOpen ? <CancelledUpdateDialog count={selected.size} onClose={() => setDialogOpen(false)} onSave={save} /> : null}
    </ReportLayout>
  );
}
