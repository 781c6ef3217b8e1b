import { createBusdeskTheme } from '@busdesk/shared-kit';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contextFixture, everyStateContext, ticketFixture } from '../../test-support/seat-map-fixtures';
import { SeatMap, type SeatMapProps } from './seat-map';
import { applySeatClick, EMPTY_SELECTION, type SeatContext } from './seat-rules';

const theme = createBusdeskTheme();

afterEach(cleanup);

/** The map as a screen uses it: the selection kept by the caller through applySeatClick. */
function Harness({ ctx, onWarning }: { ctx: SeatContext; onWarning?: (w: string) => void }) {
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  return (
    <ThemeProvider theme={theme}>
      <button type="button">trước</button>
      <SeatMap
        {...ctx}
        selectedSeatIds={selection.seatIds}
        onSeatActivate={(seatId) => {
          const result = applySeatClick(selection, seatId, ctx);
          setSelection(result.selection);
          if (result.warning) onWarning?.(result.warning);
        }}
      />
      <button type="button">sau</button>
    </ThemeProvider>
  );
}

const seat = (id: string) => screen.getByRole('button', { name: new RegExp(`^Ghế ${id}[ ,]`) });

describe('SeatMap', () => {
  it('draws one titled block per floor with every seat labelled in Vietnamese', () => {
    render(<Harness ctx={everyStateContext()} />);
    const floor1 = screen.getByRole('group', { name: 'Tầng 1' });
    const floor2 = screen.getByRole('group', { name: 'Tầng 2' });
    expect(within(floor1).getAllByRole('button')).toHaveLength(17);
    expect(within(floor2).getAllByRole('button')).toHaveLength(17);
    expect(seat('A01').getAttribute('aria-label')).toBe('Ghế A01 G Lan, đã đặt, khách Trần Thị Lan');
    expect(seat('A01').textContent?.replace(/\s+/g, ' ').trim()).toBe('A01 G Lan');
    expect(seat('A01').getAttribute('title')).toBe('Trần Thị Lan · 0901234567');
    expect(seat('A02').getAttribute('aria-label')).toBe('Ghế A02 T Bình, đã thanh toán, khách Lê Văn Bình');
    expect(seat('A02').textContent).toContain('T');
    expect(seat('A03').getAttribute('aria-label')).toBe('Ghế A03 G Hà, đã đặt cọc, khách Phạm Thu Hà');
    expect(seat('A04').getAttribute('aria-label')).toBe('Ghế A04 G Khoa, đã đặt, khách Đỗ Minh Khoa');
    expect(seat('A05').getAttribute('aria-label')).toBe('Ghế A05 G Mai, đã đặt, vé chặng, khách Vũ Thị Mai');
    expect(seat('A06').getAttribute('aria-label')).toBe('Ghế A06 G, đại lý khác đã bán, không thể chọn');
    expect(seat('A08').getAttribute('aria-label')).toBe('Ghế A08, nhà xe khóa, không thể chọn');
    expect(seat('A09').getAttribute('aria-label')).toBe('Ghế A09, còn trống');
    expect(seat('A10').getAttribute('aria-label')).toBe('Ghế A10, người khác đang chọn, không thể chọn');
    expect(seat('A14').getAttribute('aria-label')).toBe('Ghế A14 G Quân, hết hạn giữ chỗ, khách Hoàng Văn Quân');
    expect(seat('A15').getAttribute('aria-label')).toBe('Ghế A15 G 0912345678, đã đặt');
    // Other agencies' seats never carry a tooltip with a passenger.
    expect(seat('A06').hasAttribute('title')).toBe(false);
    expect(seat('A06').getAttribute('aria-disabled')).toBe('true');
    expect(seat('A12').getAttribute('aria-pressed')).toBe('false');
  });

  it('draws the driver, the door and the toilet without making them seats or Tab stops', () => {
    render(<Harness ctx={everyStateContext()} />);
    for (const text of ['Tài xế', 'Cửa', 'Nhà vệ sinh']) {
      const cell = screen.getByText(text);
      expect(cell.tagName).not.toBe('BUTTON');
      expect(cell.hasAttribute('tabindex')).toBe(false);
    }
  });

  it('is a single Tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness ctx={everyStateContext()} />);
    await user.click(screen.getByRole('button', { name: 'trước' }));
    await user.tab();
    expect(document.activeElement).toBe(seat('A01'));
    // The next stop is the legend's toggle, not another seat; then out of the map.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chú thích' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'sau' }));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(seat('A01'));
  });

  it('moves with the arrow keys across rows, columns and floors', async () => {
    const user = userEvent.setup();
    render(<Harness ctx={everyStateContext()} />);
    await user.click(screen.getByRole('button', { name: 'trước' }));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(seat('A02'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(seat('A05'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(seat('A06'));
    // The right edge of floor 1 leads to the same row of floor 2.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(seat('B04'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(seat('A06'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(seat('A03'));
    // Nothing above row 1 but the driver and the door: focus stays.
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(seat('A03'));
    // Only the focused seat is in the Tab order.
    expect(seat('A03').getAttribute('tabindex')).toBe('0');
    expect(seat('A01').getAttribute('tabindex')).toBe('-1');
  });

  it('goes to the ends of a row with Home/End and of the map with Ctrl', async () => {
    const user = userEvent.setup();
    render(<Harness ctx={everyStateContext()} />);
    await user.click(screen.getByRole('button', { name: 'trước' }));
    await user.tab();
    await user.keyboard('{ArrowDown}{End}');
    expect(document.activeElement).toBe(seat('A06'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(seat('A04'));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(seat('B17'));
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(seat('A01'));
  });

  it('selects and deselects with Space and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness ctx={everyStateContext()} />);
    await user.click(screen.getByRole('button', { name: 'trước' }));
    await user.tab();
    await user.keyboard('{Control>}{End}{/Control}');
    await user.keyboard(' ');
    expect(seat('B17').getAttribute('aria-pressed')).toBe('true');
    expect(seat('B17').getAttribute('aria-label')).toBe('Ghế B17, đang chọn');
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(seat('B16').getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Enter}');
    expect(seat('B16').getAttribute('aria-pressed')).toBe('false');
    expect(seat('B17').getAttribute('aria-pressed')).toBe('true');
  });

  it('selects a whole group from one of its seats and says why a taken seat cannot be chosen', async () => {
    const user = userEvent.setup();
    const onWarning = vi.fn();
    render(<Harness ctx={everyStateContext()} onWarning={onWarning} />);
    await user.click(seat('B02'));
    for (const id of ['B01', 'B02', 'B03']) expect(seat(id).getAttribute('aria-pressed')).toBe('true');
    expect(seat('B01').getAttribute('aria-label')).toBe('Ghế B01 G Nam, đang chọn, đã đặt, khách Ngô Văn Nam');
    expect(onWarning).toHaveBeenLastCalledWith('Vé đoàn gồm 3 vé');
    await user.click(seat('A10'));
    expect(onWarning).toHaveBeenLastCalledWith('Ghế A10 đang được người khác chọn');
    expect(seat('B01').getAttribute('aria-pressed')).toBe('true');
  });

  it('does not activate anything while disabled', async () => {
    const user = userEvent.setup();
    const onSeatActivate = vi.fn();
    const props: SeatMapProps = { ...contextFixture(), selectedSeatIds: [], onSeatActivate, disabled: true };
    render(
      <ThemeProvider theme={theme}>
        <SeatMap {...props} />
      </ThemeProvider>,
    );
    await user.click(seat('A01'));
    seat('A01').focus();
    await user.keyboard('{Enter} ');
    expect(onSeatActivate).not.toHaveBeenCalled();
    expect(seat('A01').getAttribute('aria-disabled')).toBe('true');
  });

  it('starts the Tab stop on the first selected seat', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <button type="button">trước</button>
        <SeatMap {...contextFixture()} selectedSeatIds={['A07', 'A05']} onSeatActivate={() => undefined} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'trước' }));
    await user.tab();
    expect(document.activeElement).toBe(seat('A05'));
  });

  it('keeps focus on the seat when a live update re-renders the map', async () => {
    const user = userEvent.setup();
    const base = contextFixture();
    const view = (ctx: SeatContext) => (
      <ThemeProvider theme={theme}>
        <SeatMap {...ctx} selectedSeatIds={[]} onSeatActivate={() => undefined} />
      </ThemeProvider>
    );
    const { rerender } = render(view(base));
    await user.click(seat('A10'));
    await user.keyboard('{ArrowRight}');
    const focused = seat('A11');
    expect(document.activeElement).toBe(focused);
    // Another agency sells the next seat and a colleague books one on the other floor.
    rerender(
      view({ ...base, otherSeats: [{ seatId: 'A12', ticketStatus: 2 }], tickets: [ticketFixture({ seatId: 'B05' })] }),
    );
    expect(seat('A12').getAttribute('aria-label')).toBe('Ghế A12 G, đại lý khác đã bán, không thể chọn');
    expect(seat('A11')).toBe(focused);
    expect(document.activeElement).toBe(focused);
    // The seat under focus itself changing state keeps focus too.
    rerender(view({ ...base, otherSeats: [{ seatId: 'A11', ticketStatus: 3 }] }));
    expect(document.activeElement).toBe(seat('A11'));
    expect(seat('A11').getAttribute('aria-label')).toBe('Ghế A11 T, đại lý khác đã bán, không thể chọn');
  });
});

describe('SeatMap legend', () => {
  it('opens from the ‘Chú thích’ toggle with an entry for every state, and closes back to the toggle', async () => {
    const user = userEvent.setup();
    render(<Harness ctx={everyStateContext()} />);
    const toggle = screen.getByRole('button', { name: 'Chú thích' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Closed, the legend takes no room: none of its entries is in the page.
    expect(screen.queryByText('Hết hạn giữ chỗ')).toBeNull();
    await user.click(toggle);
    const legend = await screen.findByRole('dialog', { name: 'Chú thích' });
    const entries = within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    for (const text of ['Còn trống', 'Đang chọn', 'Đã đặt', 'Đã đặt cọc', 'Đã thanh toán', 'Hết hạn giữ chỗ', 'Đại lý khác đã bán', 'Nhà xe khóa', 'Người khác đang chọn', 'Vé chặng']) {
      expect(entries.some((e) => e?.endsWith(text)), text).toBe(true);
    }
    expect(entries.some((e) => e?.includes('Vé của đại lý'))).toBe(true);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(toggle);
  });
});
