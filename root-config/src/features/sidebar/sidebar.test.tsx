import { navMenusFor } from '@busdesk/api-contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from './sidebar';
import { SIDEBAR_COOKIE, readSidebarCookie, useSidebarState } from './sidebar-state';

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
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('navigation', { name: 'Danh mục chức năng' })).toBeInTheDocument();
  });

  it('remembers a closed sidebar in the cookie across a reload', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=false`);
    first.unmount();

    render(<Harness />);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'false');
    expect(screen.queryByRole('navigation', { name: 'Danh mục chức năng' })).not.toBeInTheDocument();
  });

  it('collapses into mobile mode below 992 px without forgetting the desktop choice', async () => {
    setViewport(true);
    const user = userEvent.setup();
    render(<Harness />);
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-mode', 'mobile');
    expect(sidebar).toHaveAttribute('data-open', 'false');
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-open', 'true');
    expect(readSidebarCookie()).toBe(true);
  });

  it('reads the cookie among others', () => {
    expect(readSidebarCookie('token=abc; sidebar_open=false; x=1')).toBe(false);
    expect(readSidebarCookie('token=abc')).toBe(true);
  });
});
