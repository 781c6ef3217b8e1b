import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DateRangeFilter,
  dateRangeToKeys,
  dateRangeToMillis,
  todayInVietnam,
  type DateRange,
} from './date-range-filter';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Seven engineers share two cores: MUI pickers and the DataGrid can take seconds to render here.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const shown = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('input')).map((i) => i.value);

const march = (day: number) => dayjs(new Date(2025, 2, day));
const days = (r: DateRange | undefined) => r && [r.from.format('DD/MM/YYYY'), r.to.format('DD/MM/YYYY')];

// The pickers' open buttons, in order: from-date, then to-date.
async function pickDay(picker: 0 | 1, day: string) {
  await userEvent.click((await screen.findAllByRole('button', { name: /^Chọn ngày/ }))[picker]!);
  await userEvent.click(await screen.findByRole('gridcell', { name: day }));
}

describe('DateRangeFilter', () => {
  // First: once React.lazy has loaded the pickers, later renders show them at once, without the placeholder.
  it('holds field-sized placeholders while the pickers load, then the pickers', async () => {
    const { container } = render(<DateRangeFilter />);
    // The pickers are a lazily loaded chunk: the first render is the placeholder row, not an empty gap.
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.findAllByText('Từ ngày');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('starts at today–today in DD/MM/YYYY', async () => {
    const { container } = render(<DateRangeFilter />);
    const today = todayInVietnam().format('DD/MM/YYYY');
    expect((await screen.findAllByText('Từ ngày')).length).toBeGreaterThan(0);
    expect(shown(container)).toEqual([today, today]);
    expect(screen.getAllByText('Đến ngày').length).toBeGreaterThan(0);
  });

  it('moves the to-date along when the from-date is picked after it', async () => {
    const onChange = vi.fn<(r: DateRange) => void>();
    const { container } = render(<DateRangeFilter defaultValue={{ from: march(10), to: march(12) }} onChange={onChange} />);
    await pickDay(0, '20');
    expect(days(onChange.mock.lastCall?.[0])).toEqual(['20/03/2025', '20/03/2025']);
    expect(shown(container)).toEqual(['20/03/2025', '20/03/2025']);
  });

  it('moves the from-date back when the to-date is picked before it', async () => {
    const onChange = vi.fn<(r: DateRange) => void>();
    render(<DateRangeFilter defaultValue={{ from: march(10), to: march(12) }} onChange={onChange} />);
    await pickDay(1, '5');
    expect(days(onChange.mock.lastCall?.[0])).toEqual(['05/03/2025', '05/03/2025']);
  });

  it('a to-date typed before the from-date moves the from-date once, when the field is left, never to a half-typed year', async () => {
    const onChange = vi.fn<(r: DateRange) => void>();
    const { container } = render(
      <>
        <DateRangeFilter defaultValue={{ from: dayjs(new Date(2026, 11, 2)), to: dayjs(new Date(2026, 11, 2)) }} onChange={onChange} />
        <button type="button">khác</button>
      </>,
    );
    await userEvent.click((await screen.findAllByRole('spinbutton', { name: 'Ngày' }))[1]!);
    await userEvent.keyboard('30112026');
    // Typing: the from-date stays (the to-date passed through 30/01/2026 on the way), nothing crossed is handed over.
    await waitFor(() => expect(shown(container)).toEqual(['02/12/2026', '30/11/2026']));
    for (const [range] of onChange.mock.calls) expect(range.from.format('DD/MM/YYYY')).toBe('02/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'khác' }));
    await waitFor(() => expect(days(onChange.mock.lastCall?.[0])).toEqual(['30/11/2026', '30/11/2026']));
    expect(shown(container)).toEqual(['30/11/2026', '30/11/2026']);
    for (const [range] of onChange.mock.calls) expect(range.from.year() * 10_000 + range.to.year()).toBe(2026 * 10_001);
  });

  it('a to-date typed after the from-date is handed over as typed; a half-typed one goes back on leaving', async () => {
    const onChange = vi.fn<(r: DateRange) => void>();
    const { container } = render(
      <>
        <DateRangeFilter defaultValue={{ from: dayjs(new Date(2026, 10, 1)), to: dayjs(new Date(2026, 10, 2)) }} onChange={onChange} />
        <button type="button">khác</button>
      </>,
    );
    const toDay = (await screen.findAllByRole('spinbutton', { name: 'Ngày' }))[1]!;
    await userEvent.click(toDay);
    await userEvent.keyboard('25');
    await waitFor(() => expect(days(onChange.mock.lastCall?.[0])).toEqual(['01/11/2026', '25/11/2026']));
    onChange.mockClear();
    await userEvent.click(toDay);
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(shown(container)[1]).toBe('DD/11/2026'));
    await userEvent.click(screen.getByRole('button', { name: 'khác' }));
    await waitFor(() => expect(shown(container)).toEqual(['01/11/2026', '25/11/2026']));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers no clear button', async () => {
    render(<DateRangeFilter />);
    await screen.findAllByText('Từ ngày');
    expect(screen.queryByRole('button', { name: /xóa|clear/i })).toBeNull();
  });
});

describe('date range conversions', () => {
  it('takes today in Vietnam, not in UTC', () => {
    // 18:00 UTC on 10 March is 01:00 on 11 March in Hà Nội.
    expect(todayInVietnam(new Date('2025-03-10T18:00:00Z')).format('YYYY-MM-DD')).toBe('2025-03-11');
  });

  it('gives yyyyMMdd keys and whole-day millisecond bounds in Asia/Ho_Chi_Minh', () => {
    const range = { from: march(10), to: march(12) };
    expect(dateRangeToKeys(range)).toEqual({ startDate: '20250310', endDate: '20250312' });
    expect(dateRangeToMillis(range)).toEqual({
      fromDate: Date.parse('2025-03-09T17:00:00.000Z'),
      toDate: Date.parse('2025-03-12T16:59:59.999Z'),
    });
  });
});
