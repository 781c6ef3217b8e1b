import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from './data-table';
import { Money } from './money';
import { StatusChip } from './status-chip';

interface FakeTicket {
  id: number;
  ticketCode: string;
  seatId: string;
  ticketStatus: number;
  agencyPrice: number;
}

// Deterministic fake rows for the stories only.
const fakeTickets = (from: number, count: number): FakeTicket[] =>
  Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return {
      id: n,
      ticketCode: `VE${String(n).padStart(5, '0')}`,
      seatId: `${n % 2 ? 'A' : 'B'}${String((n % 20) + 1).padStart(2, '0')}`,
      ticketStatus: [2, 3, 3, 4, 0][n % 5] ?? 3,
      agencyPrice: 150000 + (n % 7) * 25000,
    };
  });

const columns: DataTableColumn<FakeTicket>[] = [
  { field: 'ticketCode', headerName: 'ticketCode', width: 140 },
  { field: 'seatId', headerName: 'seatId', width: 90 },
  {
    field: 'ticketStatus',
    headerName: 'ticketStatus',
    width: 150,
    renderCell: ({ row }) => <StatusChip kind="ticket" value={row.ticketStatus} />,
  },
  {
    field: 'agencyPrice',
    headerName: 'agencyPrice',
    type: 'number',
    width: 150,
    renderCell: ({ row }) => <Money value={row.agencyPrice} />,
  },
];

const moneyTotal = (value: number) => <Money value={value} />;

const meta = {
  title: 'shared-kit/DataTable',
  component: DataTable<FakeTicket>,
  args: { rows: fakeTickets(1, 45), columns },
  decorators: [(Story) => <Box sx={{ maxWidth: 720 }}>{Story()}</Box>],
} satisfies Meta<typeof DataTable<FakeTicket>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClientPaging: Story = {};
export const WithTotals: Story = { args: { totals: { sum: ['agencyPrice'], format: moneyTotal } } };
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };

// A fake keyset-paged source: 3 pages of 20, the cursor is the page index.
function KeysetDemo() {
  const [page, setPage] = useState(0);
  const rows = fakeTickets(page * 20 + 1, 20);
  return (
    <DataTable
      rows={rows}
      columns={columns}
      pagination={{ mode: 'server', page, pageSize: 20, hasNextPage: page < 2, onChange: (m) => setPage(m.page) }}
    />
  );
}
export const KeysetServerPaging: Story = { render: () => <KeysetDemo /> };

function LoadMoreDemo() {
  const [rows, setRows] = useState(() => fakeTickets(1, 40));
  const [loading, setLoading] = useState(false);
  return (
    <DataTable
      rows={rows}
      columns={columns}
      loading={loading}
      totals={{ sum: ['agencyPrice'], format: moneyTotal }}
      pagination={{
        mode: 'loadMore',
        hasMore: rows.length < 160,
        onLoadMore: () => {
          setLoading(true);
          return new Promise<void>((resolve) =>
            setTimeout(() => {
              setRows((r) => [...r, ...fakeTickets(r.length + 1, 40)]);
              setLoading(false);
              resolve();
            }, 600),
          );
        },
      }}
    />
  );
}
export const LoadMore: Story = { render: () => <LoadMoreDemo /> };
