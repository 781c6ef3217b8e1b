import { Role, TRANSACTION_PAGE_SIZE, TRANSACTION_REPORT_DEFINITION, type TPartnerUser, type TTransactionReportRow } from '@busdesk/api-contract';
import { formatDateTime, formatMoney, formatNumber, notify, useSession, type DataTableColumn } from '@busdesk/shared-kit';
import { useEffect, useState } from 'react';
import { ReportScreen } from '../../../shared/report-screen';
import { useReportScreen } from '../../../shared/use-report-screen';
import { transactionsRequest, useTransactions } from '../hooks/use-transactions';
import { TRANSACTION_LABELS as L } from '../labels';
import { TRANSACTION_COLUMN_WIDTHS, TRANSACTION_COLUMNS, TRANSACTION_FLEX_COLUMN } from '../transaction-columns';
import { transactionsApi, type TransactionsServices } from '../transactions-services';
import { StaffSelect } from './staff-select';

type Row = TTransactionReportRow & { index: number };
type Column = (typeof TRANSACTION_COLUMNS)[number];

/** A table column from the contract's column: numbers right-aligned, money in đ, dates on the Vietnamese clock. */
const tableColumn = (c: Column): DataTableColumn<Row> => {
  const width = TRANSACTION_COLUMN_WIDTHS[c.key] ?? 120;
  const numeric = c.kind === 'money' || c.kind === 'count';
  return {
    field: c.key,
    headerName: c.header,
    sortable: false,
    ...(c.key === TRANSACTION_FLEX_COLUMN ? { flex: 1, minWidth: width } : { width }),
    ...(numeric ? { align: 'right' as const, headerAlign: 'right' as const } : {}),
    valueGetter: (_v: unknown, r: Row) => c.value(r, r.index - 1),
    valueFormatter: (v: string | number | null) =>
      v === null ? '' : c.kind === 'money' ? formatMoney(Number(v)) : c.kind === 'count' ? formatNumber(Number(v)) : c.kind === 'date' ? formatDateTime(Number(v)) : String(v),
  };
};

const GRID_COLUMNS: ReadonlyArray<DataTableColumn<Row>> = TRANSACTION_COLUMNS.map(tableColumn);
// The loaded rows' file has the server's 'All rows' columns: amounts numeric, payment times date cells (docs/adr/0074).

/**
 * /report/transaction 'Báo cáo giao dịch' (002 §2; docs/adr/0070): from, to, staff, 'Lọc báo cáo', 'Xuất excel' (the loaded
 * rows) and 'Xuất tất cả' (every row of the applied filter, written by the server); the staff money ledger newest
 * first, 10 a page, with the filter's totals (top-ups, commissions, all) over every page. A STAFF user's staff
 * selector is themselves and disabled (the server holds them to it, in the report and its export alike).
 */
export function TransactionsReport({ services = transactionsApi }: { services?: TransactionsServices }) {
  const session = useSession();
  const me = session.status === 'authenticated' ? session.user : null;
  const isStaff = me !== null && me.role !== Role.ADMIN;
  const self = isStaff ? me.id : null;
  const state = useReportScreen(useTransactions(services, self));
  const { filter, change } = state;
  const [staff, setStaff] = useState<Array<Pick<TPartnerUser, 'id' | 'name'>>>([]);
  useEffect(() => {
    if (isStaff) {
      setStaff([{ id: me.id, name: me.name }]);
      return;
    }
    let live = true;
    services.staff().then(
      (list) => live && setStaff(list),
      () => live && notify(L.staffFailed, 'error'),
    );
    return () => {
      live = false;
    };
  }, [services, isStaff, me?.id, me?.name]);

  return (
    <ReportScreen
      labels={L}
      state={state}
      filters={<StaffSelect staff={staff} value={filter.partnerUserId} onChange={(partnerUserId) => change({ partnerUserId })} disabled={isStaff} />}
      definition={TRANSACTION_REPORT_DEFINITION}
      exportAll={(applied) => ({ report: 'transaction', filter: transactionsRequest(applied) })}
      exportServices={services.exports}
      rowCount={(t) => t.count}
      cards={(t) => [
        { label: L.count, value: formatNumber(t.count) },
        { label: L.topUp, value: formatMoney(t.topUp) },
        { label: L.commission, value: formatMoney(t.commission) },
        { label: L.total, value: formatMoney(t.amount) },
      ]}
      totalsRow={(t) => Object.fromEntries(TRANSACTION_COLUMNS.filter((c) => c.total).map((c) => [c.key, formatMoney(c.total!(t))]))}
      columns={GRID_COLUMNS}
      getRowId={(r) => r.id}
      pageSize={TRANSACTION_PAGE_SIZE}
    />
  );
}
