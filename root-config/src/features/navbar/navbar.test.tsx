import { MSG, navMenusFor } from '@busdesk/api-contract';
import { BusdeskProviders, bus } from '@busdesk/shared-kit';
import { startFixtureApiServer, userInfoFixture, type FixtureApiServer } from '@busdesk/shared-kit/test-support';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHELL_LABELS } from '../../messages';
import { Navbar, type NavbarProps } from './navbar';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const found = (ticketId: string, ticketStatus: number, fullName: string) => ({
  ticketId,
  tripId: 't-mdong-dalat-1',
  ticketCode: 'VX000777',
  ticketStatus,
  companyName: 'Nhà xe Minh Phát',
  routeName: 'Bến xe Miền Đông - Đà Lạt',
  seatId: 'A01',
  fullName,
  phoneNumber: '0901234567',
  startTime: Date.now() + 86_400_000,
  getInTimePlan: Date.now() + 86_400_000,
});

let server: FixtureApiServer;
beforeAll(async () => {
  server = await startFixtureApiServer({
    '/partner/ticket-notification/count': () => ({ results: { count: 4 } }),
    '/partner/ticket-notification/list': () => ({
      results: {
        tickets: [{ ...found('tk-new', 3, 'Phan Thị Mới'), companyId: 'c-mp', listSeatId: ['A01', 'A02'], isNotUsingAV: false }],
        total: 4,
        counts: { all: 4, usingApp: 4, notUsingApp: 0 },
        companies: [{ companyId: 'c-mp', companyName: 'Nhà xe Minh Phát', isNotUsingAV: false, count: 4 }],
        nextPageToken: 'p2',
      },
    }),
    '/partner/search/ticket': () => ({ results: { tickets: [found('tk-open', 3, 'Nguyễn Văn An'), found('tk-gone', 0, 'Lê Thị Hủy')] } }),
  });
  bus.session$.next({ status: 'authenticated', token: 'tok', user: userInfoFixture() });
});
afterAll(async () => {
  bus.session$.next({ status: 'anonymous' });
  await server.close();
});

const L = SHELL_LABELS.navbar;
const CONFIG_MENU = 'Cấu hình';

function setup(role: 'ADMIN' | 'STAFF', overrides: Partial<NavbarProps> = {}) {
  const props: NavbarProps = {
    entries: navMenusFor(role),
    pathname: '/book-ticket',
    userName: 'Nguyễn Văn An',
    mobile: false,
    sidebarOpen: true,
    onToggleSidebar: vi.fn(),
    onNavigate: vi.fn(),
    onLogout: vi.fn(),
    ...overrides,
  };
  render(
    <BusdeskProviders>
      <Navbar {...props} />
    </BusdeskProviders>,
  );
  return { props, user: userEvent.setup() };
}

describe('Navbar', () => {
  it('hides the Configuration menu from STAFF', () => {
    setup('STAFF');
    expect(screen.queryByRole('button', { name: CONFIG_MENU })).toBeNull();
    expect(screen.getByRole('button', { name: 'Quản lý' })).toBeTruthy();
  });

  it('shows the Configuration menu to ADMIN with general and ticket-mail entries', async () => {
    const { props, user } = setup('ADMIN');
    await user.click(screen.getByRole('button', { name: CONFIG_MENU }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/config/general', '/config/mail-ticket', '/config/mail-outbox']);
    await user.click(items[1]!);
    expect(props.onNavigate).toHaveBeenCalledWith('/config/mail-ticket');
  });

  it('lists the eight reports in the Report menu', async () => {
    const { user } = setup('STAFF');
    await user.click(screen.getByRole('button', { name: 'Báo cáo' }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(8);
  });

  it('opens a menu from the keyboard with focus on its first item, although the menu loads on first open', async () => {
    const { user } = setup('STAFF');
    screen.getByRole('button', { name: 'Báo cáo' }).focus();
    await user.keyboard('{Enter}');
    const [first] = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(first));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Báo cáo' })));
  });

  it('links the logo to the dashboard and sell tickets to /book-ticket', () => {
    setup('STAFF');
    // Issue 12: without a logo the brand text shows, and the link's name starts with it (WCAG 2.5.3).
    expect(screen.getByRole('link', { name: L.homeWithBrand('Busdesk') }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Bán vé' }).getAttribute('href')).toBe('/book-ticket');
  });

  it('offers change password and logout in the user menu', async () => {
    const { props, user } = setup('STAFF');
    await user.click(screen.getByRole('button', { name: new RegExp(L.account) }));
    expect((await screen.findByRole('menuitem', { name: L.changePassword })).getAttribute('href')).toBe('/manage/edit-profile');
    await user.click(screen.getByRole('menuitem', { name: L.logout }));
    expect(props.onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the unread count of new partner tickets on the bell, loaded after the first paint, and opens the popover', async () => {
    const { user } = setup('STAFF');
    await user.click(await screen.findByRole('button', { name: `${L.notifications}: 4` }));
    const popover = await screen.findByRole('dialog', { name: L.notifications });
    const group = await within(popover).findByRole('list', { name: 'Nhà xe Minh Phát' });
    expect(within(group).getByText('Phan Thị Mới - 0901234567')).toBeTruthy();
    expect(within(popover).getByRole('button', { name: MSG.notifications.loadMore })).toBeTruthy();
  });

  it('opens the quick search; a result opens /book-ticket on its trip with the ticket selected', async () => {
    const { user } = setup('STAFF');
    await user.click(screen.getByRole('button', { name: L.quickSearch }));
    const dialog = await screen.findByRole('dialog', { name: L.quickSearch });
    await user.type(within(dialog).getByRole('searchbox'), 'an');
    await user.click(await within(dialog).findByText('Lê Thị Hủy'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MSG.sales.searchedTicketCancelled);
    expect(server.calls('/partner/search/ticket').at(-1)?.body).toEqual({ keyword: 'an' });
    await user.click(within(dialog).getByText('Nguyễn Văn An'));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/book-ticket?tripId=t-mdong-dalat-1&ticketId=tk-open'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the menus to the drawer in mobile mode', () => {
    setup('ADMIN', { mobile: true });
    expect(screen.queryByRole('button', { name: 'Quản lý' })).toBeNull();
    expect(screen.getByRole('button', { name: L.toggleSidebar })).toBeTruthy();
  });
});
