import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTablePagination } from './data-table';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Seven engineers share two cores: MUI pickers and the DataGrid can take seconds to render here.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

// Resolve the lazily loaded grid module once, up front, so each test measures the table, not the import.
beforeAll(async () => {
  await import('./data-table-grid');
});

interface Ticket {
  id: number;
  code: string;
  price: number;
  seats: number;
}

const columns: DataTableColumn<Ticket>[] = [
  { field: 'code', headerName: 'Mã vé', width: 120 },
  { field: 'seats', headerName: 'Số ghế', type: 'number', width: 90 },
  { field: 'price', headerName: 'Giá vé', type: 'number', width: 140 },
];

const makeRows = (from: number, count: number): Ticket[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, code: `VE${String(from + i).padStart(4, '0')}`, price: 100000, seats: 1 }));

const gridProps = { disableVirtualization: true };

describe('DataTable', () => {
  it('shows Không có dữ liệu when there are no rows', async () => {
    render(<DataTable rows={[]} columns={columns} gridProps={gridProps} />);
    expect(await screen.findByText('Không có dữ liệu')).toBeTruthy();
  });

  it('shows a totals row with the sums of the chosen columns', async () => {
    const rows: Ticket[] = [
      { id: 1, code: 'VE1', price: 250000, seats: 2 },
      { id: 2, code: 'VE2', price: 300000, seats: 1 },
      { id: 3, code: 'VE3', price: 180000, seats: 3 },
    ];
    render(<DataTable rows={rows} columns={columns} totals={{ sum: ['price', 'seats'] }} gridProps={gridProps} />);
    const totals = await screen.findByTestId('data-table-totals');
    const cell = (field: string) => totals.querySelector(`[data-field="${field}"]`)?.textContent;
    expect(cell('code')).toBe('Tổng cộng');
    expect(cell('price')).toBe('730.000');
    expect(cell('seats')).toBe('6');
  });

  it('lets the totals label take the empty columns after its own, so a narrow first column does not cut it', async () => {
    const withIndex: DataTableColumn<Ticket>[] = [{ field: 'index', headerName: 'STT', width: 50 }, ...columns];
    render(<DataTable rows={makeRows(1, 2)} columns={withIndex} totals={{ sum: ['price'] }} gridProps={gridProps} />);
    const totals = await screen.findByTestId('data-table-totals');
    const label = totals.querySelector('[data-field="index"]') as HTMLElement;
    expect(label.textContent).toBe('Tổng cộng');
    // index (50) + code (120) + seats (90): the columns without a figure.
    expect(getComputedStyle(label).width).toBe('260px');
    expect(totals.querySelector('[data-field="code"]')).toBeNull();
    expect(totals.querySelector('[data-field="price"]')?.textContent).toBe('200.000');
  });

  it('uses totals given by the caller (server-computed figures)', async () => {
    render(
      <DataTable
        rows={makeRows(1, 3)}
        columns={columns}
        totals={{ values: { price: '9.999.000 đ' } }}
        gridProps={gridProps}
      />,
    );
    const totals = await screen.findByTestId('data-table-totals');
    expect(within(totals).getByText('9.999.000 đ')).toBeTruthy();
  });

  it('pages a keyset cursor: next is enabled only while the server has a next page', async () => {
    const onChange = vi.fn();
    const pagination = (hasNextPage: boolean): DataTablePagination => ({
      mode: 'server',
      page: 0,
      pageSize: 20,
      hasNextPage,
      onChange,
    });
    const { rerender } = render(
      <DataTable rows={makeRows(1, 20)} columns={columns} pagination={pagination(true)} gridProps={gridProps} />,
    );
    const next = await screen.findByRole('button', { name: /trang tiếp theo/i });
    expect(screen.getByText('1–20 trên nhiều hơn 20')).toBeTruthy();
    await userEvent.click(next);
    expect(onChange).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    // The untranslated "of more than" of the stock viVN locale must not reach the user.
    expect(document.body.textContent).not.toMatch(/\bof\b|more than/);

    rerender(<DataTable rows={makeRows(1, 20)} columns={columns} pagination={pagination(false)} gridProps={gridProps} />);
    expect(screen.getByRole('button', { name: /trang tiếp theo/i })).toHaveProperty('disabled', true);
  });

  it('never shows pages over 100 rows (the free grid cap)', async () => {
    const onChange = vi.fn();
    render(
      <DataTable
        rows={makeRows(1, 5)}
        columns={columns}
        pagination={{ mode: 'server', page: 0, pageSize: 500, rowCount: 250, onChange }}
        gridProps={gridProps}
      />,
    );
    expect(await screen.findByText('1–100 trên 250')).toBeTruthy();
  });

  it('loads more rows with Tải thêm and hides the button when there is nothing more', async () => {
    function Report() {
      const [rows, setRows] = useState(makeRows(1, 40));
      return (
        <DataTable
          rows={rows}
          columns={columns}
          gridProps={gridProps}
          pagination={{
            mode: 'loadMore',
            hasMore: rows.length < 80,
            onLoadMore: async () => setRows((r) => [...r, ...makeRows(r.length + 1, 40)]),
          }}
        />
      );
    }
    render(<Report />);
    expect(await screen.findByText('VE0040')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByText('VE0080')).toBeTruthy();
    expect(screen.getByText('VE0001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tải thêm' })).toBeNull();
  });

  it('turns to the page where the newly loaded rows start', async () => {
    function Report() {
      const [rows, setRows] = useState(makeRows(1, 40));
      return (
        <DataTable
          rows={rows}
          columns={columns}
          gridProps={gridProps}
          pagination={{
            mode: 'loadMore',
            pageSize: 20,
            hasMore: true,
            onLoadMore: async () => setRows((r) => [...r, ...makeRows(r.length + 1, 20)]),
          }}
        />
      );
    }
    render(<Report />);
    expect(await screen.findByText('1–20 trên 40')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tải thêm' }));
    expect(await screen.findByText('41–60 trên 60')).toBeTruthy();
    expect(screen.getByText('VE0041')).toBeTruthy();
  });

  it('shows a progress bar while loading', async () => {
    render(<DataTable rows={makeRows(1, 2)} columns={columns} loading gridProps={gridProps} />);
    expect(await screen.findByRole('progressbar')).toBeTruthy();
  });
});
