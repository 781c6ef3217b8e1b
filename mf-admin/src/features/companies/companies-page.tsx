import { COMPANY_PAGE_SIZE, type TPartnerCompany } from '@busdesk/api-contract';
import { DataTable, formatDebt, isAdmin, notify, StatusChip, useSession, type DataTableColumn } from '@busdesk/shared-kit';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { AdminUpdateBar } from '../../shared/admin-update-bar';
import { companiesApi, type CompaniesServices } from './companies-services';
import { CompanyFiltersBar } from './components/company-filters';
import { CompanySimulatorDialog } from './components/company-simulator-dialog';
import { CompanyUpdateDialog, type CompanyStatusPatch } from './components/company-update-dialog';
import { useCompanySimulator } from './hooks/use-company-simulator';
import { usePartnerCompanies } from './hooks/use-partner-companies';
import { COMPANY_LABELS as L } from './labels';
import { AdminPage } from '../../shared/admin-page';

const COLUMNS: ReadonlyArray<DataTableColumn<TPartnerCompany>> = [
  { field: 'companyName', headerName: L.companyName, flex: 1, minWidth: 200, valueGetter: (_v: unknown, row: TPartnerCompany) => row.company.companyName },
  { field: 'phone', headerName: L.phone, width: 130, valueGetter: (_v: unknown, row: TPartnerCompany) => row.company.companyPhoneNumber ?? '' },
  {
    field: 'approvedStatus',
    headerName: L.approval,
    width: 140,
    renderCell: ({ row }) => <StatusChip kind="approval" value={row.approvedStatus} />,
  },
  {
    field: 'usage',
    headerName: L.usage,
    width: 150,
    renderCell: ({ row }) => <StatusChip kind="usage" value={row.company.isNotUsingAv} />,
  },
  { field: 'debtLimit', headerName: L.debtLimit, type: 'number', width: 150, valueFormatter: (value: number) => formatDebt(value) },
  { field: 'currentDebt', headerName: L.currentDebt, type: 'number', width: 150, valueFormatter: (value: number) => formatDebt(value) },
];

const CHECKBOX_FIELD = '__check__';

/**
 * /manage/company (000 §2.5): the agency's authorised companies, 20 a page sorted by id, searched by name and
 * filtered by usage and approval. Clicking rows selects them (several, across pages); the ADMIN's Update dialog sets
 * approval and/or usage for all of them at once. Approval decides what the agency sells (ADR 0050). The list follows
 * the companies' authorisations live; in the embedded demo the ADMIN may play a company (docs/adr/0102).
 */
export function CompaniesPage({ services = companiesApi }: { services?: CompaniesServices }) {
  const session = useSession();
  const admin = isAdmin(session.user);
  const list = usePartnerCompanies(services);
  const [dialogOpen, setDialogOpen] = useState(false);
  const simulatorCompanies = useCompanySimulator(services, admin);
  const [simulatorOpen, setSimulatorOpen] = useState(false);
  const selectionModel = useMemo(() => ({ type: 'include' as const, ids: new Set<string | number>(list.selected.keys()) }), [list.selected]);
  const chosen = [...list.selected.values()];

  const save = async (patch: CompanyStatusPatch) => {
    try {
      await services.update(chosen.map((c) => ({ companyId: c.companyId, partnerId: c.partnerId, ...patch })));
    } catch (e) {
      notify(L.updateFailed, 'error');
      throw e;
    }
    notify(L.updateSuccess, 'success');
    setDialogOpen(false);
    list.clearSelection();
    await list.reload();
  };

  return (
    <AdminPage title={L.title}>
      <CompanyFiltersBar filters={list.filters} onChange={list.setFilter} />
      <AdminUpdateBar
        admin={admin}
        disabled={list.selected.size === 0}
        onUpdate={() => setDialogOpen(true)}
        adminOnly={L.adminOnly}
        status={
          <>
            <Typography variant="body2" aria-live="polite">
              {list.selected.size ? L.selected(list.selected.size) : L.selectHint}
            </Typography>
            {list.selected.size ? (
              <Button size="small" onClick={list.clearSelection}>
                {L.clearSelection}
              </Button>
            ) : null}
            {simulatorCompanies ? (
              <Button size="small" variant="outlined" onClick={() => setSimulatorOpen(true)}>
                {L.simulate}
              </Button>
            ) : null}
          </>
        }
      />
      <DataTable
        aria-label={L.tableLabel}
        rows={list.rows}
        columns={COLUMNS}
        getRowId={(row) => row.companyId}
        loading={list.loading}
        checkboxSelection
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) => {
          const onPage = list.rows.map((r) => r.companyId).filter((id) => (model.type === 'include' ? model.ids.has(id) : !model.ids.has(id)));
          list.selectOnPage(new Set(onPage));
        }}
        pagination={{ mode: 'server', page: list.page, pageSize: COMPANY_PAGE_SIZE, rowCount: list.total, onChange: (m) => list.setPage(m.page), pageSizeOptions: [COMPANY_PAGE_SIZE] }}
        gridProps={{
          keepNonExistentRowsSelected: true,
          onCellClick: (params) => {
            if (params.field !== CHECKBOX_FIELD) list.toggle(String(params.id));
          },
          sx: { '& .MuiDataGrid-row': { cursor: 'pointer' } },
        }}
      />
      {dialogOpen ? (
        <CompanyUpdateDialog companyNames={chosen.map((c) => c.company.companyName)} onClose={() => setDialogOpen(false)} onSave={save} />
      ) : null}
      {simulatorOpen && simulatorCompanies ? (
        <CompanySimulatorDialog companies={simulatorCompanies} onClose={() => setSimulatorOpen(false)} onAuthorise={services.simulateAuthorisation} />
      ) : null}
    </AdminPage>
  );
}
