import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeTelecomServices } from '../../../test-support/fake-telecom-services';
import { signInAs } from '../../../test-support/story-session';
import { TelecomNumbersPage } from './telecom-numbers-page';

const meta = {
  title: 'mf-admin/Extension numbers/Page',
  component: TelecomNumbersPage,
  args: { services: fakeTelecomServices() },
} satisfies Meta<typeof TelecomNumbersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ADMIN: the add button, two lines (one with a stored password, never shown). */
export const Admin: Story = { beforeEach: () => signInAs('ADMIN') };

/** A STAFF user: no add button; edit and delete stay, as the seed shows them to all users. */
export const Staff: Story = { beforeEach: () => signInAs('STAFF') };

/** No lines yet. */
export const Empty: Story = { beforeEach: () => signInAs('ADMIN'), args: { services: fakeTelecomServices([]) } };
