import { MSG, ROLE_LABELS, Role, type TPartnerUser } from '@busdesk/api-contract';
import { DataTable, Money, type DataTableColumn } from '@busdesk/shared-kit';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { EMPLOYEE_LABELS as L } from '../labels';

type Row = TPartnerUser & { index: number };

export interface EmployeeTableProps {
  users: readonly TPartnerUser[];
  loading?: boolean;
  /** The signed-in user: an ADMIN manages everyone, a STAFF user edits only their own row (000 §6). */
  viewer: { id: string; isAdmin: boolean };
  onEdit: (user: TPartnerUser) => void;
  onToggleActive: (user: TPartnerUser, active: boolean) => void;
  onResetPassword: (user: TPartnerUser) => void;
  /** An ADMIN's top-up in the staff money ledger (docs/adr/0070); no button without it. */
  onTopUp?: (user: TPartnerUser) => void;
}

/** The employee table of 000 §2.8: index, name, username, limit, debt, commission, role, status, actions (all in view at 1366 px). */
export function EmployeeTable({ users, loading, viewer, onEdit, onToggleActive, onResetPassword, onTopUp }: EmployeeTableProps) {
  const rows = useMemo<Row[]>(() => users.map((u, i) => ({ ...u, index: i + 1 })), [users]);
  const columns = useMemo<Array<DataTableColumn<Row>>>(
    () => [
      { field: 'index', headerName: L.index, width: 64, sortable: false },
      { field: 'name', headerName: L.name, flex: 1, minWidth: 150 },
      { field: 'username', headerName: L.username, width: 130 },
      { field: 'debtLimit', headerName: L.debtLimit, width: 130, align: 'right', headerAlign: 'right', renderCell: (p) => <Money value={p.row.debtLimit} /> },
      { field: 'currentDebt', headerName: L.currentDebt, width: 120, align: 'right', headerAlign: 'right', renderCell: (p) => <Money value={p.row.currentDebt} /> },
      { field: 'commission', headerName: L.commission, width: 90, align: 'right', headerAlign: 'right' },
      { field: 'role', headerName: L.role, width: 100, valueGetter: (_v: unknown, row: Row) => ROLE_LABELS[row.role] },
      {
        field: 'isActive',
        headerName: L.status,
        width: 135,
        renderCell: (p) => <Chip size="small" variant="outlined" color={p.row.isActive ? 'success' : 'default'} label={p.row.isActive ? MSG.employee.active : MSG.employee.locked} />,
      },
      {
        field: 'actions',
        headerName: L.actions,
        width: 165,
        sortable: false,
        renderCell: (p) => {
          const user = p.row;
          const canEdit = viewer.isAdmin || user.id === viewer.id;
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
              {canEdit ? (
                <Tooltip title={L.edit(user.name)}>
                  <IconButton size="small" aria-label={L.edit(user.name)} onClick={() => onEdit(user)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              {viewer.isAdmin && user.role === Role.STAFF ? (
                <Switch
                  size="small"
                  checked={user.isActive}
                  onChange={(e) => onToggleActive(user, e.target.checked)}
                  slotProps={{ input: { 'aria-label': user.isActive ? L.lock(user.name) : L.unlock(user.name) } }}
                />
              ) : null}
              {viewer.isAdmin ? (
                <Tooltip title={L.resetPassword(user.name)}>
                  <IconButton size="small" aria-label={L.resetPassword(user.name)} onClick={() => onResetPassword(user)}>
                    <LockResetIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              {viewer.isAdmin && onTopUp ? (
                <Tooltip title={L.topUp(user.name)}>
                  <IconButton size="small" aria-label={L.topUp(user.name)} onClick={() => onTopUp(user)}>
                    <AccountBalanceWalletIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
            </Box>
          );
        },
      },
    ],
    [viewer, onEdit, onToggleActive, onResetPassword, onTopUp],
  );
  return <DataTable aria-label={L.tableLabel} rows={rows} columns={columns} loading={loading ?? false} />;
}
