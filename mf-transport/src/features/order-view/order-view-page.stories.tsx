import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fakeTransportServices } from '../../test-support/fake-transport-services';
import { transportOrderFixtures } from '../../test-support/transport-fixtures';
import { OrderViewPage } from './order-view-page';

const orders = transportOrderFixtures();

const meta = {
  title: 'mf-transport/Order view/Page',
  component: OrderViewPage,
  args: { services: fakeTransportServices(), id: orders[3]!.id, print: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrderViewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed by the company, both stations and a driver: every present block valid; 'Tải XML' and 'In'. */
export const FullySigned: Story = {};
/** The departure block no longer verifies (content changed after signing): marked invalid with the reason. */
export const Tampered: Story = { args: { id: orders[1]!.id, services: fakeTransportServices({ tampered: [orders[1]!.id] }) } };
/** Opened without ?id=. */
export const NoId: Story = { args: { id: null } };
/** The order cannot be read (unknown id, another station's order): the server's message. */
export const NotFound: Story = { args: { services: fakeTransportServices({ fail: ['detail'] }) } };
