import { MSG } from '@busdesk/api-contract';
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-support/render-with-providers';
import { foundTicket } from '../test-support/quick-search-fixtures';
import { QuickSearchPanel, type SearchTickets } from './quick-search-panel';
import { QUICK_SEARCH_LABELS as L } from './quick-search-labels';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const DAY = 86_400_000;
const tickets = [
  foundTicket({ ticketId: 'tk-future', seatId: 'B02', getInTimePlan: Date.now() + 3 * DAY, startTime: Date.now() + 3 * DAY }),
  foundTicket({ ticketId: 'tk-cancelled', seatId: 'A05', ticketStatus: 0, fullName: 'Lê Văn Hủy' }),
  foundTicket({ ticketId: 'tk-past', seatId: 'C01', getInTimePlan: Date.now() - 3 * DAY, startTime: Date.now() - 3 * DAY }),
];

function setup(search: SearchTickets, variant: 'full' | 'compact' = 'full') {
  const onOpen = vi.fn();
  renderWithProviders(
    <Suspense fallback={null}>
      <QuickSearchPanel search={search} onOpen={onOpen} variant={variant} hrefOf={(t) => `/book-ticket?tripId=${t.tripId}&ticketId=${t.ticketId}`} />
    </Suspense>,
  );
  return { onOpen, input: screen.getByRole('searchbox', { name: L.keyword }) };
}

describe('QuickSearchPanel', () => {
  it('searches once, 500 ms after the last key, with the trimmed keyword', async () => {
    // Only the fake clock moves: a loaded machine's real time cannot fire the debounce early.
    vi.useFakeTimers();
    const search = vi.fn<SearchTickets>(async () => ({ tickets }));
    const { input } = setup(search);
    fireEvent.change(input, { target: { value: '09' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(input, { target: { value: ' 0901 ' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe('0901');
    vi.useRealTimers();
    expect(await screen.findAllByRole('row')).toHaveLength(4);
  });

  it('shows the navbar columns, colours departure days, opens a ticket and refuses a cancelled one', async () => {
    const { input, onOpen } = setup(async () => ({ tickets }));
    fireEvent.change(input, { target: { value: 'an' } });
    const table = await screen.findByRole('table', { name: L.results });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(Object.values({ ...L.columns }).filter((h) => h !== L.columns.plannedBoarding));
    const days = [...table.querySelectorAll('[data-day]')].map((c) => c.getAttribute('data-day'));
    expect(days).toEqual(['future', 'future', 'past']);
    const link = within(table).getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toBe('/book-ticket?tripId=t-1&ticketId=tk-future');
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ ticketId: 'tk-future' }));
    fireEvent.click(screen.getByText('Lê Văn Hủy'));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.sales.searchedTicketCancelled);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows the compact columns with the seat as the opener', async () => {
    const { input } = setup(async () => ({ tickets }), 'compact');
    fireEvent.change(input, { target: { value: 'an' } });
    const table = await screen.findByRole('table', { name: L.results });
    const C = L.columns;
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([C.index, C.traveller, C.orderer, C.status, C.seat, C.plannedBoarding]);
    expect(within(table).getAllByRole('link').map((a) => a.textContent)).toEqual(['B02', 'A05', 'C01']);
  });

  it('shows in Người đặt the orderer, or the seller when the ticket names no orderer, and departures as HH:mm DD/MM/YYYY', async () => {
    const at = Date.UTC(2026, 10, 25, 13, 0); // 20:00 in Vietnam
    const { input } = setup(async () => ({
      tickets: [
        foundTicket({ ticketId: 'tk-ordered', sellerName: 'Đỗ Thị Lan' }),
        foundTicket({ ticketId: 'tk-counter', orderer: null, ordererPhoneNumber: null, sellerName: 'Đỗ Thị Lan', startTime: at, getInTimePlan: at }),
      ],
    }));
    fireEvent.change(input, { target: { value: 'an' } });
    const table = await screen.findByRole('table', { name: L.results });
    const bookerCell = (ticketId: string) => table.querySelector(`[data-ticket-id="${ticketId}"]`)!.querySelectorAll('td')[1]!.textContent;
    expect(bookerCell('tk-ordered')).toBe('Trần Thị Bình0912345678');
    expect(bookerCell('tk-counter')).toBe(`Đỗ Thị Lan${L.soldBy}`);
    expect(table.querySelector('[data-ticket-id="tk-counter"]')!.textContent).toContain('20:00 25/11/2026');
  });

  it('says when nothing is found and when the search failed', async () => {
    let fail = false;
    const { input } = setup(async () => {
      if (fail) throw new Error('Kết nối thất bại');
      return { tickets: [] };
    });
    fireEvent.change(input, { target: { value: 'khong co' } });
    expect(await screen.findByText(MSG.sales.ticketNotFound)).toBeTruthy();
    fail = true;
    fireEvent.change(input, { target: { value: 'khong co ai' } });
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.common.searchFailedWith('Kết nối thất bại'));
  });

  it("says a blocked keyword is blocked instead of 'not found' (ADR 0053)", async () => {
    const blocked = MSG.config.keywordBlocked('0909123456');
    const { input } = setup(async (keyword) => (keyword === '0909123456' ? { tickets: [], blockedMessage: blocked } : { tickets: [] }));
    fireEvent.change(input, { target: { value: '0909123456' } });
    expect(await screen.findByText(blocked)).toBeTruthy();
    expect(screen.queryByText(MSG.sales.ticketNotFound)).toBeNull();
    fireEvent.change(input, { target: { value: '0912000000' } });
    expect(await screen.findByText(MSG.sales.ticketNotFound)).toBeTruthy();
    expect(screen.queryByText(blocked)).toBeNull();
  });
});
