import type { Meta, StoryObj } from '@storybook/react-vite';
import { collectionAdmin, collectionStaff, fakeCollectionServices } from '../../../test-support/fake-collection-services';
import { SalesByEmployeeReport } from './sales-by-employee-report';

const meta = {
  title: 'mf-reports/Revenue by staff',
  component: SalesByEmployeeReport,
  args: { user: collectionAdmin(), services: fakeCollectionServices() },
} satisfies Meta<typeof SalesByEmployeeReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN of a parent partner: today's 50 tickets, 40 shown and 'Tải thêm', the four cards, the totals row. */
export const AdminToday: Story = {};
/** A STAFF user: the staff filter preset to themselves and disabled. */
export const StaffSelf: Story = { args: { user: collectionStaff() } };
/** The configured partner account: row selection and 'Gửi tin Zalo'. */
export const ZaloAccount: Story = { args: { services: fakeCollectionServices({ znsEnabled: true }) } };
export const Empty: Story = { args: { services: fakeCollectionServices({ count: 0 }) } };
export const FilterFails: Story = { args: { services: fakeCollectionServices({ fail: 'report' }) } };
