import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CompanyMultiPicker } from './company-multi-picker';
import type { CompanyPickerOption } from './company-picker-model';

// A fake list for the story: the product passes the companies of the trip search's lookups.
const companies: CompanyPickerOption[] = [
  { companyId: 'c-pt', companyName: 'Phương Trang', companyPhoneNumber: '19006067', debtLimit: 50_000_000, currentDebt: 12_500_000 },
  { companyId: 'c-hl', companyName: 'Hoàng Long', companyPhoneNumber: '02253920920', debtLimit: null, currentDebt: null },
  { companyId: 'c-tb', companyName: 'Thành Bưởi', companyPhoneNumber: '19006079', debtLimit: 20_000_000, currentDebt: 19_800_000 },
];

function Stateful({ onPhoneFill, initial = [] }: { onPhoneFill?: (phone: string) => void; initial?: CompanyPickerOption[] }) {
  const [value, setValue] = useState<CompanyPickerOption[]>(initial);
  return <CompanyMultiPicker options={companies} value={value} onChange={setValue} onPhoneFill={onPhoneFill} />;
}

const meta = {
  title: 'shared-kit/CompanyMultiPicker',
  component: Stateful,
  args: { onPhoneFill: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, phone and remaining allowance in the list; type 'thanh buoi' or a phone. */
export const Empty: Story = {};
/** Two chosen: the phone button asks which company's number. */
export const TwoChosen: Story = { args: { initial: [companies[0]!, companies[1]!] } };
