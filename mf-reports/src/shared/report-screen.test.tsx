import type { ReportDefinition } from '@busdesk/api-contract';
import { BusdeskProviders, todayRange } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_LABELS as L } from './report-labels';
import { ReportScreen, type ReportRowSelection } from './report-screen';
import type { KeysetReport } from './use-keyset-report';
import { useReportScreen, type RangeFilter } from './use-report-screen';

afterEach(cleanup);
const later = { timeout: 15_000 };

interface Row {
  code: string;
  amount: number;
}
interface Totals {
  count: number;
  amount: number;
}
const DEFINITION: ReportDefinition<Row, Totals> = {
  fileName: 'test-report',
  columns: [{ key: 'code', header: 'Mã', kind: 'text', value: (r) => r.code }],
};
const ROWS: Row[] = [
  { code: 'A1', amount: 10 },
  { code: 'A2', amount: 20 },
  { code: 'A3', amount: 30 },
];

interface Filter extends RangeFilter {
  code: string;
}
const TODAY: Filter = { range: todayRange(), code: '' };

function fakeReport(over: Partial<KeysetReport<Filter, Row, Totals>> = {}): KeysetReport<Filter, Row, Totals> {
  return {
    initial: TODAY,
    applied: TODAY,
    rows: ROWS,
    totals: { count: 3, amount: 60 },
    hasMore: false,
    loading: false,
    stale: false,
    run: vi.fn(async () => {}),
    loadMore: vi.fn(async () => {}),
    clear: vi.fn(),
    ...over,
  };
}

function Screen({ report, onFilter, selectable }: { report: KeysetReport<Filter, Row, Totals>; onFilter?: () => void; selectable?: boolean }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection: ReportRowSelection = { selected, onChange: setSelected };
  const state = useReportScreen(report);
  return (
    <ReportScreen
      labels={{ title: 'Báo cáo thử', tableLabel: 'Bảng thử' }}
      state={state}
      filters={<input aria-label="Mã" value={state.filter.code} onChange={(e) => state.change({ code: e.target.value })} />}
      {...(onFilter ? { onFilter } : {})}
      definition={DEFINITION}
      exportAll={(applied) => ({ report: 'sms-info', filter: { fromDate: applied.code.length, toDate: applied.code.length } })}
      cards={(t) => [{ label: 'Tổng tiền', value: String(t.amount) }]}
      totalsRow={(t) => ({ amount: String(t.amount) })}
      rowCount={(t) => t.count}
      {...(selectable ? { selection } : {})}
      columns={[
        { field: 'index', headerName: L.index },
        { field: 'code', headerName: 'Mã' },
        { field: 'amount', headerName: 'Tiền' },
      ]}
      getRowId={(r) => r.code}
    />
  );
}

function setup(report: KeysetReport<Filter, Row, Totals>, props: { onFilter?: () => void; selectable?: boolean } = {}) {
  render(
    <BusdeskProviders>
      <Screen report={report} {...props} />
    </BusdeskProviders>,
  );
}
const dataRows = async () => {
  const grid = await screen.findByRole('grid', { name: 'Bảng thử' }, later);
  await waitFor(() => expect(within(grid).getAllByRole('row').filter((r) => r.getAttribute('data-id'))).toHaveLength(3), later);
  return within(grid)
    .getAllByRole('row')
    .filter((r) => r.getAttribute('data-id'));
};

describe('ReportScreen', () => {
  it("numbers the loaded rows, shows the filter's totals in cards and in the totals row, and says a changed filter is not applied", async () => {
    setup(fakeReport({ stale: true }));
    const rows = await dataRows();
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['A1', 'A2', 'A3']);
    expect(within(rows[1]!).getByText('2')).toBeTruthy();
    const cards = screen.getByRole('list', { name: L.summaryLabel });
    expect(within(cards).getByText('Tổng tiền').nextSibling?.textContent).toBe('60');
    expect(screen.getByTestId('data-table-totals').textContent).toContain(L.totalRow);
    expect(screen.getByRole('status').textContent).toBe(L.notApplied);
  });

  it("with only some of the filter's rows loaded, the pager says how many are loaded and of how many", async () => {
    setup(fakeReport({ totals: { count: 45, amount: 600 }, hasMore: true }));
    await dataRows();
    expect(screen.getByText('1–3 trên 3 dòng đã tải (tổng 45)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tải thêm' })).toBeTruthy();
    cleanup();
    // Every row loaded: the usual '1–3 trên 3'.
    setup(fakeReport());
    await dataRows();
    expect(screen.getByText('1–3 trên 3')).toBeTruthy();
  });

  it("shows the date range first; a changed filter forgets the rows, and 'Lọc báo cáo' first does the screen's own step, then applies it", async () => {
    const order: string[] = [];
    const report = fakeReport({ run: vi.fn(async (f: Filter) => void order.push(`run:${f.code}`)), clear: vi.fn(() => void order.push('clear')) });
    setup(report, { onFilter: () => order.push('onFilter') });
    const bar = screen.getByRole('search', { name: L.filterLabel });
    const [from] = await within(bar).findAllByText(L.fromDate, {}, later);
    // The date range comes before the screen's own filters.
    expect(from!.compareDocumentPosition(screen.getByRole('textbox', { name: 'Mã' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mã' }), 'A');
    await userEvent.click(screen.getByRole('button', { name: L.filterReport }));
    expect(order).toEqual(['clear', 'onFilter', 'run:A']);
  });

  it('with row selection, says how many rows are chosen, and select-all chooses the loaded rows', async () => {
    setup(fakeReport(), { selectable: true });
    const rows = await dataRows();
    await userEvent.click(within(rows[0]!).getByRole('checkbox'));
    expect(await screen.findByText(L.selectedTickets(1), {}, later)).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Bảng thử' });
    const [all] = within(grid).getAllByRole('checkbox');
    await userEvent.click(all!);
    expect(await screen.findByText(L.selectedTickets(3), {}, later)).toBeTruthy();
  });

  it('without row selection, shows no checkboxes and no chosen count', async () => {
    setup(fakeReport());
    const rows = await dataRows();
    expect(within(rows[0]!).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(L.selectedTickets(0))).toBeNull();
  });
});
