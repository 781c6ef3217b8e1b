import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CompanyPicker, type CompanyPickerOption, type SearchCompanies } from './company-picker';

// A fake data source for the story: the product passes a function calling the company search API.
const fakeCompanies: CompanyPickerOption[] = [
  { companyId: 1, companyName: 'Phương Trang', companyPhoneNumber: '19006067', debtLimit: 50_000_000, currentDebt: 12_500_000 },
  { companyId: 2, companyName: 'Hoàng Long', companyPhoneNumber: '02253920920', debtLimit: null, currentDebt: 0 },
  { companyId: 3, companyName: 'Thành Bưởi', companyPhoneNumber: '19006079', debtLimit: 20_000_000, currentDebt: 19_800_000 },
  { companyId: 4, companyName: 'Kumho Samco', companyPhoneNumber: '19006065', debtLimit: 5_000_000_000, currentDebt: 0 },
];

const fakeSearch: SearchCompanies = (key, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => resolve(fakeCompanies.filter((c) => c.companyName.toLowerCase().includes(key.toLowerCase()))),
      300,
    );
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

const failingSearch: SearchCompanies = () => Promise.reject(new Error('ECONNREFUSED'));

function Stateful(props: { searchCompanies: SearchCompanies; onPhoneFill?: (phone: string) => void }) {
  const [value, setValue] = useState<CompanyPickerOption | null>(null);
  return <CompanyPicker {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'shared-kit/CompanyPicker',
  component: Stateful,
  args: { searchCompanies: fakeSearch, onPhoneFill: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {};
export const WithoutPhoneButton: Story = { args: { onPhoneFill: undefined } };
export const SearchFails: Story = { args: { searchCompanies: failingSearch } };
