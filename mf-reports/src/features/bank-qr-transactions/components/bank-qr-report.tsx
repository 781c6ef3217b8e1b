import { BANK_QR_REPORT_DEFINITION, bankQrTypeLabel, type TBankQrReportRow } from '@busdesk/api-contract';
import { formatBankAmount, formatBankQrCreated, formatNumber, StatusChip, type DataTableColumn } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { CompanySelect } from '../../../shared/company-select';
import { REPORT_LABELS } from '../../../shared/report-labels';
import { ReportScreen } from '../../../shared/report-screen';
import { useReportScreen } from '../../../shared/use-report-screen';
import { useCompanies } from '../../../shared/use-companies';
import { bankQrApi, type BankQrServices } from '../bank-qr-services';
import { bankQrRequestOf, useBankQrTransactions } from '../hooks/use-bank-qr-transactions';
import { BANK_QR_LABELS as L } from '../labels';
import { StatusMultiSelect } from './status-multi-select';

type Row = TBankQrReportRow & { index: number };

const COLUMNS: ReadonlyArray<DataTableColumn<Row>> = [
  { field: 'index', headerName: REPORT_LABELS.index, width: 64, sortable: false },
  { field: 'billNumber', headerName: L.transactionId, width: 150 },
  { field: 'companyId', headerName: L.companyId, width: 130 },
  { field: 'createdDate', headerName: L.createdDate, width: 150, valueFormatter: (v: number) => formatBankQrCreated(v) },
  { field: 'totalMoney', headerName: L.amount, type: 'number', width: 130, valueFormatter: (v: number) => formatBankAmount(v) },
  {
    field: 'qrCode',
    headerName: L.qrImage,
    width: 90,
    sortable: false,
    renderCell: ({ row }) => (row.qrCode ? <Box component="img" src={row.qrCode} alt={L.qrAlt(row.billNumber)} sx={{ width: 40, height: 40, display: 'block' }} /> : null),
  },
  { field: 'transactionType', headerName: L.type, width: 140, valueFormatter: (v: string) => bankQrTypeLabel(v) },
  {
    field: 'transStatus',
    headerName: L.status,
    width: 170,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
        <StatusChip kind="transaction" value={row.transStatus} />
        {row.simulated ? <Chip size="small" variant="outlined" label={L.simulated} /> : null}
      </Box>
    ),
  },
  { field: 'transactionContent', headerName: L.description, flex: 1, minWidth: 180 },
];


/**
 * /report/transaction-mb (002 §2 'Bank QR transaction report'): from/to, transaction id, company and status (multi);
 * the bills newest first with their QR image and status badge; the filter's totals per status; the export. A bill
 * is 'Thành công' only once the bank's signed confirmation arrived, so the money received is what the bank confirmed.
 */
export function BankQrReport({ services = bankQrApi }: { services?: BankQrServices }) {
  const state = useReportScreen(useBankQrTransactions(services));
  const { filter, change } = state;
  const companies = useCompanies(services.companies);
  return (
    <ReportScreen
      labels={L}
      state={state}
      filters={
        <>
          <TextField size="small" label={L.transactionId} value={filter.transactionId} onChange={(e) => change({ transactionId: e.target.value })} />
          <CompanySelect companies={companies} value={filter.companyId} onChange={(companyId) => change({ companyId })} />
          <StatusMultiSelect value={filter.statuses} onChange={(statuses) => change({ statuses })} />
        </>
      }
      definition={BANK_QR_REPORT_DEFINITION}
      exportAll={(applied) => ({ report: 'transaction-mb', filter: bankQrRequestOf(applied) })}
      exportServices={services.exports}
      rowCount={(t) => t.count}
      cards={(t) => [
        { label: L.count, value: formatNumber(t.count) },
        { label: L.totalMoney, value: formatBankAmount(t.totalMoney) },
        { label: L.successCount, value: formatNumber(t.successCount) },
        { label: L.successMoney, value: formatBankAmount(t.successMoney) },
        { label: L.processingCount, value: formatNumber(t.processingCount) },
        { label: L.errorCount, value: formatNumber(t.errorCount) },
      ]}
      totalsRow={(t) => ({ totalMoney: formatBankAmount(t.totalMoney) })}
      columns={COLUMNS}
      getRowId={(r) => r.id}
    />
  );
}
