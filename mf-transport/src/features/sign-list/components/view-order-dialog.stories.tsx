import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fakeTransportServices } from '../../../test-support/fake-transport-services';
import { stationUserFixture, transportOrderFixtures } from '../../../test-support/transport-fixtures';
import { ViewOrderDialog } from './view-order-dialog';

const orders = transportOrderFixtures();
const me = { partnerId: stationUserFixture().partnerId, partnerName: stationUserFixture().partner.name, childrenPartnerIds: stationUserFixture().partner.childrenPartnerId, isStation: true };

const meta = {
  title: 'mf-transport/Signing list/View dialog',
  component: ViewOrderDialog,
  args: { order: orders[0]!, user: me, services: fakeTransportServices(), onClose: fn(), onSigned: fn() },
} satisfies Meta<typeof ViewOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's station departs and has not signed: 'Bến đi ký'. */
export const DepartureMaySign: Story = {};
/** The user's station is the arrival of an order fully transmitted: no signing button. */
export const Transmitted: Story = { args: { order: orders[3]! } };
/** The departure signature no longer verifies: its block is marked invalid with the reason. */
export const Tampered: Story = { args: { order: orders[1]!, services: fakeTransportServices({ tampered: [orders[1]!.id] }) } };
