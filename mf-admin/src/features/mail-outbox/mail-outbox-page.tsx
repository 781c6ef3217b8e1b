import type { TMailDetail, TMailRow } from '@busdesk/api-contract';
import { DataTable, formatDateTime, notify, type DataTableColumn } from '@busdesk/shared-kit';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { getMail } from './api/get-mail';
import { listMailOutbox } from './api/list-mail-outbox';
import { OUTBOX_LABELS as L } from './labels';
import { AdminPage } from '../../shared/admin-page';

const MailViewDialog = lazy(() => import('./mail-view-dialog').then((m) => ({ default: m.MailViewDialog })));

const statusOf = (m: TMailRow) => (m.error ? L.failed(m.error) : m.transport === 'smtp' ? L.sentSmtp : L.keptInOutbox);

const COLUMNS: ReadonlyArray<DataTableColumn<TMailRow>> = [
  { field: 'createdAt', headerName: L.createdAt, width: 160, valueFormatter: (value: number) => formatDateTime(value) },
  { field: 'toAddress', headerName: L.to, width: 240 },
  { field: 'subject', headerName: L.subject, flex: 1, minWidth: 240 },
  { field: 'status', headerName: L.status, width: 200, valueGetter: (_value: unknown, row: TMailRow) => statusOf(row) },
];

/**
 * /config/mail-outbox: the e-mails sent to the agency's passengers (issue 5), newest first, 'Tải thêm' for older
 * ones (keyset pages). Opening a row shows the message as the passenger sees it and its raw MIME text.
 */
export function MailOutboxPage() {
  const [rows, setRows] = useState<TMailRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [open, setOpen] = useState<TMailDetail | null>(null);
  const started = useRef(false);

  const load = useCallback(async (token: string | null) => {
    setLoading(true);
    try {
      const page = await listMailOutbox(token);
      setRows((current) => (token ? [...current, ...page.mails] : page.mails));
      setNext(page.nextPageToken);
    } catch {
      notify(L.loadFailed, 'error');
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load(null);
  }, [load]);

  const openMail = async (id: string) => {
    try {
      setOpen(await getMail(id));
    } catch {
      notify(L.loadFailed, 'error');
    }
  };

  return (
    <AdminPage title={L.title} intro={L.intro}>
      <DataTable
        aria-label={L.tableLabel}
        rows={rows}
        columns={COLUMNS}
        loading={loading}
        pagination={{ mode: 'loadMore', hasMore: next !== null, onLoadMore: () => load(next) }}
        onRowClick={(params) => void openMail(String(params.id))}
      />
      {open ? (
        <Suspense fallback={null}>
          <MailViewDialog mail={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </AdminPage>
  );
}
