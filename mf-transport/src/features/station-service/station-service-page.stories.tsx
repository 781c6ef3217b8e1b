import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeTransportServices } from '../../test-support/fake-transport-services';
import { signInStation } from '../../test-support/story-session';
import { StationServicePage } from './station-service-page';

const meta = {
  title: 'mf-transport/Station service/Page',
  component: StationServicePage,
  args: { services: fakeTransportServices() },
  beforeEach: () => signInStation(),
} satisfies Meta<typeof StationServicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner, the notice with Bến xe Miền Đông's name, the links and today's departures with their order status. */
export const Today: Story = {};
/** Today's departures, none of which has an order yet. */
export const NoOrdersYet: Story = { args: { services: fakeTransportServices({ orders: [] }) } };
/** Nothing departs from the station today. */
export const NoDepartures: Story = { args: { services: fakeTransportServices({ orders: [], departuresWithoutOrder: [] }) } };
/** Today's departures still loading (their skeleton is named for a screen reader). */
export const DeparturesLoading: Story = { args: { services: { ...fakeTransportServices(), departures: () => new Promise(() => undefined) } } };
