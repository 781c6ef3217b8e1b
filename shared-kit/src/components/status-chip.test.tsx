import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decomposeColor, getContrastRatio } from '@mui/material/styles';
import { createBusdeskTheme } from '../theme/create-busdesk-theme';
import { STATUS_PLACEHOLDER_COLORS, StatusChip, type StatusChipProps } from './status-chip';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function chip(props: StatusChipProps) {
  const { container, unmount } = render(<StatusChip {...props} />);
  const el = container.firstElementChild as HTMLElement;
  const result = { text: el.textContent, color: el.dataset.statusColor, className: el.className };
  unmount();
  return result;
}

describe('StatusChip', () => {
  // Chip loads lazily: the placeholder carries the text and colour at once, and the chip replaces it.
  beforeAll(async () => {
    const { container } = render(<StatusChip kind="transport" value={0} />);
    expect(container.textContent).toBe('Chưa ký');
    await waitFor(() => expect(container.querySelector('.MuiChip-root')).not.toBeNull());
    cleanup();
  });

  it('labels ticket statuses as the seeds do', () => {
    expect(chip({ kind: 'ticket', value: 0 }).text).toBe('Đã hủy');
    expect(chip({ kind: 'ticket', value: 2 }).text).toBe('Giữ chỗ');
    expect(chip({ kind: 'ticket', value: 3 })).toMatchObject({ text: 'Đã thanh toán', color: 'green' });
    expect(chip({ kind: 'ticket', value: 4 }).text).toBe('Đã xuất bến');
    expect(chip({ kind: 'ticket', value: 5 }).text).toBe('Đã hoàn thành');
  });

  it('shows Hết hạn giữ chỗ in red for a booked ticket past its hold time', () => {
    const now = Date.parse('2025-03-10T08:00:00Z');
    expect(chip({ kind: 'ticket', value: 2, overTime: now - 60_000, now })).toMatchObject({
      text: 'Hết hạn giữ chỗ',
      color: 'red',
    });
    expect(chip({ kind: 'ticket', value: 2, overTime: now + 60_000, now }).text).toBe('Giữ chỗ');
    // A paid ticket never expires, whatever its old hold time.
    expect(chip({ kind: 'ticket', value: 3, overTime: now - 60_000, now }).text).toBe('Đã thanh toán');
  });

  it('colours transport signing 0 red, 1 orange, 2 and 3 green, others grey', () => {
    expect([0, 1, 2, 3, 9].map((value) => chip({ kind: 'transport', value }).color)).toEqual([
      'red',
      'orange',
      'green',
      'green',
      'grey',
    ]);
    expect(chip({ kind: 'transport', value: 0 }).className).toMatch(/colorError/);
    expect(chip({ kind: 'transport', value: 9 }).text).toBe('Không xác định');
  });

  it('shows bank terminal statuses, unknown ones as verifying', () => {
    expect(chip({ kind: 'bank', value: 'new' })).toMatchObject({ color: 'orange' });
    expect(chip({ kind: 'bank', value: 'success' })).toMatchObject({ color: 'green' });
    expect(chip({ kind: 'bank', value: 'deny' }).text).toBeTruthy();
    expect(chip({ kind: 'bank', value: 'delete' }).text).toBeTruthy();
    expect(chip({ kind: 'bank', value: 'whatever' }).text).toBe(chip({ kind: 'bank', value: undefined }).text);
    expect(chip({ kind: 'bank', value: 'whatever' }).text).not.toBe(chip({ kind: 'bank', value: 'new' }).text);
  });

  it('shows transactions as Đang xử lý / Thành công / Thất bại from either form', () => {
    expect(chip({ kind: 'transaction', value: 'PENDING' }).text).toBe('Đang xử lý');
    expect(chip({ kind: 'transaction', value: 2 })).toMatchObject({ text: 'Thành công', color: 'green' });
    expect(chip({ kind: 'transaction', value: 'FAILED' })).toMatchObject({ text: 'Thất bại', color: 'red' });
  });

  it('shows a company link’s approval and usage with the seed labels (000 §4)', () => {
    expect(chip({ kind: 'approval', value: 'pending' })).toMatchObject({ text: 'Chờ duyệt', color: 'orange' });
    expect(chip({ kind: 'approval', value: 'approved' })).toMatchObject({ text: 'Đã duyệt', color: 'green' });
    expect(chip({ kind: 'approval', value: 'rejected' })).toMatchObject({ text: 'Từ chối', color: 'red' });
    expect(chip({ kind: 'approval', value: 'other' })).toMatchObject({ text: 'Không xác định', color: 'grey' });
    expect(chip({ kind: 'usage', value: false }).text).toBe('Đang sử dụng');
    expect(chip({ kind: 'usage', value: true }).text).toBe('Chưa sử dụng');
  });

  it('keeps the colour when the caller replaces the text', () => {
    render(<StatusChip kind="transport" value={2} label="Bến xe Miền Đông" />);
    expect(screen.getByText('Bến xe Miền Đông')).toBeTruthy();
  });

  describe('the placeholder shown while Chip loads', () => {
    const theme = createBusdeskTheme();
    const at = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], theme.palette) as string;
    // A translucent background (grey's action.selected) as the eye sees it: over the paper of the table.
    const opaque = (color: string, over: string) => {
      const { values, type } = decomposeColor(color);
      const alpha = type === 'rgba' || type === 'hsla' ? (values[3] ?? 1) : 1;
      const base = decomposeColor(over).values;
      const mix = [0, 1, 2].map((i) => Math.round(values[i]! * alpha + base[i]! * (1 - alpha)));
      return `rgb(${mix.join(', ')})`;
    };
    const ratio = (fg: string, bg: string) => {
      const back = opaque(bg, theme.palette.background.paper);
      return getContrastRatio(opaque(fg, back), back);
    };

    it('reads at WCAG AA (4.5:1) in every status colour, as the chip it stands for does', () => {
      for (const [color, { bg, fg }] of Object.entries(STATUS_PLACEHOLDER_COLORS)) {
        expect({ color, ok: ratio(at(fg), at(bg)) >= 4.5 }).toEqual({ color, ok: true });
      }
      // Negative control: the white text the placeholder had on orange fails the same measure.
      expect(ratio('#ffffff', at(STATUS_PLACEHOLDER_COLORS.orange.bg))).toBeLessThan(4.5);
    });
  });
});
