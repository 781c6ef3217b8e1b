import { CANCELLED_REPORT_DEFINITION, type TTicketReportRow } from '@busdesk/api-contract';
import { formatDateTime, formatNumber, Money, notify, type DataTableColumn } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { CompanySelect } from '../../../shared/company-select';
import { REPORT_LABELS } from '../../../shared/report-labels';
import { ReportScreen } from '../../../shared/report-screen';
import { useReportScreen } from '../../../shared/use-report-screen';
import { useCompanies } from '../../../shared/use-companies';
import { useRowSelection } from '../../../shared/use-row-selection';
import { cancelledTicketsApi, type CancelledTicketsServices } from '../cancelled-tickets-services';
import { cancelledRequestOf, useCancelledTickets } from '../hooks/use-cancelled-tickets';
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
  const companies = useCompanies(services.companies);
  const selection = useRowSelection(L.selectRequired);
  const state = useReportScreen(useCancelledTickets(services), { onChange: selection.clear });
  const { report, filter, change } = state;

  const save = async (update: CancelledUpdate) => {
    try {
      await services.update({ ticketIds: [...selection.selected], ...update });
    } catch (e) {
      notify(L.updateFailed(errorText(e)), 'error');
      throw e;
    }
    notify(L.updateSuccess, 'success');
    selection.done();
    if (report.applied) await report.run(report.applied);
  };

  return (
    <ReportScreen
      labels={L}
      state={state}
      onFilter={selection.clear}
      filters={
        <>
          <CompanySelect companies={companies} value={filter.companyId} onChange={(companyId) => change({ companyId })} />
          <FormControlLabel control={<Switch checked={filter.isRefunded} onChange={(e) => change({ isRefunded: e.target.checked })} />} label={L.refundedSwitch} />
        </>
      }
      actionsBefore={
        <Button variant="outlined" onClick={selection.openDialog}>
          {L.update}
        </Button>
      }
      definition={CANCELLED_REPORT_DEFINITION}
      exportAll={(applied) => ({ report: 'cancel', filter: cancelledRequestOf(applied) })}
      exportServices={services.exports}
      rowCount={(t) => t.count}
      cards={(t) => [
        { label: L.count, value: formatNumber(t.count) },
        { label: L.paid, value: <Money value={t.paidMoney} /> },
        { label: L.cancelFee, value: <Money value={t.cancelFee} /> },
        { label: L.refund, value: <Money value={t.refund} /> },
      ]}
      totalsRow={(t) => ({
        agencyPrice: <Money value={t.agencyPrice} />,
        paidMoney: <Money value={t.paidMoney} />,
        cancelFee: <Money value={t.cancelFee} />,
        refund: <Money value={t.refund} />,
      })}
      selection={selection}
      columns={COLUMNS}
      getRowId={(r) => r.ticketId}
    >
      {selection.dialogOpen ? <CancelledUpdateDialog count={selection.selected.size} onClose={selection.closeDialog} onSave={save} /> : null}
    </ReportScreen>
  );
}
