import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../messages/index';
import { ComingSoon } from './coming-soon';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('ComingSoon', () => {
  it('tells the user the screen is still being built', () => {
    render(<ComingSoon />);
    expect(screen.getByRole('status').textContent).toBe('Chức năng đang được phát triển');
    expect(MSG.common.comingSoon).toBe('Chức năng đang được phát triển');
  });

  it('shows the screen title when given', () => {
    render(<ComingSoon title="Báo cáo giao dịch" />);
    expect(screen.getByRole('heading', { name: 'Báo cáo giao dịch' })).toBeTruthy();
  });
});
