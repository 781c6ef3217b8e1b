import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryAlert } from './retry-alert';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('RetryAlert', () => {
  it('says what failed as an alert and tries again only when its button is pressed', () => {
    const onRetry = vi.fn();
    render(
      <RetryAlert retryLabel="Thử lại" onRetry={onRetry}>
        Tải dữ liệu thất bại
      </RetryAlert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Tải dữ liệu thất bại');
    expect(onRetry).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
