import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyMultiPicker } from './company-multi-picker';
import type { CompanyPickerOption } from './company-picker-model';
import { renderWithProviders } from '../test-support/render-with-providers';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const companies: CompanyPickerOption[] = [
  { companyId: 'c-pt', companyName: 'Phương Trang', companyPhoneNumber: '19006067', debtLimit: 50_000_000, currentDebt: 12_500_000 },
  { companyId: 'c-hl', companyName: 'Hoàng Long', companyPhoneNumber: '02253920920', debtLimit: null, currentDebt: null },
  { companyId: 'c-tb', companyName: 'Thành Bưởi', companyPhoneNumber: null, debtLimit: 20_000_000, currentDebt: 0 },
];
const FILL = 'Điền số điện thoại nhà xe';

function Harness({ onPhoneFill, initial = [] }: { onPhoneFill?: (phone: string) => void; initial?: CompanyPickerOption[] }) {
  const [value, setValue] = useState<CompanyPickerOption[]>(initial);
  return (
    <>
      <CompanyMultiPicker options={companies} value={value} onChange={setValue} onPhoneFill={onPhoneFill} />
      <output>{value.map((c) => c.companyName).join(', ')}</output>
    </>
  );
}

describe('CompanyMultiPicker', () => {
  it('lists name, phone and remaining allowance, found by name without accents or by phone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = await screen.findByRole('combobox', { name: 'Nhà xe' });
    await user.click(input);
    const first = await screen.findByRole('option', { name: /^Phương Trang/ });
    expect(first.textContent).toContain('19006067');
    expect(first.textContent).toContain('Hạn mức còn lại: 37.500.000 đ');
    expect(screen.getByRole('option', { name: /^Hoàng Long/ }).textContent).toContain('1.000.000.000+ đ');
    await user.type(input, 'thanh buoi');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent?.split('Hạn')[0])).toEqual(['Thành Bưởi']));
    await user.clear(input);
    await user.type(input, '0225');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /^Hoàng Long/ }));
    expect(screen.getByRole('status').textContent).toBe('Hoàng Long');
  });

  it('fills the phone of the one chosen company; with several it asks which; without a phone it is off', async () => {
    const user = userEvent.setup();
    const onPhoneFill = vi.fn();
    const { unmount } = renderWithProviders(<Harness onPhoneFill={onPhoneFill} initial={[companies[2]!]} />);
    expect((await screen.findByRole('button', { name: FILL })).hasAttribute('disabled')).toBe(true);
    unmount();

    renderWithProviders(<Harness onPhoneFill={onPhoneFill} initial={[companies[0]!]} />);
    await user.click(await screen.findByRole('button', { name: FILL }));
    expect(onPhoneFill).toHaveBeenLastCalledWith('19006067');

    await user.click(screen.getByRole('combobox', { name: 'Nhà xe' }));
    await user.click(await screen.findByRole('option', { name: /^Hoàng Long/ }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: FILL }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Phương Trang — 19006067', 'Hoàng Long — 02253920920']);
    await user.click(within(menu).getByRole('menuitem', { name: /Hoàng Long/ }));
    expect(onPhoneFill).toHaveBeenLastCalledWith('02253920920');
    expect(onPhoneFill).toHaveBeenCalledTimes(2);
  });

  it('has no phone button unless asked for one', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('combobox', { name: 'Nhà xe' });
    expect(screen.queryByRole('button', { name: FILL })).toBeNull();
  });
});
