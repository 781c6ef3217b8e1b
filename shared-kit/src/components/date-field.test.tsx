import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldHandle, type DateValueFormat } from './date-field';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// Engineers share two cores: the pickers can take seconds to render here.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

function Harness({ initial, onChange, clearable, valueFormat, handle }: { initial: string; onChange: (v: string) => void; clearable?: boolean; valueFormat?: DateValueFormat; handle?: { current: DateFieldHandle | null } }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Ngày đi"
        value={value}
        valueFormat={valueFormat}
        clearable={clearable}
        ref={handle}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button">khác</button>
    </>
  );
}

/** The field's hidden input carries the shown text (DD/MM/YYYY); the typed sections are spinbuttons. */
const shownValue = () => (screen.getByLabelText('Ngày đi', { selector: 'input' }) as HTMLInputElement).value;
const daySection = () => screen.findByRole('spinbutton', { name: 'Ngày' });

describe('DateField', () => {
  // First: once React.lazy has loaded the picker, later renders show it at once, without the placeholder.
  it('shows a same-text placeholder while the picker loads, never a browser date input', async () => {
    const { container } = render(<Harness initial="20261125" onChange={() => undefined} />);
    // A group named by the field's label, showing the day as the picker will.
    const placeholder = screen.getByRole('group', { name: 'Ngày đi' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(placeholder.textContent).toContain('25/11/2026');
    expect(container.querySelector('input')).toBeNull();
    await daySection();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(container.querySelector('input[type="date"]')).toBeNull();
    expect(shownValue()).toBe('25/11/2026');
  });

  it('takes a day typed section by section, DD then MM then YYYY, and gives it as yyyyMMdd', async () => {
    const onChange = vi.fn();
    render(<Harness initial="20261125" onChange={onChange} />);
    await userEvent.click(await daySection());
    await userEvent.keyboard('03012027');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('20270103'));
    expect(shownValue()).toBe('03/01/2027');
    // Only complete days were handed over, never a half-typed year (0002, 0020, 0202 on the way to 2027).
    for (const [value] of onChange.mock.calls) expect(Number(String(value).slice(0, 4))).toBeGreaterThanOrEqual(2026);
  });

  it.each([
    ['half typed (the day deleted)', '{Delete}', 'DD/11/2026'],
    ['emptied', '{Control>}a{/Control}{Delete}', ''],
  ])('keeps a date that must hold a day: %s, it returns to the last day on leaving the field', async (_case, keys, whileEditing) => {
    const onChange = vi.fn();
    render(<Harness initial="20261125" onChange={onChange} />);
    await userEvent.click(await daySection());
    await userEvent.keyboard(keys);
    await waitFor(() => expect(shownValue()).toBe(whileEditing));
    await userEvent.click(screen.getByRole('button', { name: 'khác' }));
    await waitFor(() => expect(shownValue()).toBe('25/11/2026'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('an empty field shows DD/MM/YYYY, while loading and once loaded', async () => {
    render(<Harness initial="" clearable valueFormat="YYYY-MM-DD" onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Ngày đi' }).textContent).toContain('DD/MM/YYYY');
    await daySection();
    expect(screen.getByRole('group', { name: 'Ngày đi' }).textContent).toContain('DD/MM/YYYY');
  });

  it('a clearable field gives an empty value; the ISO format travels as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<Harness initial="1990-02-14" valueFormat="YYYY-MM-DD" clearable onChange={onChange} />);
    await waitFor(async () => expect((await daySection()) && shownValue()).toBe('14/02/1990'));
    await userEvent.click(await daySection());
    await userEvent.keyboard('15');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('1990-02-15'));
    await userEvent.keyboard('{Control>}a{/Control}{Delete}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('picks a day from the Vietnamese calendar, and focuses its day section through its ref', async () => {
    const onChange = vi.fn();
    const handle: { current: DateFieldHandle | null } = { current: null };
    render(<Harness initial="20261125" onChange={onChange} handle={handle} />);
    await daySection();
    act(() => handle.current?.focus());
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Ngày'));
    fireEvent.click(screen.getByRole('button', { name: /^Chọn ngày/ }));
    const day28 = await screen.findByRole('gridcell', { name: '28' });
    // Monday first, the heads as Vietnamese calendars write them.
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    await userEvent.click(day28);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('20261128'));
  });
});

describe('DateField before its picker has loaded', () => {
  // A fresh module each time: the first DateField of a page, whose picker has not loaded yet.
  const freshDateField = async () => {
    vi.resetModules();
    return (await import('./date-field')).DateField;
  };

  it('loads the picker when the clerk points at the field, without waiting for the screen to settle', async () => {
    const FreshDateField = await freshDateField();
    // The settle timer is a fake that never runs: only the pointer can load the picker here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <>
        <FreshDateField label="Ngày đi" value="20261125" onChange={() => undefined} />
        <FreshDateField label="Ngày về" value="20261126" onChange={() => undefined} />
      </>,
    );
    vi.useRealTimers();
    fireEvent.pointerDown(screen.getByRole('group', { name: 'Ngày đi' }));
    expect(await screen.findByRole('spinbutton', { name: 'Ngày' })).toBeTruthy();
    // The field nobody pointed at still waits for its screen: it is the pointer that loaded the first one.
    expect(screen.getByRole('group', { name: 'Ngày về' }).getAttribute('aria-busy')).toBe('true');
  });

  it('a focus asked for through its ref before the picker has loaded lands on the day section once it has', async () => {
    const FreshDateField = await freshDateField();
    const handle: { current: DateFieldHandle | null } = { current: null };
    render(<FreshDateField label="Ngày đi" value="20261125" onChange={() => undefined} ref={(h) => void (handle.current = h)} />);
    expect(screen.getByRole('group', { name: 'Ngày đi' }).getAttribute('aria-busy')).toBe('true');
    act(() => handle.current?.focus());
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Ngày'));
    expect(shownValue()).toBe('25/11/2026');
  });
});
