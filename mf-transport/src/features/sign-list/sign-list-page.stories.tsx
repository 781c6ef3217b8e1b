import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeTransportServices } from '../../test-support/fake-transport-services';
import { signInStation, signOut } from '../../test-support/story-session';
import { SignListPage } from './sign-list-page';

const meta = {
  title: 'mf-transport/Signing list/Page',
  component: SignListPage,
  args: { services: fakeTransportServices() },
  beforeEach: () => signInStation(),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bến xe Miền Đông's departures today in every status: tags, progress with its attempts, view / edit / resend. */
export const Today: Story = {};
/** A visitor without a token: the list, but no 'Upload XML' and no edit buttons. */
export const Visitor: Story = { beforeEach: () => signOut(), args: { services: fakeTransportServices({ user: null }) } };
/** Nothing departs today. */
export const Empty: Story = { args: { services: fakeTransportServices({ orders: [] }) } };
/** The list cannot be read: the server's message. */
export const ListFails: Story = { args: { services: fakeTransportServices({ fail: ['list'] }) } };
