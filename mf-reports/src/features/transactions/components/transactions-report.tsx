import { Role, TRANSACTION_PAGE_SIZE, type TPartnerUser } from '@busdesk/api-contract';
import { DateRangeFilter, ExportExcelButton, formatMoney, formatNumber, notify, useSession } from '@busdesk/shared-kit';
import { useEffect, useMemo, useState } from 'react';
import { toExportColumns, toGridColumns } from '../../../shared/report-columns';
import { REPORT_LABELS } from '../../../shared/report-labels';
import { ReportLayout } from '../../../shared/report-layout';
import { ReportTable } from '../../../shared/report-table';
import { SummaryCards } from '../../../shared/summary-cards';
import { defaultTransactionsFilter, useTransactions, type TransactionsFilter } from '../hooks/use-transactions';
import { TRANSACTION_LABELS as L } from '../labels';
import { TRANSACTION_COLUMNS, type TransactionRow } from '../transaction-columns';
import { transactionsApi, type TransactionsServices } from '../transactions-services';
import { StaffSelect } from './staff-select';

const GRID_COLUMNS = toGridColumns(TRANSACTION_COLUMNS);
const EXPORT_COLUMNS = toExportColumns(TRANSACTION_COLUMNS);

/**
 * /report/transaction 'Báo cáo giao dịch' (002 §2; docs/adr/0070): from, to, staff, 'Lọc báo cáo', 'Xuất excel'; the
 * staff money ledger newest first, 10 a page, with the filter's totals (top-ups, commissions, all) over every page.
 * A STAFF user's staff selector is themselves and disabled.
 */
export function TransactionsReport({ services = transactionsApi }: { services?: TransactionsServices }) {
  const session = useSession();
  const me = session.status === 'authenticated' ? session.user : null;
  const isStaff = me !== null && me.role !== Role.ADMIN;
  const self = isStaff ? me.id : null;
  const report = useTransactions(services, self);
  const [filter, setFilter] = useState<TransactionsFilter>(() => defaultTransactionsFilter(self));
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

  const change = (patch: Partial<TransactionsFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    report.clear();
  };
  const rows = useMemo<TransactionRow[]>(() => report.rows.map((r, i) => ({ ...r, index: i + 1 })), [report.rows]);
  const t = report.totals;
  return (
    <ReportLayout
      title={L.title}
      busy={report.loading}
      onFilter={() => void report.run(filter)}
      note={report.stale ? REPORT_LABELS.notApplied : null}
      filters={
        <>
          <DateRangeFilter value={filter.range} onChange={(range) => change({ range })} />
          <StaffSelect staff={staff} value={filter.partnerUserId} onChange={(partnerUserId) => change({ partnerUserId })} disabled={isStaff} />
        </>
      }
      actions={<ExportExcelButton title={L.exportName} columns={EXPORT_COLUMNS} rows={rows} label={REPORT_LABELS.exportExcel} />}
      summary={
        t ? (
          <SummaryCards
            cards={[
              { label: L.count, value: formatNumber(t.count) },
              { label: L.topUp, value: formatMoney(t.topUp) },
              { label: L.commission, value: formatMoney(t.commission) },
              { label: L.total, value: formatMoney(t.amount) },
            ]}
          />
        ) : null
      }
    >
      <ReportTable
        label={L.tableLabel}
        rows={rows}
        columns={GRID_COLUMNS}
        getRowId={(r) => r.id}
        loading={report.loading}
        hasMore={report.hasMore}
        onLoadMore={report.loadMore}
        pageSize={TRANSACTION_PAGE_SIZE}
        totals={t ? { amount: formatMoney(t.amount) } : null}
      />
    </ReportLayout>
  );
}
