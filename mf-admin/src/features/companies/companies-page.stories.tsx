import type { Meta, StoryObj } from '@storybook/react-vite';
import { signInAs } from '../../test-support/admin-session';
import { fakeCompanyServices } from '../../test-support/fake-company-services';
import { CompaniesPage } from './companies-page';

const meta = {
  title: 'mf-admin/Companies',
  component: CompaniesPage,
  args: { services: fakeCompanyServices() },
  beforeEach: () => signInAs('ADMIN'),
} satisfies Meta<typeof CompaniesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 26 links, 20 a page; click rows to select them, then 'Cập nhật'. Đông Hải's limit shows '1.000.000.000+'. */
export const AsAdmin: Story = {};
/** STAFF reads the list; the Update button stays disabled, with a note why. */
export const AsStaff: Story = { beforeEach: () => signInAs('STAFF') };
/** The list cannot be loaded: 'Lỗi tìm nhà xe — Kết nối tìm kiếm thất bại: …'. */
export const SearchFails: Story = { args: { services: fakeCompanyServices({ fail: 'list' }) } };
/** Saving fails: 'Cập nhật danh sách thất bại' and the dialog stays open. */
export const UpdateFails: Story = { args: { services: fakeCompanyServices({ fail: 'update' }) } };
/** A server without the company simulator (COMPANY_SYSTEMS=remote): no 'Mô phỏng nhà xe ủy quyền' button. */
export const NoSimulator: Story = { args: { services: fakeCompanyServices({ simulator: 'none' }) } };
/** The demo's simulator with the agency's automatic approval off: the company's authorisation arrives 'Chờ duyệt'. */
export const SimulatorPending: Story = { args: { services: fakeCompanyServices({ simulator: 'pending' }) } };
