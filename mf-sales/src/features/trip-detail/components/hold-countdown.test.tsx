import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown, remainingMs } from './hold-countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HoldCountdown', () => {
  it('counts down mm:ss on the server’s clock and clears the selection once at zero', () => {
    vi.useFakeTimers();
    const browserNow = Date.UTC(2026, 10, 22, 3, 0, 0);
    vi.setSystemTime(browserNow);
    // The server's clock is 30 s ahead of this machine; the lock ends 65 s after the server's now.
    const serverOffset = 30_000;
    const onExpired = vi.fn();
    render(<HoldCountdown expiresAt={browserNow + serverOffset + 65_000} serverOffset={serverOffset} onExpired={onExpired} />);
    expect(screen.getByRole('timer').textContent).toContain('01:05');
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.getByRole('timer').textContent).toContain('00:59');
    expect(onExpired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer').textContent).toContain('00:00');
    expect(onExpired).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer').textContent).toContain('00:00');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('remainingMs uses the server offset, not the browser clock alone', () => {
    expect(remainingMs(1_000_600_000, 0, 1_000_000_000)).toBe(600_000);
    // Browser 2 minutes behind the server: 2 minutes less remain than the browser clock suggests.
    expect(remainingMs(1_000_600_000, 120_000, 1_000_000_000)).toBe(480_000);
  });
});
