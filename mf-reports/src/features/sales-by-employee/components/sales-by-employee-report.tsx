import { COLLECTION_REPORT_DEFINITION, type TTicketReportRow, type TUserInfo } from '@busdesk/api-contract';
import { formatDateTime, formatNumber, Money, notify, type DataTableColumn } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { ReportScreen } from '../../../shared/report-screen';
import { useReportScreen } from '../../../shared/use-report-screen';
import { useCompanies } from '../../../shared/use-companies';
import { useRowSelection } from '../../../shared/use-row-selection';
import { COLLECTION_COLUMN_WIDTHS, COLLECTION_COLUMNS } from '../collection-columns';
import { changeCollectionFilter, collectionRequest, defaultCollectionFilter } from '../hooks/collection-filter';
import { useCollectionLookups } from '../hooks/use-collection-lookups';
import { useCollectionReport } from '../hooks/use-collection-report';
import { COLLECTION_LABELS as L } from '../labels';
import { salesByEmployeeApi, type SalesByEmployeeServices } from '../sales-by-employee-services';
import { CollectionFilters } from './collection-filters';
import { ZnsSendDialog } from './zns-send-dialog';

type Row = TTicketReportRow & { index: number };

type Column = (typeof COLLECTION_COLUMNS)[number];

const tableColumn = (c: Column): DataTableColumn<Row> => ({
  field: c.key,
  headerName: c.header,
  width: COLLECTION_COLUMN_WIDTHS[c.key] ?? 120,
  sortable: false,
  ...(c.kind === 'money' || c.kind === 'count' ? { type: 'number' as const } : {}),
  valueGetter: (_v: unknown, r: Row) => c.value(r, r.index - 1),
  ...(c.kind === 'money' ? { renderCell: ({ row }: { row: Row }) => <Money value={c.value(row, row.index - 1) as number} /> } : {}),
  ...(c.kind === 'date' ? { valueFormatter: (v: number | null) => formatDateTime(v) } : {}),
});

const COLUMNS: ReadonlyArray<DataTableColumn<Row>> = COLLECTION_COLUMNS.map(tableColumn);
/** The columns with a total (all money): the totals row's cells and the money cards. */
const TOTALLED = COLLECTION_COLUMNS.filter((c) => c.total);
// The export writes the same columns: money and counts as numbers, departures as date cells (docs/adr/0063, 0074).

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export interface SalesByEmployeeReportProps {
  /** The signed-in user: a STAFF user's staff filter is fixed to them; a parent partner gets the child stations. */
  user: TUserInfo;
  services?: SalesByEmployeeServices;
}

/**
 * /report/sales-by-employee (002 §2 'Ticket revenue collection report by staff'): the filters and their rules, the
 * four cards and the money totals beside them, the tickets 40 a page by ticket code descending with 'Tải thêm', the
 * totals row of the whole filter, the export of the loaded rows ('revenue-by-staff'), and — for the configured partner
 * account only — row selection and the Zalo send.
 */
export function SalesByEmployeeReport({ user, services = salesByEmployeeApi }: SalesByEmployeeReportProps) {
  const initial = useMemo(() => defaultCollectionFilter(user), [user]);
  const selection = useRowSelection(L.selectTickets);
  // Changing any filter clears the loaded rows (002 §2); the rules clear the filters that depend on it.
  const state = useReportScreen(useCollectionReport(services, initial), {
    merge: (f, patch) => changeCollectionFilter(f, patch, user),
    onChange: selection.clear,
  });
  const { filter, change } = state;
  const companies = useCompanies(services.companies);
  const lookups = useCollectionLookups(services, user, filter);
  const zns = lookups.zns;

  const send = async (messageContentType: number) => {
    try {
      await services.sendZns({ messageContentType, ticketIds: [...selection.selected] });
    } catch (e) {
      notify(errorText(e), 'error');
      throw e;
    }
    notify(L.sendSuccess, 'success');
    selection.done();
  };

  return (
    <ReportScreen
      labels={L}
      state={state}
      onFilter={selection.clear}
      filters={<CollectionFilters filter={filter} onChange={change} companies={companies} lookups={lookups} user={user} />}
      definition={COLLECTION_REPORT_DEFINITION}
      exportAll={(applied) => ({ report: 'sales-by-employee', filter: collectionRequest(applied) })}
      exportServices={services.exports}
      actionsAfter={
        zns.enabled && zns.templates.length > 0 ? (
          <Button variant="outlined" onClick={selection.openDialog}>
            {L.sendZns}
          </Button>
        ) : null
      }
      rowCount={(s) => s.totals?.count ?? null}
      cards={(s) => [
        { label: L.totalBooked, value: formatNumber(s.eTicketCount ?? 0) },
        { label: L.stationOnline, value: formatNumber(s.agencyOnlineTicketCount ?? 0) },
        { label: L.companyOnline, value: formatNumber(s.companyOnlineTicketCount ?? 0) },
        { label: L.counter, value: formatNumber(s.offlineTicketCount ?? 0) },
        // The money totals too, under their columns' headers: at 1366 px the totals row shows them only after a
        // sideways scroll past fourteen columns, and what each clerk collected is what this report is opened for.
        ...(s.totals ? TOTALLED.map((c) => ({ label: c.header, value: <Money value={c.total!(s.totals!)} /> })) : []),
      ]}
      totalsRow={({ totals: t }) =>
        t ? Object.fromEntries(TOTALLED.map((c) => [c.key, <Money key={c.key} value={c.total!(t)} />])) : null
      }
      // Row selection only for the configured partner account (002 §6).
      selection={zns.enabled ? selection : null}
      columns={COLUMNS}
      getRowId={(r) => r.ticketId}
      pageSize={40}
    >
      {selection.dialogOpen ? (
        <ZnsSendDialog count={selection.selected.size} templates={zns.templates} defaultTemplateId={zns.defaultTemplateId} onClose={selection.closeDialog} onSend={send} />
      ) : null}
    </ReportScreen>
  );
}
