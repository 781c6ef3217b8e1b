import { MSG, parseTelecomConfigText, TELECOM_PAGE_SIZE, telecomConfigFieldLabel, type TTelecomCompany, type TTelecomNumber } from '@busdesk/api-contract';
import { ConfirmDialog, DataTable, isAdmin, notify, useSession, type DataTableColumn } from '@busdesk/shared-kit';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTelecomNumbers } from '../hooks/use-telecom-numbers';
import { TELECOM_LABELS as L } from '../labels';
import { apiTelecomServices, type TelecomServices } from '../telecom-services';
import { TelecomNumberDialog, type TelecomLineDraft } from './telecom-number-dialog';
import { AdminPage } from '../../../shared/admin-page';

/**
 * What the config column shows of a line: its non-secret values and which secrets are stored (never their value),
 * each under the name the dialog gives it; a switch that is on by its name alone; '—' for a line without config.
 */
function configSummary(line: TTelecomNumber): string {
  const config = parseTelecomConfigText(line.telecomConfig) ?? {};
  const shown = Object.entries(config).flatMap(([key, value]) =>
    value === false ? [] : value === true ? [telecomConfigFieldLabel(key)] : [`${telecomConfigFieldLabel(key)}: ${String(value)}`],
  );
  if (line.secretsSet.length) shown.push(L.secretsStored(line.secretsSet.map(telecomConfigFieldLabel).join(', ')));
  return shown.length ? shown.join(' · ') : L.noConfig;
}

type Editing = { kind: 'add' } | { kind: 'edit'; line: TTelecomNumber } | null;

/**
 * /manage/telecom-number (000 §2.9, §7.5): the agency's extension lines, searched by number, 50 a page. ADMIN adds;
 * every user edits and deletes, as the seed shows (the server enforces the same).
 */
export function TelecomNumbersPage({ services = apiTelecomServices }: { services?: TelecomServices }) {
  const admin = isAdmin(useSession().user);
  const list = useTelecomNumbers(services);
  const [search, setSearch] = useState('');
  const [companies, setCompanies] = useState<TTelecomCompany[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TTelecomNumber | null>(null);

  useEffect(() => {
    services.companies().then(setCompanies, (err: unknown) => notify(`${L.companiesFailed}: ${(err as Error).message}`, 'error'));
  }, [services]);

  const columns = useMemo<ReadonlyArray<DataTableColumn<TTelecomNumber>>>(
    () => [
      { field: 'index', headerName: L.index, width: 70, sortable: false, valueGetter: (_v: unknown, row: TTelecomNumber) => list.page * TELECOM_PAGE_SIZE + list.rows.indexOf(row) + 1 },
      { field: 'number', headerName: L.number, width: 140 },
      { field: 'telecomCompanyName', headerName: L.company, width: 220 },
      { field: 'telecomConfig', headerName: L.config, flex: 1, minWidth: 260, sortable: false, valueGetter: (_v: unknown, row: TTelecomNumber) => configSummary(row) },
      {
        field: 'actions',
        headerName: L.actions,
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row">
            <IconButton size="small" aria-label={L.edit(row.number)} onClick={() => setEditing({ kind: 'edit', line: row })}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={L.remove(row.number)} onClick={() => setDeleting(row)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        ),
      },
    ],
    [list.page, list.rows],
  );

  const save = async (draft: TelecomLineDraft) => {
    if (editing?.kind === 'edit') {
      await services.update({ id: editing.line.id, ...draft });
      notify(MSG.telecom.updateSuccess, 'success');
    } else {
      await services.create(draft);
      notify(MSG.telecom.createSuccess, 'success');
    }
    setEditing(null);
    list.reload();
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    list.search(search);
  };

  return (
    <AdminPage title={L.title} intro={L.intro}>
      <Stack direction="row" spacing={2} component="form" role="search" onSubmit={submitSearch} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField size="small" label={L.search} value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon />}>
          {L.searchButton}
        </Button>
        <Box sx={{ flex: 1 }} />
        {admin ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
            {L.add}
          </Button>
        ) : null}
      </Stack>
      <DataTable
        aria-label={L.tableLabel}
        rows={list.rows}
        columns={columns}
        loading={list.loading}
        pagination={{ mode: 'server', page: list.page, pageSize: TELECOM_PAGE_SIZE, rowCount: list.total, pageSizeOptions: [TELECOM_PAGE_SIZE], onChange: (m) => list.goTo(m.page) }}
      />
      {editing ? (
        <TelecomNumberDialog
          key={editing.kind === 'edit' ? editing.line.id : 'add'}
          open
          companies={companies}
          line={editing.kind === 'edit' ? editing.line : undefined}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={L.deleteTitle}
        message={deleting ? L.deleteConfirm(deleting.number) : ''}
        confirmLabel={L.deleteButton}
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          await services.remove(deleting.id);
          notify(MSG.telecom.deleteSuccess, 'success');
          setDeleting(null);
          list.reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
