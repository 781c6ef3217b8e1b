import { MSG, type TNotificationListResponse } from '@busdesk/api-contract';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFixtureApiServer, userInfoFixture, type FixtureApiServer } from '../test-support/index';
import { bus } from '../bus/bus';
import { renderWithProviders } from '../test-support/render-with-providers';
import { foundTicket } from '../test-support/quick-search-fixtures';
import { Suspense, useState } from 'react';
import { NotificationPopover } from './notification-popover';
import { useUnreadCount } from './use-unread-count';

/** The shell's bell as the navbar builds it: a button with the count, opening the popover. */
function Bell({ label }: { label: string }) {
  const [count, setCount] = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" aria-label={count > 0 ? `${label}: ${count}` : label} onClick={(e) => setAnchor(e.currentTarget)} />
      {anchor ? (
        <Suspense fallback={null}>
          <NotificationPopover id="bell" title={label} anchor={anchor} onClose={() => setAnchor(null)} onCount={setCount} />
        </Suspense>
      ) : null}
    </>
  );
}

afterEach(cleanup);
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const LABEL = 'Thông báo vé mới';
const minhPhat = { companyId: 'c-mp', companyName: 'Nhà xe Minh Phát', isNotUsingAV: false };
const saoNam = { companyId: 'c-sn', companyName: 'Nhà xe Sao Nam', isNotUsingAV: true };
/** The notification items shown (the company headers are list items too). */
const items = (popover: HTMLElement) => [...popover.querySelectorAll('[data-ticket-id]')];
let unread: ReturnType<typeof foundTicket>[] = [];

function answer(tab: string, count: number, token: string | null): TNotificationListResponse {
  const inTab = unread.filter((t) => tab === 'all' || (tab === 'notUsingApp') === t.isNotUsingAV);
  const start = token ? Number(token) : 0;
  const tickets = inTab.slice(start, start + count);
  const companies = [minhPhat, saoNam]
    .map((c) => ({ ...c, count: inTab.filter((t) => t.companyId === c.companyId).length }))
    .filter((c) => c.count > 0);
  const n = (f: (t: (typeof unread)[number]) => boolean) => unread.filter(f).length;
  return {
    tickets,
    total: inTab.length,
    counts: { all: unread.length, usingApp: n((t) => !t.isNotUsingAV), notUsingApp: n((t) => !!t.isNotUsingAV) },
    companies,
    nextPageToken: start + count < inTab.length ? String(start + count) : null,
  };
}

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer({
    '/partner/ticket-notification/count': () => ({ results: { count: unread.length } }),
    '/partner/ticket-notification/list': (r) => {
      const body = r.body as { tab: string; count: number; nextPageToken: string | null };
      return { results: answer(body.tab, body.count, body.nextPageToken) };
    },
    '/partner/ticket-notification/read': (r) => {
      const id = (r.body as { ticketId: string }).ticketId;
      unread = unread.filter((t) => t.ticketId !== id);
      return { results: { ticketIds: [id], count: unread.length } };
    },
  });
  bus.session$.next({ status: 'authenticated', token: 'tok', user: userInfoFixture() });
});
afterAll(async () => {
  bus.session$.next({ status: 'anonymous' });
  await server.close();
});

describe('NotificationPopover with the unread count', () => {
  it('shows the unread count, the tabs with counts, groups by company, marks read, loads more and follows live events', async () => {
    unread = Array.from({ length: 23 }, (_, i) =>
      foundTicket({ ticketId: `tk-${i}`, fullName: `Khách ${i}`, seatId: `A${i}`, listSeatId: [`A${i}`, `B${i}`], ...(i % 3 === 0 ? saoNam : minhPhat) }),
    );
    renderWithProviders(<Bell label={LABEL} />);
    const bell = await screen.findByRole('button', { name: `${LABEL}: 23` });
    fireEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: LABEL });
    const tabs = await within(popover).findAllByRole('tab');
    await waitFor(() => expect(tabs.map((t) => t.textContent)).toEqual([`${MSG.notifications.all} (23)`, `${MSG.notifications.usedApp} (15)`, `${MSG.notifications.notUsedApp} (8)`]));
    const groups = within(popover).getAllByRole('list');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Nhà xe Sao Nam', 'Nhà xe Minh Phát']);
    expect(within(groups[1]!).getByText('15')).toBeTruthy();
    expect(items(popover)).toHaveLength(20);
    expect(within(popover).getByText('Ghế: A1, B1')).toBeTruthy();

    fireEvent.click(within(popover).getByRole('button', { name: MSG.notifications.loadMore }));
    await waitFor(() => expect(items(popover)).toHaveLength(23));
    expect(within(popover).queryByRole('button', { name: MSG.notifications.loadMore })).toBeNull();

    fireEvent.click(within(popover).getByRole('button', { name: /Khách 1 - 0901234567, ghế A1, B1/ }));
    await waitFor(() => expect(items(popover)).toHaveLength(22));
    expect(server.calls('/partner/ticket-notification/read').map((c) => c.body)).toEqual([{ ticketId: 'tk-1' }]);
    // The popover is modal: the bell behind it is hidden from the accessibility tree meanwhile.
    await screen.findByRole('button', { name: `${LABEL}: 22`, hidden: true });

    // Another staff member's booking arrives live, and another bell marks one read.
    const fresh = foundTicket({ ticketId: 'tk-new', fullName: 'Khách Mới', ...minhPhat });
    unread = [fresh, ...unread.filter((t) => t.ticketId !== 'tk-2')];
    act(() => {
      bus.notifications$.next({ type: 'new-partner-tickets', tickets: [fresh] });
      bus.notifications$.next({ type: 'partner-tickets-read', ticketIds: ['tk-2'] });
    });
    expect(await within(popover).findByText(/^Khách Mới - /)).toBeTruthy();
    expect(within(popover).queryByText(/^Khách 2 - /)).toBeNull();
    await screen.findByRole('button', { name: `${LABEL}: 22`, hidden: true });

    fireEvent.click(within(popover).getByRole('tab', { name: /^Chưa dùng/ }));
    await waitFor(() => expect(items(popover)).toHaveLength(8));
  });

  it('says there is nothing when the agency has no new ticket', async () => {
    unread = [];
    renderWithProviders(<Bell label={LABEL} />);
    fireEvent.click(await screen.findByRole('button', { name: LABEL }));
    const popover = await screen.findByRole('dialog', { name: LABEL });
    expect(await within(popover).findByText(MSG.notifications.empty)).toBeTruthy();
  });
});
