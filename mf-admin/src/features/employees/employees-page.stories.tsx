import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeEmployeeServices } from '../../test-support/admin-fixtures';
import { EmployeesPage } from './employees-page';

/** The page follows the signed-in session (the Storybook session is empty: STAFF-like view without rows to edit). */
const meta = { title: 'mf-admin/employees/EmployeesPage', component: EmployeesPage, args: { services: fakeEmployeeServices() } } satisfies Meta<typeof EmployeesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
