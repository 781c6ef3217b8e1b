import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fakeTransportServices } from '../../../test-support/fake-transport-services';
import { transportOrderFixtures } from '../../../test-support/transport-fixtures';
import { EditOrderDialog } from './edit-order-dialog';

const orders = transportOrderFixtures();

const meta = {
  title: 'mf-transport/Signing list/Edit dialog',
  component: EditOrderDialog,
  args: { order: orders[1]!, sides: ['up'], update: fakeTransportServices().updateConfirm, onClose: fn(), onSaved: fn() },
} satisfies Meta<typeof EditOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's station is the departure: its passengers boarding and actual departure time. */
export const DepartureSide: Story = {};
/** The user's station is the arrival: passengers alighting and the arrival confirmation time. */
export const ArrivalSide: Story = { args: { order: orders[3]!, sides: ['down'] } };
