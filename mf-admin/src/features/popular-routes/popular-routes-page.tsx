import { POPULAR_ROUTE_DEFAULT_PAGE_SIZE, POPULAR_ROUTE_MAX, POPULAR_ROUTE_PAGE_SIZES, type TRouteOption } from '@busdesk/api-contract';
import { DataTable, isAdmin, UnsavedChangesDialog, useSession, useUnsavedChangesGuard, type DataTableColumn } from '@busdesk/shared-kit';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { AdminUpdateBar } from '../../shared/admin-update-bar';
import { PopularRouteFiltersBar } from './components/popular-route-filters';
import { usePopularRoutes } from './hooks/use-popular-routes';
import { POPULAR_LABELS as L } from './labels';
import { popularRoutesApi, type PopularRoutesServices } from './popular-routes-services';
import { AdminPage } from '../../shared/admin-page';

type Row = TRouteOption & { index: number };

/**
 * /manage/popular-route (000 §2.6): the routes filtered by name and company, each with a tick; 'Đã chọn N /50 tuyến';
 * Update saves the ticked ones in order. The sales screen's route picker offers them first. At 50 the remaining ticks
 * are disabled (the server refuses a 51st too); only an ADMIN saves (ADR 0051).
 */
export function PopularRoutesPage({ services = popularRoutesApi }: { services?: PopularRoutesServices }) {
  const admin = isAdmin(useSession().user);
  const state = usePopularRoutes(services);
  const rows: Row[] = useMemo(() => state.routes.map((r, i) => ({ ...r, index: i + 1 })), [state.routes]);
  const { selectedSet, full, toggle } = state;
  // Ticks not yet saved with 'Cập nhật' are lost by leaving: asked first (ADR 0119).
  const leaveGuard = useUnsavedChangesGuard(state.dirty);

  const columns: ReadonlyArray<DataTableColumn<Row>> = useMemo(
    () => [
      { field: 'index', headerName: L.index, width: 70, sortable: false },
      { field: 'name', headerName: L.routeName, flex: 1, minWidth: 240 },
      { field: 'companyName', headerName: L.company, flex: 1, minWidth: 200 },
      {
        field: 'select',
        headerName: L.select,
        width: 90,
        sortable: false,
        renderCell: ({ row }) => {
          const checked = selectedSet.has(row.id);
          return (
            <Checkbox
              size="small"
              sx={{ p: 0.5 }}
              checked={checked}
              disabled={!admin || (full && !checked)}
              onChange={() => toggle(row.id)}
              slotProps={{ input: { 'aria-label': L.selectRoute(row.name) } }}
            />
          );
        },
      },
    ],
    [selectedSet, full, toggle, admin],
  );

  return (
    <AdminPage title={L.title}>
      <PopularRouteFiltersBar filters={state.filters} companies={state.companies} onChange={state.setFilters} />
      <AdminUpdateBar
        admin={admin}
        disabled={state.loading || state.saving}
        onUpdate={() => void state.save()}
        adminOnly={L.adminOnly}
        status={
          <Typography variant="body1" aria-live="polite" data-testid="popular-counter" sx={{ fontWeight: 500, color: full ? 'warning.dark' : 'text.primary' }}>
            {L.counter(state.selected.length, POPULAR_ROUTE_MAX)}
          </Typography>
        }
      />
      <DataTable
        aria-label={L.tableLabel}
        rows={rows}
        columns={columns}
        loading={state.loading}
        pagination={{ mode: 'client', pageSize: POPULAR_ROUTE_DEFAULT_PAGE_SIZE, pageSizeOptions: POPULAR_ROUTE_PAGE_SIZES }}
      />
      <UnsavedChangesDialog guard={leaveGuard} />
    </AdminPage>
  );
}
