import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Money } from './money';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Intl's vi-VN output separates the number and the sign with a no-break space; users see a space.
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

describe('Money', () => {
  it('shows integer đồng with Vietnamese thousands separators and đ', () => {
    render(<Money value={1250000} />);
    expect(text(screen.getByText(/1\.250\.000/))).toBe('1.250.000 đ');
  });

  it('shows a dash rather than 0 when the amount is missing', () => {
    const { container } = render(<Money value={null} />);
    expect(container.textContent).toBe('-');
  });

  it('keeps negative amounts readable', () => {
    render(<Money value={-50000} signColor />);
    expect(text(screen.getByText(/50\.000/))).toMatch(/^-50\.000 đ$/);
  });
});
