import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeStaff } from '../../../test-support/fake-ledger-services';
import { StaffSelect } from './staff-select';

const meta = {
  title: 'mf-reports/Transactions by staff/StaffSelect',
  component: StaffSelect,
  args: { staff: fakeStaff(), value: null, onChange: () => undefined },
} satisfies Meta<typeof StaffSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN: every employee, or one. */
export const AllStaff: Story = {};
/** A STAFF user: themselves, disabled. */
export const FixedToSelf: Story = { args: { staff: [fakeStaff()[1]!], value: 'u-staff', disabled: true } };
