import type { Meta, StoryObj } from '@storybook/react-vite';
import { agencyRoutesFixture, employeesFixture } from '../../../test-support/admin-fixtures';
import { EmployeeDialog } from './employee-dialog';

const [admin, staff] = employeesFixture();
const meta = {
  title: 'mf-admin/employees/EmployeeDialog',
  component: EmployeeDialog,
  args: { open: true, user: null, editorIsAdmin: true, routes: agencyRoutesFixture(), onSubmit: async () => undefined, onClose: () => undefined },
} satisfies Meta<typeof EmployeeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
/** Editing a STAFF row: the username is fixed, the limits disabled (000 §5). */
export const EditStaff: Story = { args: { user: staff! } };
export const EditAdmin: Story = { args: { user: admin! } };
/** A STAFF user editing their own row: no routes. */
export const EditOwnRowAsStaff: Story = { args: { user: staff!, editorIsAdmin: false } };
