import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CompanyUpdateDialog } from './company-update-dialog';

const meta = {
  title: 'mf-admin/Companies/UpdateDialog',
  component: CompanyUpdateDialog,
  args: { companyNames: ['Nhà xe Minh Phát Limousine', 'Xe khách Tân Việt Express'], onClose: fn(), onSave: fn(async () => undefined) },
} satisfies Meta<typeof CompanyUpdateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two companies chosen; both selects on 'Giữ nguyên'. Save without choosing says what is missing. */
export const TwoCompanies: Story = {};
/** One company. */
export const OneCompany: Story = { args: { companyNames: ['Nhà xe Đông Hải'] } };
