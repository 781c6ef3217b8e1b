import { navMenusFor } from '@busdesk/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Navbar } from './navbar';

const meta = {
  title: 'root-config/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: {
    entries: navMenusFor('STAFF'),
    pathname: '/book-ticket',
    userName: 'Nguyễn Văn An',
    mobile: false,
    sidebarOpen: true,
    onToggleSidebar: () => undefined,
    onNavigate: () => undefined,
    onLogout: () => undefined,
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** STAFF: no Configuration menu (000 §6). */
export const Staff: Story = {};

/** ADMIN: the Configuration menu with general and ticket-mail configuration. */
export const Admin: Story = { args: { entries: navMenusFor('ADMIN'), userName: 'Trần Thị Bình' } };

/** Below 992 px the menus move into the drawer; only the toggle and the right-hand icons stay. */
export const Mobile: Story = { args: { mobile: true } };
