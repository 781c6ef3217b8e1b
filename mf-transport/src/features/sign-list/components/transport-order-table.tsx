import type { TTransportOrder } from '@busdesk/api-contract';
import { DataTable, formatTimeDate, type DataTableColumn } from '@busdesk/shared-kit';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, type ReactNode } from 'react';
import { TRANSPORT_LABELS } from '../../../messages';
import { SignStatusTag } from '../../../shared/sign-status-tag';
import { TransmissionProgress } from './transmission-progress';

const L = TRANSPORT_LABELS.signList;

type Row = TTransportOrder & { index: number };

export interface TransportOrderTableProps {
  orders: readonly TTransportOrder[];
  loading?: boolean;
  onView: (order: TTransportOrder) => void;
  /** Whether the user may edit this order (it has a side of the user's station); no edit button otherwise. */
  canEdit: (order: TTransportOrder) => boolean;
  onEdit: (order: TTransportOrder) => void;
  onResend: (order: TTransportOrder) => void;
}

/** The order's code, or its id when the XML had none (002 §2 'order code (code or id)'). */
export const orderCodeOf = (o: Pick<TTransportOrder, 'code' | 'id'>): string => o.code ?? o.id;

/** 002 §2: resend only while either station is not yet at 3 (signed and transmitted). */
export const canResend = (o: Pick<TTransportOrder, 'stationUpStatus' | 'stationDownStatus'>): boolean => o.stationUpStatus !== 3 || o.stationDownStatus !== 3;

/**
 * The tooltip opens to the left, over the row's own cells: focus comes back to the button when a dialog it opened
 * closes (Escape), and a tooltip below it then covered the next order's row.
 */
function Action({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label} placement="left">
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The signing list's table (002 §2): index, code, departure, company, plate, transmission, the company tag, the two
 * station tags with the partners' names, and view / edit / resend.
 */
export function TransportOrderTable({ orders, loading, onView, canEdit, onEdit, onResend }: TransportOrderTableProps) {
  const columns = useMemo<ReadonlyArray<DataTableColumn<Row>>>(
    () => [
      { field: 'index', headerName: L.index, width: 48, sortable: false },
      { field: 'code', headerName: TRANSPORT_LABELS.create.code, width: 155, valueGetter: (_v: unknown, r: Row) => orderCodeOf(r) },
      { field: 'timeStartTrip', headerName: L.departure, width: 130, valueFormatter: (v: number) => formatTimeDate(v) },
      { field: 'companyName', headerName: L.company, flex: 1, minWidth: 150 },
      { field: 'numberPlate', headerName: L.numberPlate, width: 100 },
      { field: 'transmission', headerName: L.transmission, width: 130, sortable: false, renderCell: ({ row }) => <TransmissionProgress order={row} /> },
      // Wide enough for its longest status, 'Đã ký và truyền' (at 125 px it read 'Đã ký và truy…').
      { field: 'companyStatus', headerName: L.companyTag, width: 155, renderCell: ({ row }) => <SignStatusTag status={row.companyStatus} /> },
      { field: 'stationUpStatus', headerName: L.upTag, width: 165, renderCell: ({ row }) => <SignStatusTag status={row.stationUpStatus} name={row.partnerUpName ?? row.partnerUpCode} /> },
      { field: 'stationDownStatus', headerName: L.downTag, width: 165, renderCell: ({ row }) => <SignStatusTag status={row.stationDownStatus} name={row.partnerDownName ?? row.partnerDownCode} /> },
      {
        field: 'actions',
        headerName: L.actions,
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex' }}>
            <Action label={L.view(orderCodeOf(row))} onClick={() => onView(row)}>
              <VisibilityIcon fontSize="small" />
            </Action>
            {canEdit(row) ? (
              <Action label={L.edit(orderCodeOf(row))} onClick={() => onEdit(row)}>
                <EditIcon fontSize="small" />
              </Action>
            ) : null}
            {canResend(row) ? (
              <Action label={L.resend(orderCodeOf(row))} onClick={() => onResend(row)}>
                <SendIcon fontSize="small" />
              </Action>
            ) : null}
          </Box>
        ),
      },
    ],
    [onView, canEdit, onEdit, onResend],
  );
  const rows = useMemo(() => orders.map((o, i) => ({ ...o, index: i + 1 })), [orders]);
  return <DataTable aria-label={L.tableLabel} rows={rows} columns={columns} getRowId={(r) => r.id} loading={loading} pagination={{ mode: 'client', pageSize: 20 }} />;
}
