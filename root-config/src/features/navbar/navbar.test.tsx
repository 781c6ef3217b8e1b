import { navMenusFor } from '@busdesk/api-contract';
import { MSG } from '@busdesk/shared-kit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_LABELS } from '../../messages';
import { Navbar, type NavbarProps } from './navbar';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

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
  render(<Navbar {...props} />);
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
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/config/general', '/config/mail-ticket']);
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
    expect(screen.getByRole('link', { name: L.home }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Bán vé' }).getAttribute('href')).toBe('/book-ticket');
  });

  it('offers change password and logout in the user menu', async () => {
    const { props, user } = setup('STAFF');
    await user.click(screen.getByRole('button', { name: new RegExp(L.account) }));
    expect((await screen.findByRole('menuitem', { name: L.changePassword })).getAttribute('href')).toBe('/manage/edit-profile');
    await user.click(screen.getByRole('menuitem', { name: L.logout }));
    expect(props.onLogout).toHaveBeenCalledTimes(1);
  });

  it('has a labelled quick search and bell that say they are coming soon', async () => {
    const { user } = setup('STAFF');
    expect(screen.getByRole('button', { name: L.quickSearch })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: L.notifications }));
    expect((await screen.findByRole('dialog')).textContent).toContain(MSG.common.comingSoon);
  });

  it('leaves the menus to the drawer in mobile mode', () => {
    setup('ADMIN', { mobile: true });
    expect(screen.queryByRole('button', { name: 'Quản lý' })).toBeNull();
    expect(screen.getByRole('button', { name: L.toggleSidebar })).toBeTruthy();
  });
});
