import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CompanyPicker,
  remainingDebtText,
  type CompanyPickerOption,
  type SearchCompanies,
} from './company-picker';
import { renderWithProviders } from '../test-support/render-with-providers';

// vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Seven engineers share two cores: MUI pickers and the DataGrid can take seconds to render here.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const companies: CompanyPickerOption[] = [
  { companyId: 1, companyName: 'Phương Trang', companyPhoneNumber: '19006067', debtLimit: 50_000_000, currentDebt: 12_500_000 },
  { companyId: 2, companyName: 'Phương Nam', companyPhoneNumber: '0901234567', debtLimit: null, currentDebt: 0 },
  { companyId: 3, companyName: 'Hoàng Long', companyPhoneNumber: '02253920920', debtLimit: 2_000_000_000, currentDebt: 0 },
];

const fakeSearch = (): SearchCompanies & ReturnType<typeof vi.fn> =>
  vi.fn(async (key: string) => companies.filter((c) => c.companyName.toLowerCase().includes(key.toLowerCase())));

const normalise = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

function Harness({ search, onPhoneFill }: { search: SearchCompanies; onPhoneFill?: (phone: string) => void }) {
  const [value, setValue] = useState<CompanyPickerOption | null>(null);
  return (
    <>
      <CompanyPicker searchCompanies={search} value={value} onChange={setValue} onPhoneFill={onPhoneFill} />
      <output>{value?.companyName ?? ''}</output>
    </>
  );
}

describe('CompanyPicker', () => {
  // First: once React.lazy has loaded the field, later renders show it at once, without the placeholder.
  it('holds a field-sized placeholder while the field loads, then the field', async () => {
    const { container } = renderWithProviders(<Harness search={fakeSearch()} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Nhà xe' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('searches by the typed key 500 ms after typing stops and shows name, phone and remaining allowance', async () => {
    const calledAt: number[] = [];
    const search = vi.fn(async (key: string) => {
      calledAt.push(Date.now());
      return companies.filter((c) => c.companyName.includes(key));
    });
    renderWithProviders(<Harness search={search} />);
    const input = await screen.findByRole('combobox', { name: 'Nhà xe' });
    act(() => input.focus());
    const typedAt = Date.now();
    await userEvent.paste('Phương');
    const option = await screen.findByRole('option', { name: /Phương Trang/ });
    // One request for the typed key, not before the 500 ms pause.
    expect(search.mock.calls.map((c) => c[0])).toEqual(['Phương']);
    expect(calledAt[0]! - typedAt).toBeGreaterThanOrEqual(490);
    expect(normalise(option.textContent)).toContain('19006067');
    expect(normalise(option.textContent)).toContain('37.500.000');
    expect(screen.getByRole('option', { name: /Phương Nam/ }).textContent).toContain('1.000.000.000+');
    expect(screen.queryByRole('option', { name: /Hoàng Long/ })).toBeNull();
  });

  it('selects a company and fills the ticket phone with its number', async () => {
    const onPhoneFill = vi.fn();
    renderWithProviders(<Harness search={fakeSearch()} onPhoneFill={onPhoneFill} />);
    const fill = await screen.findByRole('button', { name: 'Điền số điện thoại nhà xe' });
    expect(fill).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('combobox', { name: 'Nhà xe' }), 'Trang');
    await userEvent.click(await screen.findByRole('option', { name: /Phương Trang/ }, { timeout: 2000 }));
    expect(screen.getByRole('status').textContent).toBe('Phương Trang');
    await userEvent.click(screen.getByRole('button', { name: 'Điền số điện thoại nhà xe' }));
    expect(onPhoneFill).toHaveBeenCalledWith('19006067');
  });

  it('tells the user when the search fails', async () => {
    const search = vi.fn(async () => {
      throw new Error('timeout');
    });
    renderWithProviders(<Harness search={search} />);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Nhà xe' }), 'x');
    await waitFor(() => expect(document.body.textContent).toContain('Lỗi tìm nhà xe'), { timeout: 2000 });
    expect(document.body.textContent).toContain('Kết nối tìm kiếm thất bại: timeout');
  });
});

describe('remainingDebtText', () => {
  it('caps large or unlimited allowances at 1.000.000.000+, in đồng', () => {
    expect(remainingDebtText({ debtLimit: 3_000_000_000, currentDebt: 1 })).toBe('1.000.000.000+ đ');
    expect(remainingDebtText({ debtLimit: null, currentDebt: 5 })).toBe('1.000.000.000+ đ');
    expect(normalise(remainingDebtText({ debtLimit: 1_000_000, currentDebt: 250_000 }))).toBe('750.000 đ');
  });
});
