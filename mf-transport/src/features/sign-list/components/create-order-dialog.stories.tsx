import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fakeTransportServices } from '../../../test-support/fake-transport-services';
import { CreateOrderDialog } from './create-order-dialog';

const meta = {
  title: 'mf-transport/Signing list/Create dialog',
  component: CreateOrderDialog,
  args: { create: fakeTransportServices().create, onClose: fn(), onCreated: fn() },
} satisfies Meta<typeof CreateOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a .xml file: it uploads 500 ms later. Any other type: 'File không hợp lệ'. */
export const Default: Story = {};
/** The server refuses the XML: its message ('Doanh nghiệp chưa ký'), the file cleared. */
export const Refused: Story = { args: { create: fakeTransportServices({ fail: ['create'] }).create } };
