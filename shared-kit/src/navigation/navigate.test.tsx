import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, navigate, ROUTING_EVENT } from './navigate';
import { usePathname, useSearchParams } from './use-location';

function Where() {
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <p>
      {pathname}|{params.get('redirect') ?? ''}
    </p>
  );
}

afterEach(() => {
  cleanup();
  delete (window as Window & { singleSpaNavigate?: unknown }).singleSpaNavigate;
  window.history.replaceState(null, '', '/');
});

describe('navigate', () => {
  it('changes the URL and re-renders the location hooks when single-spa is absent', () => {
    render(<Where />);
    expect(screen.getByText('/|')).toBeTruthy();
    act(() => navigate('/login?redirect=%2Freport%2Fcancel'));
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByText('/login|/report/cancel')).toBeTruthy();
    expect(currentPath()).toBe('/login?redirect=%2Freport%2Fcancel');
  });

  it("hands the path to single-spa's navigateToUrl when it is on the page", () => {
    const singleSpaNavigate = vi.fn();
    Object.assign(window, { singleSpaNavigate });
    navigate('/book-ticket');
    expect(singleSpaNavigate).toHaveBeenCalledWith('/book-ticket');
    expect(window.location.pathname).toBe('/');
  });

  it("re-renders on single-spa's routing event", () => {
    render(<Where />);
    act(() => {
      window.history.pushState(null, '', '/manage/employee');
      window.dispatchEvent(new Event(ROUTING_EVENT));
    });
    expect(screen.getByText('/manage/employee|')).toBeTruthy();
  });
});
