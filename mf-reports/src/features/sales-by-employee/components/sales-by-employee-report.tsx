import { COLLECTION_REPORT_DEFINITION, type TTicketReportRow, type TUserInfo } from '@busdesk/api-contract';
import { formatDateTime, formatNumber, Money, notify, type DataTableColumn } from '@busdesk/shared-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { REPORT_LABELS } from '../../../shared/report-labels';
import { ReportLayout } from '../../../shared/report-layout';
import { ReportTable } from '../../../shared/report-table';
import { SummaryCards } from '../../../shared/summary-cards';
import { useCompanies } from '../../../shared/use-companies';
import { ReportExportButtons } from '../../../shared/report-export-buttons';
import { COLLECTION_COLUMN_WIDTHS, COLLECTION_COLUMNS } from '../collection-columns';
import { changeCollectionFilter, collectionRequest, defaultCollectionFilter, type CollectionFilter } from '../hooks/collection-filter';
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
// The export writes the same columns: money and counts as numbers, departures as date cells (docs/adr/0063, 0074).

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export interface SalesByEmployeeReportProps {
  /** The signed-in user: a STAFF user's staff filter is fixed to them; a parent partner gets the child stations. */
  user: TUserInfo;
  services?: SalesByEmployeeServices;
}

/**
 * /report/sales-by-employee (002 §2 'Ticket revenue collection report by staff'): the filters and their rules, the
 * four cards, the tickets 40 a page by ticket code descending with 'Tải thêm', the totals row of the whole filter,
 * the export of the loaded rows ('revenue-by-staff'), and — for the configured partner account only — row selection
 * and the Zalo send.
 */
export function SalesByEmployeeReport({ user, services = salesByEmployeeApi }: SalesByEmployeeReportProps) {
  const initial = useMemo(() => defaultCollectionFilter(user), [user]);
  const [filter, setFilter] = useState<CollectionFilter>(initial);
  const report = useCollectionReport(services, initial);
  const companies = useCompanies(services.companies);
  const lookups = useCollectionLookups(services, user, filter);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);
  const zns = lookups.zns;

  // Changing any filter clears the loaded rows (002 §2); the rules clear the filters that depend on it.
  const change = (patch: Partial<CollectionFilter>) => {
    setFilter((f) => changeCollectionFilter(f, patch, user));
    setSelected(new Set());
    report.clear();
  };
  const rows: Row[] = report.rows.map((r, i) => ({ ...r, index: i + 1 }));
  const selectionModel = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set<string | number>(selected) }), [selected]);
  const s = report.totals;
  const t = s?.totals ?? null;

  const totals: Record<string, ReactNode> | null = t
    ? Object.fromEntries(COLLECTION_COLUMNS.filter((c) => c.total).map((c) => [c.key, <Money key={c.key} value={c.total!(t)} />]))
    : null;

  const openDialog = () => {
    if (selected.size === 0) notify(L.selectTickets, 'warning');
    else setDialogOpen(true);
  };
  const send = async (messageContentType: number) => {
    try {
      await services.sendZns({ messageContentType, ticketIds: [...selected] });
    } catch (e) {
      notify(errorText(e), 'error');
      throw e;
    }
    notify(L.sendSuccess, 'success');
    setDialogOpen(false);
    setSelected(new Set());
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
      filters={<CollectionFilters filter={filter} onChange={change} companies={companies} lookups={lookups} user={user} />}
      actions={
        <>
          <ReportExportButtons definition={COLLECTION_REPORT_DEFINITION} rows={rows} request={report.applied ? { report: 'sales-by-employee', filter: collectionRequest(report.applied) } : null} services={services.exports} />
          {zns.enabled && zns.templates.length > 0 ? (
            <Button variant="outlined" onClick={openDialog}>
              {L.sendZns}
            </Button>
          ) : null}
        </>
      }
      summary={
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {s ? (
            <SummaryCards
              cards={[
                { label: L.totalBooked, value: formatNumber(s.eTicketCount ?? 0) },
                { label: L.stationOnline, value: formatNumber(s.agencyOnlineTicketCount ?? 0) },
                { label: L.companyOnline, value: formatNumber(s.companyOnlineTicketCount ?? 0) },
                { label: L.counter, value: formatNumber(s.offlineTicketCount ?? 0) },
              ]}
            />
          ) : null}
          {zns.enabled ? (
            <Typography variant="body2" aria-live="polite">
              {selected.size ? L.selected(selected.size) : ''}
            </Typography>
          ) : null}
        </Box>
      }
    >
      <ReportTable
        label={L.tableLabel}
        rows={rows}
        columns={COLUMNS}
        getRowId={(r) => r.ticketId}
        paging={report}
        pageSize={40}
        totals={totals}
        // Row selection only for the configured partner account (002 §6).
        {...(zns.enabled
          ? {
              selection: {
                checkboxSelection: true,
                rowSelectionModel: selectionModel,
                onRowSelectionModelChange: (model: GridRowSelectionModel) => {
                  const ids = rows.map((r) => r.ticketId).filter((id) => (model.type === 'include' ? model.ids.has(id) : !model.ids.has(id)));
                  setSelected(new Set(ids));
                },
              },
            }
          : {})}
      />
      {dialogOpen ? <ZnsSendDialog count={selected.size} templates={zns.templates} defaultTemplateId={zns.defaultTemplateId} onClose={() => setDialogOpen(false)} onSend={send} /> : null}
    </ReportLayout>
  );
}
