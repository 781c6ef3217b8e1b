import { navMenusFor } from '@busdesk/api-contract';
import { MSG } from '@busdesk/shared-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHELL_LABELS } from '../../messages';
import { Navbar, type NavbarProps } from './navbar';

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
    expect(screen.queryByRole('button', { name: CONFIG_MENU })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quản lý' })).toBeInTheDocument();
  });

  it('shows the Configuration menu to ADMIN with general and ticket-mail entries', async () => {
    const { props, user } = setup('ADMIN');
    await user.click(screen.getByRole('button', { name: CONFIG_MENU }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/config/general', '/config/mail-ticket']);
    await user.click(items[1]!);
    expect(props.onNavigate).toHaveBeenCalledWith('/config/mail-ticket');
  });

  it('lists the eight reports in the Report menu', async () => {
    const { user } = setup('STAFF');
    await user.click(screen.getByRole('button', { name: 'Báo cáo' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(8);
  });

  it('links the logo to the dashboard and sell tickets to /book-ticket', () => {
    setup('STAFF');
    expect(screen.getByRole('link', { name: L.home })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Bán vé' })).toHaveAttribute('href', '/book-ticket');
  });

  it('offers change password and logout in the user menu', async () => {
    const { props, user } = setup('STAFF');
    await user.click(screen.getByRole('button', { name: new RegExp(L.account) }));
    expect(screen.getByRole('menuitem', { name: L.changePassword })).toHaveAttribute('href', '/manage/edit-profile');
    await user.click(screen.getByRole('menuitem', { name: L.logout }));
    expect(props.onLogout).toHaveBeenCalledTimes(1);
  });

  it('has a labelled quick search and bell that say they are coming soon', async () => {
    const { user } = setup('STAFF');
    await user.click(screen.getByRole('button', { name: L.notifications }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(MSG.common.comingSoon);
    expect(screen.getByRole('button', { name: L.quickSearch })).toBeInTheDocument();
  });

  it('leaves the menus to the drawer in mobile mode', () => {
    setup('ADMIN', { mobile: true });
    expect(screen.queryByRole('button', { name: 'Quản lý' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: L.toggleSidebar })).toBeInTheDocument();
  });
});
