import { navMenusFor } from '@busdesk/api-contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from './sidebar';
import { SIDEBAR_COOKIE, readSidebarCookie, useSidebarState } from './sidebar-state';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function Harness() {
  const state = useSidebarState();
  return (
    <>
      <button type="button" onClick={state.toggle}>
        toggle
      </button>
      <Sidebar entries={navMenusFor('STAFF')} pathname="/book-ticket" open={state.open} mobile={state.mobile} onClose={state.close} onNavigate={vi.fn()} />
    </>
  );
}

function setViewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const clearCookie = () => {
  document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
};

describe('sidebar state', () => {
  beforeEach(() => {
    clearCookie();
    setViewport(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookie();
  });

  it('starts open on a first desktop visit', () => {
    render(<Harness />);
    expect(screen.getByTestId('sidebar').getAttribute('data-open')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Danh mục chức năng' })).toBeTruthy();
  });

  it('remembers a closed sidebar in the cookie across a reload', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=false`);
    first.unmount();

    render(<Harness />);
    expect(screen.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Danh mục chức năng' })).toBeNull();
  });

  it('collapses into mobile mode below 992 px without forgetting the desktop choice', async () => {
    setViewport(true);
    const user = userEvent.setup();
    render(<Harness />);
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.getAttribute('data-mode')).toBe('mobile');
    expect(sidebar.getAttribute('data-open')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('sidebar').getAttribute('data-open')).toBe('true');
    expect(readSidebarCookie()).toBe(true);
  });

  it('reads the cookie among others', () => {
    expect(readSidebarCookie('token=abc; sidebar_open=false; x=1')).toBe(false);
    expect(readSidebarCookie('token=abc')).toBe(true);
  });
});

describe('the sidebar follows the current screen', () => {
  it('opens the group of a screen reached another way and marks it current; a group the user opened stays open', async () => {
    setViewport(false);
    const entries = navMenusFor('ADMIN');
    const view = (pathname: string) => <Sidebar entries={entries} pathname={pathname} open mobile={false} onClose={vi.fn()} onNavigate={vi.fn()} />;
    const { rerender } = render(view('/book-ticket'));
    const reports = screen.getByRole('button', { name: 'Báo cáo' });
    const manage = screen.getByRole('button', { name: 'Quản lý' });
    expect(reports.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(manage);
    // The navbar took the user to a report.
    rerender(view('/report/cancel'));
    expect(reports.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Vé hủy' }).getAttribute('aria-current')).toBe('page');
    expect(manage.getAttribute('aria-expanded')).toBe('true');
    // Closed by the user while it holds the current screen: the group is marked instead.
    await userEvent.click(reports);
    expect(reports.className).toContain('Mui-selected');
  });
});
