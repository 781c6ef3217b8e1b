import type { Meta, StoryObj } from '@storybook/react-vite';
import { employeesFixture } from '../../../test-support/admin-fixtures';
import { EmployeeTable } from './employee-table';

const meta = {
  title: 'mf-admin/employees/EmployeeTable',
  component: EmployeeTable,
  args: { users: employeesFixture(), viewer: { id: 'u-admin', isAdmin: true }, onEdit: () => undefined, onToggleActive: () => undefined, onResetPassword: () => undefined },
} satisfies Meta<typeof EmployeeTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsAdmin: Story = {};
/** A STAFF user: only their own row can be edited; no lock or reset. */
export const AsStaff: Story = { args: { viewer: { id: 'u-staff', isAdmin: false } } };
export const Loading: Story = { args: { users: [], loading: true } };
