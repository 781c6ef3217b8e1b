import { DEFAULT_ROUTE, MSG, TRANSPORT_ORDER_LIST_LIMIT, type TCompanyOption, type TTransportOrder } from '@busdesk/api-contract';
import { LABELS, navigate, notify } from '@busdesk/shared-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TRANSPORT_LABELS } from '../../messages';
import { ownSides } from '../../shared/own-sides';
import { useStationUser } from '../../shared/use-station-user';
import { CreateOrderDialog } from './components/create-order-dialog';
import { EditOrderDialog } from './components/edit-order-dialog';
import { SignListFilters } from './components/sign-list-filters';
import { TransportOrderTable } from './components/transport-order-table';
import { ViewOrderDialog } from './components/view-order-dialog';
import { defaultSignListFilter, useTransportOrders, type SignListFilter } from './hooks/use-transport-orders';
import { signListApi, type SignListServices } from './sign-list-services';

const L = TRANSPORT_LABELS.signList;
/** 002 §9: the list is read again this long after a signature or an edit. */
export const RESULT_RELOAD_DELAY_MS = 1000;

type Open = { kind: 'view' | 'edit'; order: TTransportOrder } | { kind: 'create' } | null;

/**
 * /transport 'Ký duyệt lệnh' (002 §2): standalone (no portal layout) and public — a station opens it with ?token=.
 * Filters, 'Lấy dữ liệu', 'Upload XML', the orders with their tags and transmission, and the view / edit / create
 * dialogs; resend from the row.
 */
export function SignListPage({ services = signListApi }: { services?: SignListServices }) {
  const [filter, setFilter] = useState<SignListFilter>(defaultSignListFilter);
  const orders = useTransportOrders(services.list, filter);
  const user = useStationUser(services.user);
  const [companies, setCompanies] = useState<TCompanyOption[]>([]);
  const [open, setOpen] = useState<Open>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { reload } = orders;

  useEffect(() => {
    let live = true;
    services.companies().then(
      (list) => live && setCompanies(list),
      () => undefined,
    );
    return () => {
      live = false;
      clearTimeout(reloadTimer.current);
    };
  }, [services]);

  const reloadSoon = useCallback(() => {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void reload(), RESULT_RELOAD_DELAY_MS);
  }, [reload]);

  const canEdit = useCallback((order: TTransportOrder) => ownSides(order, user).length > 0, [user]);
  const onView = useCallback((order: TTransportOrder) => setOpen({ kind: 'view', order }), []);
  const onEdit = useCallback((order: TTransportOrder) => setOpen({ kind: 'edit', order }), []);
  const onResend = useCallback(
    async (order: TTransportOrder) => {
      try {
        await services.resend(order.id);
        notify(MSG.transport.resendSuccess, 'success');
        void reload();
      } catch (e) {
        notify(e instanceof Error && e.message ? e.message : MSG.transport.resendFailed, 'error');
      }
    },
    [services, reload],
  );

  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {L.title}
        </Typography>
        {/* The page has no layout (002 §2): a signed-in user (from the portal's menus, or opening it directly with the
            portal's session) needs a way into the portal other than Back. A visitor without a token has none. */}
        {user ? (
          <Link
            href={DEFAULT_ROUTE}
            onClick={(event) => {
              event.preventDefault();
              navigate(DEFAULT_ROUTE);
            }}
          >
            {LABELS.nav.backHome}
          </Link>
        ) : null}
      </Box>
      <SignListFilters
        value={filter}
        onChange={setFilter}
        companies={companies}
        onFetch={() => void orders.run(filter)}
        onUpload={user ? () => setOpen({ kind: 'create' }) : undefined}
        busy={orders.loading}
      />
      {orders.error ? <Alert severity="error">{orders.error}</Alert> : null}
      {orders.truncated ? (
        <Alert severity="warning" role="status">
          {L.truncated(TRANSPORT_ORDER_LIST_LIMIT)}
        </Alert>
      ) : null}
      <TransportOrderTable orders={orders.rows} loading={orders.loading} onView={onView} canEdit={canEdit} onEdit={onEdit} onResend={(o) => void onResend(o)} />
      {open?.kind === 'view' ? (
        <ViewOrderDialog
          order={open.order}
          user={user}
          services={services}
          onClose={() => setOpen(null)}
          onSigned={() => {
            setOpen(null);
            reloadSoon();
          }}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <EditOrderDialog
          order={open.order}
          sides={ownSides(open.order, user)}
          update={services.updateConfirm}
          detail={services.detail}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            reloadSoon();
          }}
        />
      ) : null}
      {open?.kind === 'create' ? (
        <CreateOrderDialog
          create={services.create}
          onClose={() => setOpen(null)}
          onCreated={() => {
            setOpen(null);
            void reload();
          }}
        />
      ) : null}
    </Box>
  );
}
