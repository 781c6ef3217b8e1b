import type { Meta, StoryObj } from '@storybook/react-vite';
import { transportDetailFixture, transportOrderFixtures } from '../test-support/transport-fixtures';
import { TransportOrderDocument } from './transport-order-document';

const orders = transportOrderFixtures();

const meta = {
  title: 'mf-transport/Shared/Order document',
  component: TransportOrderDocument,
  args: { detail: transportDetailFixture(orders[3]!), qrValue: 'http://localhost/transport/view?id=lvc-004' },
} satisfies Meta<typeof TransportOrderDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Company, both stations and the first driver signed and valid; the second driver has not signed. */
export const Signed: Story = {};
/** Only the company signed: the stations' blocks read 'Chưa ký'. */
export const CompanyOnly: Story = { args: { detail: transportDetailFixture(orders[0]!) } };
/** The departure signature fails verification. */
export const Tampered: Story = { args: { detail: transportDetailFixture(orders[1]!, { tampered: true }) } };
